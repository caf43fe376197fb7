import type { Endpoint } from '@rescue-admin/api-contract';
import { useCall, useCapability } from '@rescue-admin/data-access';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SendRowsOptions } from './send-rows';

/** A create that takes an idempotency key: sent again after a lost answer, it creates nothing twice. */
type IdempotentEndpoint = Endpoint & { idempotent: true };

/** Where an area's import sends its rows: what differs between the areas. */
export interface ImportTarget {
  /** The area's create endpoint (`hydrant.create`): one record per call where the service has no bulk create. */
  create: IdempotentEndpoint;
  /** The contract's bulk create (`hydrant.bulkCreate`, an extension): at most BULK_LIMIT records per call. */
  bulkCreate: IdempotentEndpoint;
  /** The property the bulk create's body lists the records under (`hydrants` for `{ hydrants: [...] }`). */
  bulkList: string;
  /** The lists refreshed once rows were imported (`<area>Api.keys.lists()`). */
  lists: QueryKey;
}

/** What `CsvImportPage` sends with: `sendBatch`, `createOne`, `onImported`. */
export type ImportSender = Pick<SendRowsOptions, 'sendBatch' | 'createOne'> & { onImported(): void };

/**
 * The page's senders for an area: batches through its bulk create — left out where the service
 * has none (data-access's `useCapability` learned it is absent), so the rows go one by one through
 * its create —, and its lists refreshed after an import. Their failures are the import's to report
 * (per row), not the app's notices.
 */
export function useImportSender({ create, bulkCreate, bulkList, lists }: ImportTarget): ImportSender {
  const queryClient = useQueryClient();
  const bulkOffered = useCapability(bulkCreate) !== 'absent';
  const { mutateAsync: sendBulk } = useCall(bulkCreate, { meta: { errorHandledLocally: true } });
  const { mutateAsync: sendOne } = useCall(create, { meta: { errorHandledLocally: true } });
  const sendBatch = useCallback(
    (records: Record<string, unknown>[], idempotencyKey: string) => sendBulk({ body: { [bulkList]: records } as never, idempotencyKey }),
    [sendBulk, bulkList],
  );
  const createOne = useCallback((record: Record<string, unknown>, idempotencyKey: string) => sendOne({ body: record as never, idempotencyKey }), [sendOne]);
  const onImported = useCallback(() => void queryClient.invalidateQueries({ queryKey: lists }), [queryClient, lists]);
  return { sendBatch: bulkOffered ? sendBatch : undefined, createOne, onImported };
}
