import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Production build of the benchmark page (see run-bench.mjs). */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  logLevel: 'warn',
  build: { outDir: '../../../../dist/ui-kit-bench/page', emptyOutDir: true },
  preview: { port: 4610, strictPort: true, host: '127.0.0.1' },
});
