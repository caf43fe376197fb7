// The JavaScript each start of the admin shell loads, read from a production build
// (dist/apps/admin-shell): which chunks, their gzip bytes, and the modules that fill them.
// Used by bench-bundle.mjs (`npm run bench:bundle`) and bundle-budget.mjs.
//
// A start is what a browser downloads before the first screen shows:
// - /login: the entry chunk and its static imports (index.html preloads them); the form shows
//   without the Firebase SDK, which main.tsx asks for beside it;
// - a signed-in screen: that, plus what main.tsx loads for a signed-in address (the signed-in
//   app, the opened area's descriptors) and, for an area's screen, what the area's
//   descriptor loads (its routes and its list's hooks), each with its static imports; plus the JSON
//   worker, which fetches every list. Not the Firebase SDK: the session restores from what
//   Firebase kept in the browser and loads the SDK after the first screen (libs/shared/session).
// The modules' map comes from `.vite/bundle-modules.json`, written by the build
// (bundleModulesPlugin in apps/admin-shell/vite.config.ts). kB = 1000 bytes, gzip level 9 (a
// static server's precompressed files).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const workspaceRoot = resolve(import.meta.dirname, '../..');
export const defaultDist = join(workspaceRoot, 'dist/apps/admin-shell');

/** What main.tsx imports lazily at a signed-in address (apps/admin-shell/src/main.tsx). */
const SIGNED_IN_MODULES = ['apps/admin-shell/src/layout/signed-in-app.tsx', 'apps/admin-shell/src/app/opened-feature.ts'];
/** The worker every list's request goes through (libs/shared/json-stream). */
const LIST_WORKER = /^assets\/json\.worker-[\w-]+\.js$/;

/**
 * The areas' screens: each feature's descriptor (libs/features/<area>/src/index.ts) names its path
 * and imports its routes and its list's hooks lazily (`load`, `loader`).
 * @returns {{ path: string, modules: string[] }[]}
 */
export function areaStarts() {
  const featuresDir = join(workspaceRoot, 'libs/features');
  return readdirSync(featuresDir)
    .map((area) => ({ area, file: join(featuresDir, area, 'src/index.ts') }))
    .filter(({ file }) => existsSync(file))
    .flatMap(({ area, file }) => {
      const source = readFileSync(file, 'utf8');
      const path = /\bpath: '(\/[^']*)'/.exec(source)?.[1];
      if (!path) return [];
      const modules = [...source.matchAll(/\bimport\('\.\/(lib\/[^']+)'\)/g)].map(([, module]) => `libs/features/${area}/src/${module}`);
      return [{ path, modules }];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Reads a build: its chunks (with their modules) and assets.
 * @param {string} dist the build's folder
 */
export function readBuild(dist = defaultDist) {
  const mapFile = join(dist, '.vite/bundle-modules.json');
  if (!existsSync(mapFile)) throw new Error(`No ${mapFile}: build first (npx nx build admin-shell).`);
  /** @type {{ chunks: { file: string, isEntry: boolean, imports: string[], dynamicImports: string[], modules: { id: string, rendered: number, gzip: number }[] }[], assets: string[] }} */
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipCache.get(file);
  };
  const byFile = new Map(map.chunks.map((chunk) => [chunk.file, chunk]));
  const byModule = new Map(map.chunks.flatMap((chunk) => chunk.modules.map((module) => [module.id, chunk])));
  const chunkOf = (moduleId) => {
    const chunk = byModule.get(moduleId) ?? byModule.get(`${moduleId}.ts`) ?? byModule.get(`${moduleId}.tsx`);
    if (!chunk) throw new Error(`No chunk holds ${moduleId}: did the code move? (tools/scripts/bundle-starts.mjs)`);
    return chunk;
  };
  const entry = map.chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  return { map, byFile, chunkOf, entry, gzipBytes };
}

/**
 * Every start: /login, the dashboard (/) and each area's list screen.
 * @param {ReturnType<typeof readBuild>} build
 * @returns {{ name: string, signedIn: boolean, files: { file: string, gzip: number }[], modules: { id: string, file: string, rendered: number, gzip: number }[], gzip: number }[]}
 */
export function starts(build) {
  const { map, byFile, chunkOf, entry, gzipBytes } = build;
  const withImports = (chunk, into) => {
    if (into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const file of chunk.imports) withImports(byFile.get(file), into);
    return into;
  };
  const worker = map.assets.find((file) => LIST_WORKER.test(file));
  const start = (name, modules) => {
    const files = withImports(entry, new Set());
    for (const module of modules) withImports(chunkOf(module), files);
    if (modules.length > 0 && worker) files.add(worker);
    const rows = [...files].map((file) => ({ file, gzip: gzipBytes(file) })).sort((a, b) => b.gzip - a.gzip);
    const chunkModules = [...files].flatMap((file) => (byFile.get(file)?.modules ?? []).map((module) => ({ ...module, file })));
    return {
      name,
      signedIn: modules.length > 0,
      files: rows,
      modules: chunkModules.sort((a, b) => b.gzip - a.gzip),
      gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
    };
  };
  return [
    start('/login', []),
    start('/', SIGNED_IN_MODULES),
    ...areaStarts().map(({ path, modules }) => start(path, [...SIGNED_IN_MODULES, ...modules])),
  ];
}

/** 1234 → '1.2' (kB). */
export const kb = (bytes) => (bytes / 1000).toFixed(1);
