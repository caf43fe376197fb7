import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleText, typescriptSamples } from './readme-samples';
import { workspaceFiles, workspaceRoot } from './workspace-files';

const read = (path: string) => readFileSync(join(workspaceRoot, path), 'utf8');

/** The folder of the project that typechecks `path` (the nearest tsconfig.json), or null. */
function projectOf(path: string): string | null {
  for (let folder = dirname(path); folder !== '.' && folder !== '/'; folder = dirname(folder)) {
    if (existsSync(join(workspaceRoot, folder, 'tsconfig.json'))) return folder;
  }
  return null;
}

/** What is wrong with one README's TypeScript samples, one line per sample. */
function problemsOf(readme: string, markdown: string): string[] {
  return typescriptSamples(markdown).flatMap(({ line, code, source }) => {
    const at = `${readme}:${line}`;
    if (source === null) return [`${at}: a TypeScript sample without a <!-- sample: path#region --> comment naming its typechecked source`];
    const [path, region] = source.split('#');
    const project = projectOf(path);
    if (!existsSync(join(workspaceRoot, path)) || !/\.tsx?$/.test(path) || project === null || !path.startsWith(`${project}/src/`)) {
      return [`${at}: ${path} is no TypeScript file in a project's src/`];
    }
    const expected = sampleText(read(path), region);
    if (expected === null) return [`${at}: ${path} has no region ${region}`];
    return code === expected ? [] : [`${at}: differs from ${source} — copy the region into the README`];
  });
}

describe('typescriptSamples and sampleText', () => {
  const readme = ['# Lib', '', '<!-- sample: x.tsx#page -->', '```tsx', 'const a = 1;', '```', '', '```sh', 'npx nx test', '```', '```ts', 'old();', '```'].join('\n');

  it('finds the TypeScript blocks with the source named before them', () => {
    expect(typescriptSamples(readme)).toEqual([
      { line: 4, code: 'const a = 1;', source: 'x.tsx#page' },
      { line: 11, code: 'old();', source: null },
    ]);
  });

  it('reads a region without its markers and indentation', () => {
    const file = ['import x;', 'function f() {', '  // #region page', '  const a = 1;', '  //   #endregion', '}', ''].join('\n');
    expect(sampleText(file, 'page')).toBe('const a = 1;');
    expect(sampleText(file, 'other')).toBeNull();
    expect(sampleText(file, undefined)).toBe(file.trimEnd());
  });
});

describe('README TypeScript samples', () => {
  const readmes = [...workspaceFiles(['apps', 'libs', 'tools'], ['README.md']), 'README.md'];

  it('are found in the READMEs that show code', () => {
    expect(readmes.flatMap((readme) => typescriptSamples(read(readme))).length).toBeGreaterThan(0);
  });

  it('each equal the region of the typechecked file they name', () => {
    expect(readmes.flatMap((readme) => problemsOf(readme, read(readme)))).toEqual([]);
  });
});
