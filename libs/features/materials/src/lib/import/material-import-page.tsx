import { MATERIAL_ENDPOINTS } from '@rescue-admin/api-contract';
import { CsvImportPage, useImportSender, type ImportTarget } from '@rescue-admin/crud-kit';
import { materialApi } from '../api';
import { MATERIAL_IMPORT } from './material-import';

// The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
const createWorker = () => new Worker(new URL('./material-import.worker.ts', import.meta.url), { type: 'module', name: 'material-import' });

const TARGET: ImportTarget = {
  create: MATERIAL_ENDPOINTS['material.create'],
  bulkCreate: MATERIAL_ENDPOINTS['material.bulkCreate'],
  bulkList: 'materials',
  lists: materialApi.keys.lists(),
};

/** /material/import: a list of material names (CSV) becomes materials, in batches through `material.bulkCreate`;
 * where the service has none (SPEC.md only), row by row through `material.create`. */
export function MaterialImportPage() {
  const sender = useImportSender(TARGET);
  return <CsvImportPage namespace="materials" config={MATERIAL_IMPORT} createWorker={createWorker} {...sender} />;
}
