/**
 * `@rescue-admin/crud-kit/import-worker` — what a feature's CSV import worker imports:
 * `serveImport(<AREA>_IMPORT)`. A separate entry, so papaparse and the engine never reach the page's bundle.
 */
export { serveImport } from './lib/import/import-worker';
