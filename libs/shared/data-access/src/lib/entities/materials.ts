import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Material, type MaterialCreate, type MaterialUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForRecord, sendForSuccess, sendForUpdate, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { historyQuery } from './history';
import { deleteParams, idempotencyHeaders, removeFromLists, replaceInLists, useEntityMutation, type CallContext } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const materialKeys = createEntityKeys('materials');

/** A material to delete: its uid and the `lastUpdate` it was shown with (changed since → 409 `stale`). */
export type MaterialDelete = Pick<Material, 'uid'> & { lastUpdate: Date | string };

const list = (client: KyInstance | null, signal?: AbortSignal) => sendForList<Material>(client, 'material.all', { signal });

/** SPEC §8: the list load returns [] on failure (logged). */
export const fetchMaterials = withFallback(list, [] as Material[], 'Materials could not be loaded');

/** SPEC §8: rejects unless the answer is 201; resolves with the created material. */
export const createMaterial = (client: KyInstance | null, material: MaterialCreate, context: CallContext = {}) =>
  sendForRecord<Material>(client, 'material.create', { json: material, headers: idempotencyHeaders(context) });
/** SPEC §8: rejects unless the answer is 200. The payload names the `lastUpdate` it was read at. */
export const updateMaterial = async (client: KyInstance | null, material: MaterialUpdate) => {
  await sendForUpdate<Material>(client, 'material.update', { json: material });
  return true as const;
};
/**
 * SPEC §8: POST with the query uid; rejects unless the answer is 200. `lastUpdate` (the version the
 * material was shown at) makes a changed material refuse the delete.
 */
export const deleteMaterial = (client: KyInstance | null, uid: string, lastUpdate?: Date | string) =>
  sendForSuccess(client, 'material.delete', { searchParams: deleteParams(QUERY.materialUid, uid, { lastUpdate }) });

export const materialQueries = {
  list: () =>
    queryOptions({ queryKey: materialKeys.list(), queryFn: async ({ client, signal }) => list(await readyClient(client, 'base', signal), signal) }),
  /** The material's history ("Verlauf"), newest first. */
  history: historyQuery(materialKeys, 'material.history'),
};

export function useCreateMaterial(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: materialKeys,
    action: 'create',
    call: createMaterial,
    idempotent: true,
    meta: options.meta,
    failureMessage: 'Material could not be created',
    updateCache: (queryClient, created) => queryClient.setQueryData<Material[]>(materialKeys.list(), (old) => (old ? [...old, created] : old)),
  });
}

/** Renames a material; the payload names the `lastUpdate` it was read at (changed since → 409 `stale`). */
export function useUpdateMaterial(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: materialKeys,
    action: 'update',
    call: (client, material: MaterialUpdate) => sendForUpdate<Material>(client, 'material.update', { json: material }),
    meta: options.meta,
    failureMessage: 'Material could not be updated',
    updateCache: (queryClient, stored, material) => replaceInLists<Material>(queryClient, materialKeys.lists(), stored ?? material),
  });
}

export function useDeleteMaterial(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: materialKeys,
    action: 'delete',
    call: (client, { uid, lastUpdate }: MaterialDelete) => deleteMaterial(client, uid, lastUpdate),
    meta: options.meta,
    failureMessage: 'Material could not be deleted',
    updateCache: (queryClient, _result, { uid }) => removeFromLists<Material>(queryClient, materialKeys.lists(), uid),
  });
}
