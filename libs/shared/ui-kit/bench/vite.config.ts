import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';

/** Production build of the benchmark pages (see run-bench.mjs and run-live-bench.mjs). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  build: {
    outDir: '../../../../dist/ui-kit-bench/page',
    emptyOutDir: true,
    rolldownOptions: { input: { main: join(import.meta.dirname, 'index.html'), live: join(import.meta.dirname, 'live.html') } },
  },
  preview: { port: 4610, strictPort: true, host: '127.0.0.1' },
});
