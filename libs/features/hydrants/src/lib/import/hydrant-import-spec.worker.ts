import { serveImport } from '@rescue-admin/crud-kit/import-worker';
import { HYDRANT_IMPORT_SPEC } from './hydrant-import';

// A service without inspections: the SPEC §3 columns only.
serveImport(HYDRANT_IMPORT_SPEC);
