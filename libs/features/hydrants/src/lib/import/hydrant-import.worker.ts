import { serveImport } from '@rescue-admin/crud-kit/import-worker';
import { HYDRANT_IMPORT } from './hydrant-import';

serveImport(HYDRANT_IMPORT);
