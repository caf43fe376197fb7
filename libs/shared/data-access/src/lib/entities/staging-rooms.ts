import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type StagingRoom, type StagingRoomCreate, type StagingRoomUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForSuccess, sendForUid, sendForUpdate, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { historyQuery } from './history';
import { deleteParams, idempotencyHeaders, removeFromLists, replaceInLists, useEntityMutation, type CallContext } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const stagingRoomKeys = createEntityKeys('stagingRooms');

/** A staging room to delete: its uid and the `lastUpdate` it was shown with (changed since → 409 `stale`). */
export type StagingRoomDelete = Pick<StagingRoom, 'uid'> & { lastUpdate: Date | string };

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<StagingRoom>(client, 'staging.all', { signal }),
  create: (client: KyInstance | null, stagingRoom: StagingRoomCreate, context: CallContext = {}) =>
    sendForUid(client, 'staging.create', { json: stagingRoom, headers: idempotencyHeaders(context) }),
  update: (client: KyInstance | null, stagingRoom: StagingRoomUpdate) => sendForUpdate<StagingRoom>(client, 'staging.update', { json: stagingRoom }),
  remove: (client: KyInstance | null, { uid, lastUpdate }: StagingRoomDelete) =>
    sendForSuccess(client, 'staging.delete', { searchParams: deleteParams(QUERY.stagingRoomUid, uid, { lastUpdate }) }),
};

// SPEC §8 semantics: list → [], create → '', update/delete → false on failure (logged).
export const fetchStagingRooms = withFallback(calls.list, [] as StagingRoom[], 'Staging rooms could not be loaded');
export const createStagingRoom = withFallback(
  (client: KyInstance | null, stagingRoom: StagingRoomCreate) => calls.create(client, stagingRoom),
  '',
  'Staging room could not be created',
);
export const updateStagingRoom = withFallback(
  async (client: KyInstance | null, stagingRoom: StagingRoomUpdate) => (await calls.update(client, stagingRoom), true as const),
  false,
  'Staging room could not be updated',
);
/** SPEC §7 names only the uid; `lastUpdate` makes a changed staging room refuse the delete. */
export const deleteStagingRoom = withFallback(
  (client: KyInstance | null, uid: string, lastUpdate?: Date | string) =>
    sendForSuccess(client, 'staging.delete', { searchParams: deleteParams(QUERY.stagingRoomUid, uid, { lastUpdate }) }),
  false,
  'Staging room could not be deleted',
);

export const stagingRoomQueries = {
  list: () =>
    queryOptions({
      queryKey: stagingRoomKeys.list(),
      queryFn: async ({ client, signal }) => calls.list(await readyClient(client, 'base', signal), signal),
    }),
  /** The staging room's history ("Verlauf"), newest first. */
  history: historyQuery(stagingRoomKeys, 'staging.history'),
};

export function useCreateStagingRoom(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: stagingRoomKeys,
    action: 'create',
    call: calls.create,
    idempotent: true,
    failureMessage: 'Staging room could not be created',
    meta: options.meta,
  });
}

/** Saves a staging room; the payload names the `lastUpdate` it was read at (changed since → 409 `stale`). */
export function useUpdateStagingRoom(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: stagingRoomKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: 'Staging room could not be updated',
    updateCache: (queryClient, stored, stagingRoom) => replaceInLists<StagingRoom>(queryClient, stagingRoomKeys.lists(), stored ?? stagingRoom),
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
    updateCache: (queryClient, _result, { uid }) => removeFromLists<StagingRoom>(queryClient, stagingRoomKeys.lists(), uid),
  });
}
