import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The i18n lib owns the locale files; the app serves them at /locales (SPEC §7). */
const LOCALES_DIR = join(import.meta.dirname, '../../libs/shared/i18n/locales');
const port = Number(process.env['PORT'] ?? 4200);

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Serves libs/shared/i18n/locales at /locales in dev and emits the files into the build, so there
 * is one source of truth and no copy in public/ that could drift.
 */
function localesPlugin(): Plugin {
  return {
    name: 'rescue-admin:locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const path = join(LOCALES_DIR, decodeURIComponent((req.url ?? '').split('?')[0]));
        if (!path.startsWith(LOCALES_DIR + sep) || !path.endsWith('.json')) return next();
        try {
          const body = readFileSync(path);
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(body);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const file of listFiles(LOCALES_DIR)) {
        const fileName = ['locales', ...relative(LOCALES_DIR, file).split(sep)].join('/');
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  plugins: [react(), localesPlugin()],
  server: { port, strictPort: true, host: 'localhost' },
  preview: { port, strictPort: true, host: 'localhost' },
  build: {
    outDir: '../../dist/apps/admin-shell',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
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
