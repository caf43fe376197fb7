import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type StagingRoom, type StagingRoomCreate, type StagingRoomUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForSuccess, sendForUid, withFallback } from '../http/request';
import { serviceClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { removeFromLists, replaceInLists, useEntityMutation } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const stagingRoomKeys = createEntityKeys('stagingRooms');

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<StagingRoom>(client, 'staging.all', { signal }),
  create: (client: KyInstance | null, stagingRoom: StagingRoomCreate) => sendForUid(client, 'staging.create', { json: stagingRoom }),
  update: (client: KyInstance | null, stagingRoom: StagingRoomUpdate) => sendForSuccess(client, 'staging.update', { json: stagingRoom }),
  remove: (client: KyInstance | null, uid: string) => sendForSuccess(client, 'staging.delete', { searchParams: { [QUERY.stagingRoomUid]: uid } }),
};

// SPEC §8 semantics: list → [], create → '', update/delete → false on failure (logged).
export const fetchStagingRooms = withFallback(calls.list, [] as StagingRoom[], 'Staging rooms could not be loaded');
export const createStagingRoom = withFallback(calls.create, '', 'Staging room could not be created');
export const updateStagingRoom = withFallback(calls.update, false, 'Staging room could not be updated');
export const deleteStagingRoom = withFallback(calls.remove, false, 'Staging room could not be deleted');

export const stagingRoomQueries = {
  list: () =>
    queryOptions({
      queryKey: stagingRoomKeys.list(),
      queryFn: ({ client, signal }) => calls.list(serviceClient(client, 'base'), signal),
    }),
};

export function useCreateStagingRoom(options: MutationHookOptions = {}) {
  return useEntityMutation({ service: 'base', keys: stagingRoomKeys, action: 'create', call: calls.create, failureMessage: 'Staging room could not be created', meta: options.meta });
}

export function useUpdateStagingRoom(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: stagingRoomKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: 'Staging room could not be updated',
    updateCache: (queryClient, _result, stagingRoom) => replaceInLists<StagingRoom>(queryClient, stagingRoomKeys.lists(), stagingRoom),
  });
}

export function useDeleteStagingRoom(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: stagingRoomKeys,
    action: 'delete',
    call: calls.remove,
    meta: options.meta,
    failureMessage: 'Staging room could not be deleted',
    updateCache: (queryClient, _result, uid) => removeFromLists<StagingRoom>(queryClient, stagingRoomKeys.lists(), uid),
  });
}
