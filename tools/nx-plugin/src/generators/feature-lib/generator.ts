import {
  addProjectConfiguration,
  generateFiles,
  joinPathFragments,
  names,
  offsetFromRoot,
  readJson,
  updateJson,
  writeJson,
  type Tree,
} from '@nx/devkit';
import { join } from 'node:path';
import type { FeatureLibGeneratorSchema } from './schema';
import { hasLine, insertImport, parseRoles, writeServerHalf } from './server-half';

export const FEATURES_DIR = 'libs/features';
export const FEATURE_TAGS = ['type:feature', 'scope:admin'];
/** The shell's list of features: the generator adds the new one's import and entry (the area's one line there). */
export const SHELL_FEATURES_FILE = 'apps/admin-shell/src/app/features.ts';
/** The shell's test setup, which registers the texts of the features it composes. */
export const SHELL_TEXTS_FILE = 'apps/admin-shell/src/texts-test-setup.ts';
/** The area's schema file goes here, and its export into the contract's index. */
export const CONTRACT_CALLS_DIR = 'libs/shared/api-contract/src/lib/calls';
export const CONTRACT_AREAS_DIR = 'libs/shared/api-contract/src/lib/areas';
export const CONTRACT_INDEX_FILE = 'libs/shared/api-contract/src/index.ts';

const FEATURE_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const ROUTE = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;
const ICON = /^[A-Z][A-Za-z0-9]*$/;
/** What an area gets when the generator is given only its name: a neutral icon, after the eight areas in the menu. */
const DEFAULT_ICON = 'Box';
const DEFAULT_ORDER = 90;

export interface NormalizedFeatureLibOptions {
  /** Feature id = folder name = i18n namespace, e.g. 'hydrants'. */
  name: string;
  projectName: string;
  projectRoot: string;
  importPath: string;
  route: string;
  title: string;
  pageTitle: string;
  description: string;
  icon: string;
  order: number;
  /** e.g. 'hydrants' → 'hydrants', 'vehicle-types' → 'vehicleTypes' (descriptor and JSON import names). */
  propertyName: string;
  /** e.g. 'Hydrants' (component names). */
  className: string;
  /** The namespace as a property name in `Resources` ('hydrants', `'vehicle-types'`). */
  resourceKey: string;
  /** e.g. 'HYDRANTS', 'VEHICLE_TYPES' (the contract's entity and endpoint table). */
  constantName: string;
  /** The API's table, e.g. 'area_vehicle_types' (prefixed: never one of the core tables). */
  tableName: string;
  /** The roles that may read (list, history) and write (create, update, delete) the area; empty: nobody. */
  readers: string[];
  writers: string[];
}

export function normalizeOptions(options: FeatureLibGeneratorSchema): NormalizedFeatureLibOptions {
  // The CLI validates against schema.json, but the generator is also called programmatically
  // (tests, other generators), so the values that end up in code are checked here too.
  if (!FEATURE_ID.test(options.name)) {
    throw new Error(`Invalid feature id '${options.name}': use kebab-case, e.g. 'hydrants'.`);
  }
  // Only the name is needed (`npx nx g feature-lib vehicles`); a terminal is asked for the rest,
  // anything else gets these starting values, which the area's files keep in one place each.
  const { route = `/${options.name}`, icon = DEFAULT_ICON, order = DEFAULT_ORDER } = options;
  const title = (options.title ?? options.name.charAt(0).toUpperCase() + options.name.slice(1).replace(/-/g, ' ')).trim();
  if (!ROUTE.test(route)) {
    throw new Error(`Invalid route '${route}': use an absolute path like '/hydrant' or '/vehicle/blueprint'.`);
  }
  if (!ICON.test(icon)) {
    throw new Error(`Invalid icon '${icon}': use the name of a lucide-react export, e.g. 'Droplets'.`);
  }
  if (!Number.isInteger(order) || order < 0) {
    throw new Error(`Invalid menu order '${order}': use a non-negative integer.`);
  }
  if (!title) {
    throw new Error('The German title must not be empty.');
  }
  const { propertyName, className } = names(options.name);
  const readers = parseRoles('readers', options.readers);
  const writers = parseRoles('writers', options.writers);
  return {
    name: options.name,
    projectName: `feature-${options.name}`,
    projectRoot: joinPathFragments(FEATURES_DIR, options.name),
    importPath: `@rescue-admin/feature-${options.name}`,
    route,
    title,
    pageTitle: options.pageTitle?.trim() || title,
    description: options.description?.trim() || `${title}: Einträge anzeigen, anlegen und bearbeiten.`,
    icon,
    order,
    propertyName,
    className,
    resourceKey: options.name.includes('-') ? `'${options.name}'` : options.name,
    constantName: names(options.name).constantName,
    tableName: `area_${options.name.replace(/-/g, '_')}`,
    readers,
    writers,
  };
}

/**
 * Scaffolds libs/features/<name>: an Nx project tagged type:feature/scope:admin whose descriptor
 * the shell turns into a menu entry and a lazy route, with its own i18n namespace file
 * (`locales/de/<name>.json`), and adds it to the shell's features list; and the area's server
 * half (server-half.ts): its contract file and endpoints, its definition in apps/api with an
 * HTTP test, and its line in the API's registry. Nothing shared changes otherwise.
 */
export async function featureLibGenerator(tree: Tree, schema: FeatureLibGeneratorSchema): Promise<void> {
  const options = normalizeOptions(schema);

  if (tree.exists(options.projectRoot) && tree.children(options.projectRoot).length > 0) {
    throw new Error(`${options.projectRoot} already exists; remove it first or pick another name.`);
  }
  // First, because it is the step that can fail on a file this generator does not own.
  registerInShell(tree, options);
  registerShellTexts(tree, options);

  addProjectConfiguration(tree, options.projectName, {
    root: options.projectRoot,
    sourceRoot: joinPathFragments(options.projectRoot, 'src'),
    projectType: 'library',
    tags: [...FEATURE_TAGS],
    // Empty on purpose: lint, typecheck and test come from nx.json's targetDefaults.
    targets: { lint: {}, typecheck: {}, test: {} },
  });

  // __dirname: generator.entry.cjs compiles this file to CommonJS, and Vitest provides it too.
  generateFiles(tree, join(__dirname, 'files'), options.projectRoot, {
    ...options,
    offset: offsetFromRoot(options.projectRoot),
    str: toStringLiteral,
  });

  writeLocale(tree, options);
  writeContract(tree, options);
  writeServerHalf(tree, options);
  addTsConfigPath(tree, options);
}

export default featureLibGenerator;

/** A single-quoted TypeScript string literal, so titles with quotes cannot break the templates. */
function toStringLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Writes the namespace's German texts into the lib (served at /locales/de/<name>.json). */
function writeLocale(tree: Tree, options: NormalizedFeatureLibOptions): void {
  writeJson(tree, joinPathFragments(options.projectRoot, 'locales/de', `${options.name}.json`), {
    menu: { title: options.title, description: options.description },
    page: { title: options.pageTitle },
    fields: { name: 'Name', description: 'Beschreibung' },
    // Neutral sentences („Eintrag“); the team writes its noun's own (German grammar differs per noun).
    crud: {
      empty: 'Noch keine Einträge angelegt',
      createTitle: 'Neuen Eintrag anlegen',
      editTitle: 'Eintrag „{{name}}“ bearbeiten',
      created: 'Der Eintrag „{{name}}“ wurde angelegt.',
      saved: 'Die Änderungen am Eintrag „{{name}}“ wurden gespeichert.',
      createFailed: 'Der Eintrag konnte nicht angelegt werden.',
      saveFailed: 'Die Änderungen am Eintrag konnten nicht gespeichert werden.',
      deleteTitle: 'Eintrag löschen?',
      deleteMessage: 'Möchten Sie den Eintrag „{{name}}“ wirklich löschen? Das lässt sich nicht rückgängig machen.',
      deleted: 'Der Eintrag „{{name}}“ wurde gelöscht.',
      deleteFailed: 'Der Eintrag „{{name}}“ konnte nicht gelöscht werden. Die Liste ist unverändert.',
      csvFile: options.name,
    },
  });
}

/** The area's two files in api-contract (its calls, zod-free, and its schemas) and their exports, once. */
function writeContract(tree: Tree, options: NormalizedFeatureLibOptions): void {
  const files = [joinPathFragments(CONTRACT_CALLS_DIR, `${options.name}.ts`), joinPathFragments(CONTRACT_AREAS_DIR, `${options.name}.ts`)];
  if (!files.some((file) => tree.exists(file))) {
    generateFiles(tree, join(__dirname, 'contract-files'), '.', { ...options, str: toStringLiteral });
  }
  let index = tree.read(CONTRACT_INDEX_FILE, 'utf-8');
  if (index === null) throw new Error(`${CONTRACT_INDEX_FILE} not found: the contract must exist before features are generated.`);
  for (const exportLine of [`export * from './lib/calls/${options.name}';`, `export * from './lib/areas/${options.name}';`]) {
    if (!hasLine(index, exportLine)) index = `${index.trimEnd()}\n${exportLine}\n`;
  }
  tree.write(CONTRACT_INDEX_FILE, index);
}

/**
 * Adds the feature to the shell's FEATURES list (its import and its entry), once. The shell sorts
 * the list by `menu.order`, so the place in the list does not matter.
 */
function registerInShell(tree: Tree, options: NormalizedFeatureLibOptions): void {
  const source = tree.read(SHELL_FEATURES_FILE, 'utf-8');
  if (source === null) {
    throw new Error(`${SHELL_FEATURES_FILE} not found: the shell must exist before features are generated.`);
  }
  // `export const FEATURES: readonly FeatureDescriptor<…>[] = [`, whatever the descriptor's type argument.
  const marker = /export const FEATURES: readonly FeatureDescriptor(<[^>]*>)?\[\] = \[/.exec(source)?.[0];
  if (marker === undefined) {
    throw new Error(`${SHELL_FEATURES_FILE} lacks 'export const FEATURES: readonly FeatureDescriptor[] = ['; the generator adds the feature there.`);
  }
  const importLine = `import { ${options.propertyName}Feature } from '${options.importPath}';`;
  const entryLine = `${options.propertyName}Feature,`;
  let updated = source;
  if (!hasLine(updated, importLine)) updated = insertImport(updated, importLine);
  if (!hasLine(updated, entryLine)) updated = updated.replace(marker, `${marker}\n  ${entryLine}`);
  if (updated !== source) tree.write(SHELL_FEATURES_FILE, updated);
}

/** The lib's two entries in tsconfig.base.json: the descriptor, and `/testing` with its texts for tests and stories. */
function addTsConfigPath(tree: Tree, options: NormalizedFeatureLibOptions): void {
  const entries: Record<string, string[]> = {
    [options.importPath]: [`./${joinPathFragments(options.projectRoot, 'src/index.ts')}`],
    [`${options.importPath}/testing`]: [`./${joinPathFragments(options.projectRoot, 'src/testing.ts')}`],
  };
  const tsconfig = readJson<{ compilerOptions?: { paths?: Record<string, string[]> } }>(tree, 'tsconfig.base.json');
  const paths = tsconfig.compilerOptions?.paths ?? {};
  // An entry that exists stays as it is; only the missing ones are added.
  if (Object.keys(entries).every((key) => paths[key])) return;
  updateJson<typeof tsconfig>(tree, 'tsconfig.base.json', (json) => {
    json.compilerOptions ??= {};
    json.compilerOptions.paths = { ...json.compilerOptions.paths, ...Object.fromEntries(Object.entries(entries).filter(([key]) => !paths[key])) };
    return json;
  });
}

/**
 * Registers the area's texts for the shell's tests (SHELL_TEXTS_FILE: one import, and one spread
 * into its `addTestNamespaces({ … })`), once: the shell's tests render every feature it composes.
 */
function registerShellTexts(tree: Tree, options: NormalizedFeatureLibOptions): void {
  const source = tree.read(SHELL_TEXTS_FILE, 'utf-8');
  if (source === null) throw new Error(`${SHELL_TEXTS_FILE} not found: the shell's tests register the features' texts there.`);
  const texts = `${options.propertyName}Texts`;
  const importLine = `import { ${texts} } from '${options.importPath}/testing';`;
  let updated = source;
  if (!hasLine(updated, importLine)) updated = insertImport(updated, importLine);
  if (!new RegExp(`\\.\\.\\.${texts}\\b`).test(updated)) {
    const call = /addTestNamespaces\(\{/.exec(updated);
    if (!call) throw new Error(`${SHELL_TEXTS_FILE} lacks 'addTestNamespaces({'; the generator adds the feature's texts there.`);
    updated = `${updated.slice(0, call.index + call[0].length)} ...${texts},${updated.slice(call.index + call[0].length)}`;
  }
  if (updated !== source) tree.write(SHELL_TEXTS_FILE, updated);
}
