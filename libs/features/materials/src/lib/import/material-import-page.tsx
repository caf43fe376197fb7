import { MATERIAL_ENDPOINTS } from '@rescue-admin/api-contract';
import { CsvImportPage } from '@rescue-admin/crud-kit';
import { useCall, useCapability } from '@rescue-admin/data-access';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { materialApi } from '../api';
import { MATERIAL_IMPORT } from './material-import';

// The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
const createWorker = () => new Worker(new URL('./material-import.worker.ts', import.meta.url), { type: 'module', name: 'material-import' });

/** /material/import: a list of material names (CSV) becomes materials, in batches through `material.bulkCreate`;
 * where the service has none (SPEC.md only), row by row through `material.create`. */
export function MaterialImportPage() {
  const queryClient = useQueryClient();
  const bulkOffered = useCapability(MATERIAL_ENDPOINTS['material.bulkCreate']) !== 'absent';
  const { mutateAsync } = useCall(MATERIAL_ENDPOINTS['material.bulkCreate'], { meta: { errorHandledLocally: true } });
  const { mutateAsync: create } = useCall(MATERIAL_ENDPOINTS['material.create'], { meta: { errorHandledLocally: true } });
  const sendBatch = useCallback(
    (records: Record<string, unknown>[], idempotencyKey: string) => mutateAsync({ body: { materials: records as never }, idempotencyKey }),
    [mutateAsync],
  );
  const createOne = useCallback((record: Record<string, unknown>, idempotencyKey: string) => create({ body: record as never, idempotencyKey }), [create]);
  const onImported = useCallback(() => void queryClient.invalidateQueries({ queryKey: materialApi.keys.lists() }), [queryClient]);
  return (
    <CsvImportPage
      namespace="materials"
      config={MATERIAL_IMPORT}
      createWorker={createWorker}
      sendBatch={bulkOffered ? sendBatch : undefined}
      createOne={createOne}
      onImported={onImported}
    />
  );
}
