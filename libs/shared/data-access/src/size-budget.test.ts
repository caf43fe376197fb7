// @vitest-environment node
/**
 * data-access does data access only: the HTTP client, the entity factory and its react-query
 * hooks, the query client, what the service grants and offers. A budget of non-test source lines
 * keeps it that way (issue 38): a part that grows past it usually does another job and belongs in
 * a library of its own, as the session (`@rescue-admin/session`) and the file storage
 * (`@rescue-admin/storage`) do.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 1_500;
/** Tests, benchmarks, stories and the contract test are not source. */
const NOT_SOURCE = /\.(test|spec|bench|stories|api-test)\./;

/**
 * The lines (as `wc -l` counts them) of every `*.ts*` file under `src`, except tests and the
 * test helpers in `src/testing/`, by path relative to `src`.
 */
function sourceLines(src: string): Map<string, number> {
  const counted = new Map<string, number>();
  for (const path of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    const name = path.split(sep).at(-1) ?? '';
    if (!name.includes('.ts') || NOT_SOURCE.test(name) || path.startsWith(`testing${sep}`)) continue;
    const text = readFileSync(join(src, path), 'utf8');
    counted.set(path.split(sep).join('/'), text.split('\n').length - 1);
  }
  return counted;
}

const total = (counted: Map<string, number>) => [...counted.values()].reduce((sum, lines) => sum + lines, 0);

describe('the size of data-access', () => {
  it('given a folder of sources, tests and test helpers, should count the sources only', () => {
    const src = mkdtempSync(join(tmpdir(), 'size-budget-'));
    try {
      mkdirSync(join(src, 'lib', 'http'), { recursive: true });
      mkdirSync(join(src, 'testing'));
      writeFileSync(join(src, 'index.ts'), 'export {};\n// one\n');
      writeFileSync(join(src, 'lib', 'http', 'call.tsx'), 'a\nb\nc\n');
      writeFileSync(join(src, 'lib', 'http', 'call.test.ts'), 'x\n'.repeat(50));
      writeFileSync(join(src, 'lib', 'contract.api-test.ts'), 'x\n'.repeat(50));
      writeFileSync(join(src, 'testing', 'test-server.ts'), 'x\n'.repeat(50));
      writeFileSync(join(src, 'README.md'), 'x\n'.repeat(50));

      const counted = sourceLines(src);

      expect(Object.fromEntries(counted)).toEqual({ 'index.ts': 2, 'lib/http/call.tsx': 3 });
      expect(total(counted)).toBe(5);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });

  it(`should stay at or below ${MAX_LINES} lines of non-test source`, () => {
    const counted = sourceLines(import.meta.dirname);
    expect(counted.has('index.ts')).toBe(true);

    const largest = [...counted].sort(([, a], [, b]) => b - a).map(([path, lines]) => `${lines} ${path}`);
    expect(total(counted), `data-access has grown past its budget; its files:\n${largest.join('\n')}`).toBeLessThanOrEqual(MAX_LINES);
  });
});
