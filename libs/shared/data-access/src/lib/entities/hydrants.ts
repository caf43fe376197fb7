import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Hydrant, type HydrantCreate, type HydrantUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForSuccess, sendForUid, sendForUpdate, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { historyQuery } from './history';
import { deleteParams, idempotencyHeaders, removeFromLists, replaceInLists, useEntityMutation, type CallContext } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const hydrantKeys = createEntityKeys('hydrants');

/** A hydrant to delete: its uid and the `lastUpdate` it was shown with (changed since → 409 `stale`). */
export type HydrantDelete = Pick<Hydrant, 'uid'> & { lastUpdate: Date | string };

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<Hydrant>(client, 'hydrant.all', { signal }),
  create: (client: KyInstance | null, hydrant: HydrantCreate, context: CallContext = {}) =>
    sendForUid(client, 'hydrant.create', { json: hydrant, headers: idempotencyHeaders(context) }),
  // SPEC §7: the update payload is {hydrant}. The answer is the stored hydrant with its new lastUpdate.
  update: (client: KyInstance | null, hydrant: HydrantUpdate['hydrant']) =>
    sendForUpdate<Hydrant>(client, 'hydrant.update', { json: { hydrant } satisfies HydrantUpdate }),
  remove: (client: KyInstance | null, { uid, lastUpdate }: HydrantDelete) =>
    sendForSuccess(client, 'hydrant.delete', { searchParams: deleteParams(QUERY.hydrantUid, uid, { lastUpdate }) }),
};

// SPEC §8 semantics: list → [], create → '', update/delete → false on failure (logged).
export const fetchHydrants = withFallback(calls.list, [] as Hydrant[], 'Hydrants could not be loaded');
export const createHydrant = withFallback((client: KyInstance | null, hydrant: HydrantCreate) => calls.create(client, hydrant), '', 'Hydrant could not be created');
export const updateHydrant = withFallback(
  async (client: KyInstance | null, hydrant: HydrantUpdate['hydrant']) => (await calls.update(client, hydrant), true as const),
  false,
  'Hydrant could not be updated',
);
/** SPEC §7 names only the uid; `lastUpdate` (the version the hydrant was shown at) makes a changed hydrant refuse the delete. */
export const deleteHydrant = withFallback(
  (client: KyInstance | null, uid: string, lastUpdate?: Date | string) =>
    sendForSuccess(client, 'hydrant.delete', { searchParams: deleteParams(QUERY.hydrantUid, uid, { lastUpdate }) }),
  false,
  'Hydrant could not be deleted',
);

export const hydrantQueries = {
  list: () =>
    queryOptions({
      queryKey: hydrantKeys.list(),
      queryFn: async ({ client, signal }) => calls.list(await readyClient(client, 'base', signal), signal),
    }),
  /** The hydrant's history ("Verlauf"), newest first. */
  history: historyQuery(hydrantKeys, 'hydrant.history'),
};

export function useCreateHydrant(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: hydrantKeys,
    action: 'create',
    call: calls.create,
    idempotent: true,
    failureMessage: 'Hydrant could not be created',
    meta: options.meta,
  });
}

/** Saves a hydrant; the payload names the `lastUpdate` it was read at (changed since → 409 `stale`). */
export function useUpdateHydrant(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: hydrantKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: 'Hydrant could not be updated',
    updateCache: (queryClient, stored, hydrant) => replaceInLists<Hydrant>(queryClient, hydrantKeys.lists(), stored ?? hydrant),
  });
}

export function useDeleteHydrant(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: hydrantKeys,
    action: 'delete',
    call: calls.remove,
    meta: options.meta,
    failureMessage: 'Hydrant could not be deleted',
    updateCache: (queryClient, _result, { uid }) => removeFromLists<Hydrant>(queryClient, hydrantKeys.lists(), uid),
  });
}
