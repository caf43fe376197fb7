import { HYDRANT_ENDPOINTS } from '@rescue-admin/api-contract';
import { CsvImportPage } from '@rescue-admin/crud-kit';
import { useCall, useCapability } from '@rescue-admin/data-access';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { hydrantApi } from '../api';
import { HYDRANT_IMPORT } from './hydrant-import';

// The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
const createWorker = () => new Worker(new URL('./hydrant-import.worker.ts', import.meta.url), { type: 'module', name: 'hydrant-import' });

/** /hydrant/import: a hydrant register (CSV) becomes hydrants, in batches through `hydrant.bulkCreate`;
 * where the service has none (SPEC.md only), row by row through `hydrant.create`. */
export function HydrantImportPage() {
  const queryClient = useQueryClient();
  const bulkOffered = useCapability(HYDRANT_ENDPOINTS['hydrant.bulkCreate']) !== 'absent';
  const { mutateAsync } = useCall(HYDRANT_ENDPOINTS['hydrant.bulkCreate'], { meta: { errorHandledLocally: true } });
  const { mutateAsync: create } = useCall(HYDRANT_ENDPOINTS['hydrant.create'], { meta: { errorHandledLocally: true } });
  const sendBatch = useCallback(
    (records: Record<string, unknown>[], idempotencyKey: string) => mutateAsync({ body: { hydrants: records as never }, idempotencyKey }),
    [mutateAsync],
  );
  const createOne = useCallback((record: Record<string, unknown>, idempotencyKey: string) => create({ body: record as never, idempotencyKey }), [create]);
  const onImported = useCallback(() => void queryClient.invalidateQueries({ queryKey: hydrantApi.keys.lists() }), [queryClient]);
  return (
    <CsvImportPage
      namespace="hydrants"
      config={HYDRANT_IMPORT}
      createWorker={createWorker}
      sendBatch={bulkOffered ? sendBatch : undefined}
      createOne={createOne}
      onImported={onImported}
    />
  );
}
