import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definedSections, specReferences } from './spec-references';
import { workspaceFiles, workspaceRoot } from './workspace-files';

const REQUIREMENTS = 'docs/requirements.md';
const read = (path: string) => readFileSync(join(workspaceRoot, path), 'utf8');

describe('specReferences', () => {
  it('reads single, listed and ranged citations, sub-sections included', () => {
    const text = 'SPEC §7/§8: calls\n(SPEC §2, §4.2). Also SPEC §7.\nSPEC §1–§4';
    expect(specReferences(text)).toEqual([
      { section: '7', line: 1 },
      { section: '8', line: 1 },
      { section: '2', line: 2 },
      { section: '4.2', line: 2 },
      { section: '7', line: 2 },
      { section: '1', line: 3 },
      { section: '4', line: 3 },
      { section: '2', line: 3 },
      { section: '3', line: 3 },
    ]);
  });

  it('takes headings of the requirements document as its sections', () => {
    expect(definedSections('# Title\n## §1 Product\ntext §9\n### §4.2 Menu\n')).toEqual(['1', '4.2']);
  });
});

describe(REQUIREMENTS, () => {
  const defined = new Set(definedSections(read(REQUIREMENTS)));
  const files = [...workspaceFiles(['apps', 'libs', 'tools', 'docs'], ['.ts', '.tsx', '.mjs', '.cjs', '.md', '.json']), 'README.md'].filter(
    // This project's own files cite made-up sections as examples.
    (path) => path !== REQUIREMENTS && !path.startsWith('tools/docs/'),
  );
  const references = files.flatMap((path) => specReferences(read(path)).map((reference) => ({ ...reference, path })));

  it('finds the code’s references (the scan reaches the sources)', () => {
    expect(references.length).toBeGreaterThan(100);
  });

  it('defines every section the repository cites', () => {
    const missing = references.filter(({ section }) => !defined.has(section)).map(({ path, line, section }) => `${path}:${line} cites §${section}`);
    expect(missing).toEqual([]);
  });

  it('numbers its sections once each, in order', () => {
    const sections = definedSections(read(REQUIREMENTS));
    const sorted = [...sections].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect(sections).toEqual(sorted);
    expect(new Set(sections).size).toBe(sections.length);
  });
});
