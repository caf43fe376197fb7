import { generateFiles, joinPathFragments, type Tree } from '@nx/devkit';
import { join } from 'node:path';
import type { NormalizedFeatureLibOptions } from './generator';

/** The API's simple areas: one file per area here, mounted by its line in the registry. */
export const API_AREAS_DIR = 'apps/api/src/areas';
export const API_REGISTRY_FILE = 'apps/api/src/areas/registry.ts';
/** The contract's table of every endpoint the API serves: the area's endpoints join it. */
export const CONTRACT_ENDPOINTS_FILE = 'libs/shared/api-contract/src/lib/endpoints.ts';
/** What apps/api serves beyond SPEC §7: a row per extension feature (a test keeps it complete). */
export const EXTENSIONS_DOC_FILE = 'docs/extensions.md';
/** apps/api's README: its endpoint table lists every endpoint of the contract (a test keeps it complete). */
export const API_README_FILE = 'apps/api/README.md';
const ENDPOINT_TABLE_HEADER = '| name | method | path (default prefixes) | success |';

/** The roles of the access policy (api-contract's USER_ROLES; the generator's test keeps the two equal). */
export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN', 'SUPER_USER', 'USER', 'UNIT_USER'] as const;

/** Reads `--readers`/`--writers`: a list or one comma-separated string of roles; none is nobody. */
export function parseRoles(option: string, value: string | readonly string[] | undefined): string[] {
  const roles = (typeof value === 'string' ? value.split(',') : (value ?? [])).map((role) => role.trim()).filter(Boolean);
  const unknown = roles.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length > 0) throw new Error(`Invalid --${option} '${unknown.join(',')}': use roles from ${ROLES.join(', ')}.`);
  return [...new Set(roles)];
}

/**
 * The server half: the area's definition and its HTTP test in apps/api (an existing definition is
 * kept), its line in the API's registry, its table and schemas in the contract's ENDPOINTS, its row in
 * docs/extensions.md and its rows in apps/api/README.md's endpoint table — each once.
 */
export function writeServerHalf(tree: Tree, options: NormalizedFeatureLibOptions): void {
  const definition = joinPathFragments(API_AREAS_DIR, `${options.name}.ts`);
  if (!tree.exists(definition)) {
    generateFiles(tree, join(__dirname, 'server-files'), '.', {
      ...options,
      readers: options.readers.map((role) => `'${role}'`).join(', '),
      writers: options.writers.map((role) => `'${role}'`).join(', '),
    });
  }
  addToList(tree, API_REGISTRY_FILE, /export const SIMPLE_AREAS = \[/, `import { ${options.propertyName}Area } from './${options.name}';`, `${options.propertyName}Area,`);
  addToList(tree, CONTRACT_ENDPOINTS_FILE, /const TABLES = \{/, `import { ${options.constantName}_ENDPOINTS } from './calls/${options.name}';`, `...${options.constantName}_ENDPOINTS,`);
  addToList(tree, CONTRACT_ENDPOINTS_FILE, /export const ENDPOINT_SCHEMAS = \{/, `import { ${options.constantName}_SCHEMAS } from './areas/${options.name}';`, `...${options.constantName}_SCHEMAS,`);
  const calls = ['all', 'create', 'update', 'delete', 'history'].map((call) => `\`${options.name}.${call}\``).join(', ');
  const title = options.title.replace(/\|/g, '\\|');
  addTableRows(tree, EXTENSIONS_DOC_FILE, '| Feature (German UI) |', `\`${options.name}.all\``, [
    `| ${title} (generated area) | Lists, creates, changes and deletes the area's records, with their history | ${calls} | The area's screens stay empty; its calls answer 404 |`,
  ]);
  const path = `/api/${options.name}/`;
  addTableRows(tree, API_README_FILE, ENDPOINT_TABLE_HEADER, `| \`${options.name}.all\` |`, [
    `| \`${options.name}.all\` | GET | \`${path}all/\` | 200 |`,
    `| \`${options.name}.create\` | POST | \`${path}\` · idempotent | 200 |`,
    `| \`${options.name}.update\` | POST | \`${path}update/\` | 200 |`,
    `| \`${options.name}.delete\` | GET | \`${path}delete/?uid=\` | 200 |`,
    `| \`${options.name}.history\` | GET | \`${path}history/?uid=\` | 200 |`,
  ]);
}

/** Adds an import and an entry right after `marker` (the list's opening line), unless there already. */
function addToList(tree: Tree, file: string, marker: RegExp, importLine: string, entryLine: string): void {
  const source = tree.read(file, 'utf-8');
  if (source === null) throw new Error(`${file} not found: the generator registers the area there.`);
  const opening = marker.exec(source)?.[0];
  if (opening === undefined) throw new Error(`${file} lacks '${marker.source.replace(/\\/g, '')}'; the generator adds the area there.`);
  let updated = source;
  if (!hasLine(updated, importLine)) updated = insertImport(updated, importLine);
  if (!hasLine(updated, entryLine)) updated = updated.replace(opening, `${opening}\n  ${entryLine}`);
  if (updated !== source) tree.write(file, updated);
}

/** Appends `rows` to the Markdown table that starts with `header`, unless `present` is in the file already. */
function addTableRows(tree: Tree, file: string, header: string, present: string, rows: string[]): void {
  const doc = tree.read(file, 'utf-8');
  if (doc === null) throw new Error(`${file} not found: the generator lists the area's endpoints there.`);
  if (doc.includes(present)) return;
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  if (start === -1) throw new Error(`${file} lacks the table '${header}'; the generator adds the area's rows to it.`);
  let end = start;
  while (lines[end + 1]?.startsWith('|')) end += 1;
  lines.splice(end + 1, 0, ...rows);
  tree.write(file, lines.join('\n'));
}

/** Inserts after the last top-level import, or at the start when there is none. */
export function insertImport(source: string, importLine: string): string {
  const lines = source.split('\n');
  let lastImport = -1;
  lines.forEach((line, index) => {
    if (/^import\s/.test(line)) lastImport = index;
  });
  lines.splice(lastImport + 1, 0, importLine);
  return lines.join('\n');
}

/** Whether `line` is already there (so a rerun does not add it twice). */
export function hasLine(source: string, line: string): boolean {
  return source.split('\n').some((l) => l.trim() === line);
}
