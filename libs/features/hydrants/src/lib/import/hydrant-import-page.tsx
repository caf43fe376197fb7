import { HYDRANT_ENDPOINTS, INSPECTION_ENDPOINTS } from '@rescue-admin/api-contract';
import { CsvImportPage, useImportSender, type ImportTarget } from '@rescue-admin/crud-kit';
import { useCapability } from '@rescue-admin/data-access';
import { hydrantApi } from '../api';
import { HYDRANT_IMPORT, HYDRANT_IMPORT_SPEC } from './hydrant-import';

// The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
const createWorker = () => new Worker(new URL('./hydrant-import.worker.ts', import.meta.url), { type: 'module', name: 'hydrant-import' });
const createSpecWorker = () => new Worker(new URL('./hydrant-import-spec.worker.ts', import.meta.url), { type: 'module', name: 'hydrant-import' });

const TARGET: ImportTarget = {
  create: HYDRANT_ENDPOINTS['hydrant.create'],
  bulkCreate: HYDRANT_ENDPOINTS['hydrant.bulkCreate'],
  bulkList: 'hydrants',
  lists: hydrantApi.keys.lists(),
};

/** /hydrant/import: a hydrant register (CSV) becomes hydrants, in batches through `hydrant.bulkCreate`;
 * where the service has none (SPEC.md only), row by row through `hydrant.create`. A service with
 * inspections also takes „Letzte Prüfung“ and „Status“; one without never sees those columns. */
export function HydrantImportPage() {
  const sender = useImportSender(TARGET);
  const withInspections = useCapability(INSPECTION_ENDPOINTS['inspection.create']) !== 'absent';
  return withInspections ? (
    <CsvImportPage key="inspections" namespace="hydrants" config={HYDRANT_IMPORT} createWorker={createWorker} {...sender} />
  ) : (
    <CsvImportPage key="spec" namespace="hydrants" config={HYDRANT_IMPORT_SPEC} createWorker={createSpecWorker} {...sender} />
  );
}
