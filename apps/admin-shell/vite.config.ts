import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Where the locale files live: the i18n lib owns `common` and `shell`, every feature lib its own
 * namespace (`libs/features/<area>/locales/de/<ns>.json`). The app serves them all at /locales (SPEC §7).
 */
const ROOT = join(import.meta.dirname, '../..');
const FEATURES_DIR = join(ROOT, 'libs/features');
function localeDirs(): string[] {
  const features = readdirSync(FEATURES_DIR)
    .map((name) => join(FEATURES_DIR, name, 'locales'))
    .filter((dir) => existsSync(dir));
  return [join(ROOT, 'libs/shared/i18n/locales'), ...features];
}
const port = Number(process.env['PORT'] ?? 4200);

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Serves the locale files (see {@link localeDirs}) at /locales in dev and emits them into the build,
 * so there is one source of truth and no copy in public/ that could drift. Two libs with the same
 * file fail the build.
 */
function localesPlugin(): Plugin {
  const files = () => {
    const byName = new Map<string, string>();
    for (const dir of localeDirs()) {
      for (const file of listFiles(dir).filter((path) => path.endsWith('.json'))) {
        const name = relative(dir, file).split(sep).join('/');
        const known = byName.get(name);
        if (known) throw new Error(`locales/${name} exists twice: ${known} and ${file}`);
        byName.set(name, file);
      }
    }
    return byName;
  };
  return {
    name: 'rescue-admin:locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const file = files().get(decodeURIComponent((req.url ?? '').split('?')[0]).replace(/^\//, ''));
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of files()) this.emitFile({ type: 'asset', fileName: `locales/${name}`, source: readFileSync(file) });
    },
  };
}

/**
 * The dev server answers /config.json with the file APP_CONFIG_FILE names (the local stack writes
 * one into its data folder). There is no config.json in public/: the build is the same for every
 * environment, and each environment's config.json is added when its hosting site is written
 * (tools/hosting). Without APP_CONFIG_FILE the app shows its German config error screen.
 */
function appConfigPlugin(): Plugin {
  return {
    name: 'rescue-admin:app-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (req, res, next) => {
        if ((req.url ?? '/').split('?')[0] !== '/') return next();
        const file = process.env['APP_CONFIG_FILE'];
        if (!file) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('No config.json: start the app with `npm start`, or set APP_CONFIG_FILE to a config.json.\n');
          return;
        }
        try {
          const body = readFileSync(file);
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(body);
        } catch (error) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(`APP_CONFIG_FILE (${file}) cannot be read: ${String(error)}\n`);
        }
      });
    },
  };
}

/**
 * sonner (the ui-kit's notices) injects its CSS as a <style> element when it loads. The production
 * CSP (`style-src 'self'`, tools/hosting) blocks that: unstyled notices and a violation report on
 * every page. In the build the injection is replaced by an import of the same CSS, which sonner
 * ships as `sonner/dist/styles.css`, so it becomes part of the app's stylesheet.
 * The dev server pre-bundles sonner untouched (it sends no CSP). If sonner stops injecting its CSS
 * this way, the build fails here instead of shipping something the CSP breaks.
 */
function sonnerStylesheetPlugin(): Plugin {
  const INJECTION = /^__insertCSS\(".*"\);?$/m;
  return {
    name: 'rescue-admin:sonner-stylesheet',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (code.match(new RegExp(INJECTION.source, 'gm'))?.length !== 1) {
        this.error('sonner no longer injects its CSS with one __insertCSS("…") call: check apps/admin-shell/vite.config.ts (sonnerStylesheetPlugin).');
      }
      return { code: `${code.replace(INJECTION, '')}\nimport 'sonner/dist/styles.css';\n`, map: null };
    },
  };
}

/**
 * zod's classic schemas carry their JSON Schema conversion (`toJSONSchema()`, `~standard.jsonSchema`,
 * a processor per kind of schema), which the client never calls: the API builds its OpenAPI document
 * from the contract on the server. In the build each processor and both conversion methods become a
 * function that throws, so the forms and import wizards, which load zod with the contract's
 * schemas, carry none of zod's JSON Schema code (`aggregateChecks`, which the `minLength`,
 * `format` … getters of string and number schemas read, stays). Tests and the dev server run zod
 * untouched. If zod's file stops importing them this way, the build fails here instead of
 * shipping them unnoticed.
 */
function zodWithoutJsonSchemaPlugin(): Plugin {
  const PROCESSORS = 'import * as processors from "../core/json-schema-processors.js";';
  const CONVERSION = 'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";';
  const NONE = 'function () { throw new Error("zod\'s JSON Schema conversion is left out of the client build (apps/admin-shell/vite.config.ts)"); }';
  return {
    name: 'rescue-admin:zod-without-json-schema',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(id)) return null;
      if (!code.includes(PROCESSORS) || !code.includes(CONVERSION)) {
        this.error('zod\'s classic schemas no longer import the JSON Schema processors as expected: check apps/admin-shell/vite.config.ts (zodWithoutJsonSchemaPlugin).');
      }
      const replaced = code
        .replace(PROCESSORS, `import { aggregateChecks } from "../core/json-schema-processors.js";\nconst noJsonSchema = ${NONE};`)
        .replace(CONVERSION, 'const createStandardJSONSchemaMethod = () => noJsonSchema;\nconst createToJSONSchemaMethod = () => noJsonSchema;')
        .replace(/\bprocessors\.aggregateChecks\b/g, 'aggregateChecks')
        .replace(/\bprocessors\.\w+Processor\b/g, 'noJsonSchema');
      if (/(?<![\w-])processors\./.test(replaced)) this.error('zod\'s classic schemas use a JSON Schema helper zodWithoutJsonSchemaPlugin does not know: check apps/admin-shell/vite.config.ts.');
      return { code: replaced, map: null };
    },
  };
}

/**
 * V8's compile hint (Chrome 136+; other browsers ignore the comment) at the very start of every
 * chunk: compile all its functions when it arrives, off the main thread while it streams in, rather
 * than each one on the main thread the first time it runs — a start runs most of what it loads
 * (React, the router, i18next, the data layer, the screen). V8 reads the comment only before the
 * first token of code, and Vite puts `const __vite__mapDeps=…` in front of every chunk with lazy
 * imports in its own generateBundle, so this runs after it (`order: 'post'`); rolldown's
 * `postBanner` came before it and reached only the chunks without lazy imports, not the entry, the
 * signed-in app or the areas' routes. The workers are assets here, built apart: they run off the
 * main thread anyway, and the import workers are large and run only on demand. What it gains at a
 * start (script boot-up, blocking time): docs/performance.md, bench:lighthouse.
 */
function compileHintPlugin(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'rescue-admin:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && !file.code.startsWith(HINT)) file.code = HINT + file.code;
        }
      },
    },
  };
}

/**
 * The service worker (sw.js, Workbox's generateSW) and the web manifest. The worker precaches the
 * whole build — index.html, every chunk and worker script, the stylesheet, the icons and the locale
 * files — so a repeat visit loads no code over the network and a start without a connection shows
 * the app. It never caches an API answer: the services, Firebase and Storage are other origins,
 * which it leaves alone; the data kept offline is the data layer's (IndexedDB).
 * - Every address of the app that is a page (not one of its files, not under /assets/, /locales/,
 *   /icons/ or Firebase Hosting's reserved /__/) answers the precached index.html.
 * - /config.json: network first, so a redeploy's config takes effect at once; the last answer from
 *   the cache when there is no connection or none within 4 s.
 * - A new version waits ('prompt'): the page registers the worker (src/app/pwa) and offers
 *   „Neu laden“; the worker takes over only when the user chooses it (SKIP_WAITING message).
 * Icons: public/icons, drawn from favicon.svg by scripts/app-icons.mjs.
 */
function serviceWorkerPlugin() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // src/app/pwa registers the worker itself (after the start, in production only).
    injectRegister: false,
    // globPatterns below picks up favicon.svg and the icons; listed again they would be precached twice.
    includeAssets: [],
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'rescue-admin',
      short_name: 'rescue-admin',
      description: 'rescue-admin: Verwaltung für Feuerwehr- und Rettungseinheiten',
      lang: 'de',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // DESIGN.md's signal red (the accent token), also index.html's theme-color.
      theme_color: '#c8102e',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // The plugin adds manifest.webmanifest itself.
      globPatterns: ['**/*.{html,js,css,json,svg,png,woff2}'],
      // Vite's manifest is for tools, not for browsers (tools/hosting does not deploy it).
      globIgnores: ['.vite/**', '**/node_modules/**'],
      // Chunks carry their content hash in the name: no revision needed for them.
      dontCacheBustURLsMatching: /^assets\/.+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/,
      // The import workers are the largest files (about 130 kB each); keep the default's headroom.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      navigateFallback: '/index.html',
      // Tested against path and query. The app's files are never pages; an address with a dot in it
      // may well be one (a search, an e-mail address in a link's query).
      navigateFallbackDenylist: [/^\/(?:assets|locales|icons|__)\//, /^\/(?:config\.json|sw\.js|manifest\.webmanifest|favicon\.svg)(?:\?|$)/],
      runtimeCaching: [
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname === '/config.json',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'rescue-admin-config',
            networkTimeoutSeconds: 4,
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      // The first worker controls the page that installed it, so that page's next start works
      // offline; an update still waits for the user's „Neu laden“ (skipWaiting stays false).
      clientsClaim: true,
      skipWaiting: false,
      // One script (sw.js) instead of sw.js plus a workbox-<hash>.js beside it at the root.
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
}

/** An area's list screens and entity hooks: what its descriptor loads for its start (`load`, `loader`). */
const AREA_SCREENS = /[\\/]libs[\\/]features[\\/]([^\\/]+)[\\/]src[\\/]lib[\\/]([^\\/]+-routes\.tsx|api\.ts)$/;
const FEATURE_FILE = /[\\/]libs[\\/]features[\\/]([^\\/]+)[\\/]/;

/**
 * Finds each area's own modules of its start: the files of its feature lib that its screens and
 * entity hooks import statically, at any depth (not its lazy forms, maps and wizards). Each area's
 * go to a chunk of its own (`screens-<area>`), and only the shared code they need (crud-kit's list,
 * the table, the virtualiser) to the one `screens` chunk, so an area's start loads its own screens,
 * not every area's. Filled when the module graph is complete (`buildEnd`), before rolldown asks
 * the groups' `test` at chunking.
 */
function areaScreensPlugin(): Plugin & { areaOf: Map<string, string> } {
  const areaOf = new Map<string, string>();
  return {
    name: 'rescue-admin:area-screens',
    apply: 'build',
    areaOf,
    buildEnd() {
      areaOf.clear();
      const pending = [...this.getModuleIds()].filter((id) => AREA_SCREENS.test(id));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        const area = FEATURE_FILE.exec(id)?.[1];
        if (!area || areaOf.has(id)) continue;
        areaOf.set(id, area);
        // Static imports only (rolldown's `importedIds` lists the lazy ones too), within the feature lib.
        const info = this.getModuleInfo(id);
        const lazy = new Set(info?.dynamicallyImportedIds);
        pending.push(...(info?.importedIds ?? []).filter((imported) => !lazy.has(imported) && FEATURE_FILE.exec(imported)?.[1] === area));
      }
    },
  };
}

/**
 * Writes `.vite/bundle-modules.json` beside Vite's manifest: every chunk's file, its static and
 * lazy imports (files) and its modules, each with its rendered bytes (after tree-shaking, before
 * minification) and the gzip bytes of that code alone. Vite's manifest names a group's chunk
 * (`screens`, `signed-in`) but not the modules in it; tools/scripts/bundle-starts.mjs needs both
 * to tell which chunks a screen's start loads and what fills them (`npm run bench:bundle`,
 * tools/scripts/bundle-budget.mjs).
 */
function bundleModulesPlugin(): Plugin {
  // Packages by their path inside node_modules (the workspace's node_modules may be a link), the
  // workspace's own files relative to its root, virtual modules (Vite's helpers) by their name.
  const moduleName = (id: string) => {
    const path = id.replace(/^\0/, '').split(sep).join('/');
    const inPackage = path.lastIndexOf('/node_modules/');
    if (inPackage >= 0) return path.slice(inPackage + 1);
    return path.startsWith('/') ? relative(ROOT, path).split(sep).join('/') : path;
  };
  return {
    name: 'rescue-admin:bundle-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk'
          ? [
              {
                file: file.fileName,
                isEntry: file.isEntry,
                imports: file.imports,
                dynamicImports: file.dynamicImports,
                modules: Object.entries(file.modules).map(([id, module]) => ({
                  id: moduleName(id),
                  rendered: module.renderedLength,
                  gzip: module.code ? gzipSync(module.code).length : 0,
                })),
              },
            ]
          : [],
      );
      const assets = Object.values(bundle).flatMap((file) => (file.type === 'asset' ? [file.fileName] : []));
      this.emitFile({ type: 'asset', fileName: '.vite/bundle-modules.json', source: JSON.stringify({ chunks, assets }) });
    },
  };
}

/**
 * react-router ships two builds that differ only in `ENABLE_DEV_WARNINGS`, and its package exports
 * name no production condition: every bundler gets `dist/development`, whose warnings then run in
 * the browser. In the build `react-router` and `react-router/dom` (react-router-dom re-exports
 * both) resolve to `dist/production` instead (0.5 kB gzip less in every start); tests and the dev
 * server keep the warnings. If the package stops shipping that folder, the build fails here.
 */
function reactRouterProductionPlugin(): Plugin {
  const DEVELOPMENT = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;
  return {
    name: 'rescue-admin:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const id = resolved.id.replace(DEVELOPMENT, '$1production$2');
      if (id === resolved.id || !existsSync(id)) this.error(`react-router's production build is not where reactRouterProductionPlugin expects it (${resolved.id}): check apps/admin-shell/vite.config.ts.`);
      return { ...resolved, id };
    },
  };
}

const areaScreens = areaScreensPlugin();

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  plugins: [
    reactRouterProductionPlugin(),
    react(),
    localesPlugin(),
    appConfigPlugin(),
    sonnerStylesheetPlugin(),
    zodWithoutJsonSchemaPlugin(),
    compileHintPlugin(),
    bundleModulesPlugin(),
    areaScreens,
    serviceWorkerPlugin(),
  ],
  server: { port, strictPort: true, host: 'localhost' },
  build: {
    outDir: '../../dist/apps/admin-shell',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole app (74 kB, 17 kB gzip), linked by index.html, instead of a
    // file per chunk: split, a signed-in start asks for a dozen stylesheets beside its scripts,
    // each inserted by Vite's preload helper and each restyling the page when it arrives
    // (figures: docs/performance.md). The rules keep the order the split files would load in
    // (entry, signed-in frame, screens): the same pixels on every screen.
    cssCodeSplit: false,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What every page needs (React, the router, i18next, the Vite preload helper) in one chunk:
        // lazy routes otherwise split these shared modules into many small initial chunks, each
        // with its own overhead in /login's download.
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 7, test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|html-parse-stringify|void-elements|vite)[\\/]|vite\/preload-helper/ },
            // Firebase's app and auth with the session's module that loads them (libs/shared/session:
            // /login shows its form without them): one chunk, which the storage SDK's lazy chunk
            // imports too, instead of an auth chunk and a shared app chunk.
            { name: 'firebase', priority: 6, test: /node_modules[\\/](@firebase[\\/](app|auth|component|logger|util)|firebase[\\/](app|auth)|idb)[\\/]|[\\/]libs[\\/]shared[\\/]session[\\/]src[\\/]lib[\\/]firebase\.ts$/ },
            // The signed-in start in five groups: left to itself, rolldown gives each set of lazy
            // chunks that share modules a chunk of its own, and /hydrant's start asks for dozens of
            // JavaScript files, most of them under 3 kB (an icon, a hook, crud-kit's trash button).
            // Served over HTTP/1.1 (the Hosting emulator: six connections a host) they queue
            // behind each other, and each costs the preload helper a link. Each group takes
            // its modules' dependencies along unless a group of higher priority has them, so:
            // - `start`: whatever the entry imports statically (rolldown's `$initial`), which stays
            //   the entry chunk; no later group may take the login's modules, or /login would load
            //   that group's chunk;
            // - `opened`: what main.tsx needs to start the opened area's screens (the areas'
            //   descriptors and menu icons), small, so the screens' request goes out early;
            // - `signed-in`: the signed-in frame (header, menu, dashboard, the data layer);
            // - `screens-<area>`: an area's own modules of its list screens and entity hooks (its
            //   feature lib's files they import; areaScreensPlugin finds them), 1–6 kB each, only
            //   these (`includeDependenciesRecursively: false`): what they import from elsewhere
            //   is the next group's;
            // - `screens`: what the areas' list screens share (crud-kit's list, the table, the
            //   virtualiser), loaded by every area's start. The forms, maps and import wizards stay
            //   lazy parts, split as rolldown splits them.
            // /hydrant's start is then eight files (sizes and timings: docs/performance.md).
            { name: 'start', tags: ['$initial' as const], priority: 5 },
            { name: 'opened', test: /[\\/]apps[\\/]admin-shell[\\/]src[\\/]app[\\/]opened-feature\.ts$/, priority: 4 },
            { name: 'signed-in', test: /[\\/]apps[\\/]admin-shell[\\/]src[\\/]layout[\\/]signed-in-app\.tsx$/, priority: 3 },
            { name: (id: string) => `screens-${areaScreens.areaOf.get(id) ?? 'area'}`, test: (id: string) => areaScreens.areaOf.has(id), includeDependenciesRecursively: false, priority: 2 },
            { name: 'screens', test: AREA_SCREENS, priority: 1 },
          ],
        },
      },
      treeshake: {
        // The workspace libs are plain modules (like a package.json "sideEffects": ["*.css"]), and
        // sonner only injects its toast CSS: unused re-exports of a lib's index (the ui-kit's
        // notices, the contract's schemas) then stay out of the chunks that do not use them —
        // most importantly out of the /login entry. First matching rule wins.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          // The ui-kit's index imports the design tokens and base styles for the whole app.
          { test: /\/libs\/shared\/ui-kit\/src\/index\.ts$/, sideEffects: true },
          { test: /\/libs\/.*\.tsx?$/, sideEffects: false },
          { test: /\/node_modules\/sonner\//, sideEffects: false },
        ],
      },
    },
  },
});
