import { serveImport } from '@rescue-admin/crud-kit/import-worker';
import { MATERIAL_IMPORT } from './material-import';

serveImport(MATERIAL_IMPORT);
