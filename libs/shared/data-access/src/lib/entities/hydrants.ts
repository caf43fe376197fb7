import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Hydrant, type HydrantCreate, type HydrantUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForSuccess, sendForUid, withFallback } from '../http/request';
import { serviceClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { removeFromLists, replaceInLists, useEntityMutation } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const hydrantKeys = createEntityKeys('hydrants');

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<Hydrant>(client, 'hydrant.all', { signal }),
  create: (client: KyInstance | null, hydrant: HydrantCreate) => sendForUid(client, 'hydrant.create', { json: hydrant }),
  // SPEC §7: the update payload is {hydrant}.
  update: (client: KyInstance | null, hydrant: HydrantUpdate['hydrant']) => sendForSuccess(client, 'hydrant.update', { json: { hydrant } satisfies HydrantUpdate }),
  remove: (client: KyInstance | null, uid: string) => sendForSuccess(client, 'hydrant.delete', { searchParams: { [QUERY.hydrantUid]: uid } }),
};

// SPEC §8 semantics: list → [], create → '', update/delete → false on failure (logged).
export const fetchHydrants = withFallback(calls.list, [] as Hydrant[], 'Hydrants could not be loaded');
export const createHydrant = withFallback(calls.create, '', 'Hydrant could not be created');
export const updateHydrant = withFallback(calls.update, false, 'Hydrant could not be updated');
export const deleteHydrant = withFallback(calls.remove, false, 'Hydrant could not be deleted');

export const hydrantQueries = {
  list: () =>
    queryOptions({
      queryKey: hydrantKeys.list(),
      queryFn: ({ client, signal }) => calls.list(serviceClient(client, 'base'), signal),
    }),
};

export function useCreateHydrant(options: MutationHookOptions = {}) {
  return useEntityMutation({ service: 'base', keys: hydrantKeys, action: 'create', call: calls.create, failureMessage: 'Hydrant could not be created', meta: options.meta });
}

export function useUpdateHydrant(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: hydrantKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: 'Hydrant could not be updated',
    updateCache: (queryClient, _result, hydrant) => replaceInLists<Hydrant>(queryClient, hydrantKeys.lists(), hydrant),
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
    updateCache: (queryClient, _result, uid) => removeFromLists<Hydrant>(queryClient, hydrantKeys.lists(), uid),
  });
}
