import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeNames } from './readme-names';
import { workspaceFiles, workspaceRoot } from './workspace-files';

const read = (path: string) => readFileSync(join(workspaceRoot, path), 'utf8');

/** Names the docs cite from installed packages or other file types, which the sources never spell. */
const NAMES_FROM_ELSEWHERE = new Set([
  // downshift's hook behind the ui-kit's multi-select Dropdown
  'useMultipleSelection',
]);

describe('codeNames', () => {
  it('takes camelCase and CONSTANT_CASE names from inline code, not plain words or paths', () => {
    expect(codeNames('Use `hydrantApi.queries.history` and `NEW_RECORD_DEFAULTS`, not `npm test`, `src/lib/useThing.ts`, `area_<name>` or `toFieldErrors(zodError)`')).toEqual([
      { name: 'hydrantApi', line: 1 },
      { name: 'NEW_RECORD_DEFAULTS', line: 1 },
      { name: 'toFieldErrors', line: 1 },
    ]);
  });
});

describe('names in the docs’ inline code', () => {
  // This project's own README and tests spell made-up and gone names as examples.
  const docs = [...workspaceFiles(['apps', 'libs', 'tools', 'docs'], ['.md']), 'README.md'].filter((path) => !path.startsWith('tools/docs/'));
  const sources = [...workspaceFiles(['apps', 'libs', 'tools'], ['.ts', '.tsx', '.mjs', '.cjs', '.json', '.css', '.template']), 'Dockerfile', 'package.json', 'nx.json', 'eslint.config.mjs', 'vitest.preset.ts', 'vitest.setup.ts']
    .filter((path) => !path.startsWith('tools/docs/'));
  const known = new Set(sources.flatMap((path) => read(path).match(/[\w$]+/g) ?? []));

  it('name something the sources define or use (an API that is gone fails here)', () => {
    const unknown = docs.flatMap((path) =>
      codeNames(read(path))
        .filter(({ name }) => !known.has(name) && !NAMES_FROM_ELSEWHERE.has(name))
        .map(({ name, line }) => `${path}:${line}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });
});
