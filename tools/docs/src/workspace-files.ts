import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root folder. */
export const workspaceRoot = join(import.meta.dirname, '..', '..', '..');

/** Folders that hold installed, built or generated files, never the project's own text. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', 'tmp', '.nx', '.data', '.stack', 'test-results', 'playwright-report', 'storybook-static', '.git']);

/**
 * The workspace-relative paths of the files below `folders` (relative to the root) whose names
 * end in one of `extensions`, sorted.
 */
export function workspaceFiles(folders: readonly string[], extensions: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(path);
      } else if (entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension))) {
        found.push(relative(workspaceRoot, path));
      }
    }
  };
  for (const folder of folders) walk(join(workspaceRoot, folder));
  return found.sort();
}
