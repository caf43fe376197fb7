import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../call';
import { ENDPOINTS } from '../endpoints';

const DOC = join(import.meta.dirname, '../../../../../../docs/extensions.md');

/** The endpoint names the table's rows name in backticks (`hydrant.bulkCreate`). */
function namedInTable(markdown: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|') && !/^\|[-| ]+\|$/.test(line));
  return [...new Set(rows.flatMap((row) => [...row.matchAll(/`([a-zA-Z][a-zA-Z-]*\.[a-zA-Z]+)`/g)].map((match) => match[1])))];
}

describe('docs/extensions.md', () => {
  const extensions = Object.entries(ENDPOINTS)
    .filter(([, endpoint]) => (endpoint as EndpointDef).extension)
    .map(([name]) => name);
  const named = namedInTable(readFileSync(DOC, 'utf8'));

  it('names every extension endpoint of the contract in its table, so an operator sees what each one is for', () => {
    expect(extensions.filter((name) => !named.includes(name))).toEqual([]);
  });

  it('names no endpoint that is not an extension (a spec call, or one that no longer exists)', () => {
    expect(named.filter((name) => !extensions.includes(name))).toEqual([]);
  });
});
