import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Material, type MaterialCreate, type MaterialUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForRecord, sendForSuccess, withFallback } from '../http/request';
import { serviceClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { removeFromLists, replaceInLists, useEntityMutation } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const materialKeys = createEntityKeys('materials');

const list = (client: KyInstance | null, signal?: AbortSignal) => sendForList<Material>(client, 'material.all', { signal });

/** SPEC §8: the list load returns [] on failure (logged). */
export const fetchMaterials = withFallback(list, [] as Material[], 'Materials could not be loaded');

/** SPEC §8: rejects unless the answer is 201; resolves with the created material. */
export const createMaterial = (client: KyInstance | null, material: MaterialCreate) =>
  sendForRecord<Material>(client, 'material.create', { json: material });
/** SPEC §8: rejects unless the answer is 200. */
export const updateMaterial = (client: KyInstance | null, material: MaterialUpdate) =>
  sendForSuccess(client, 'material.update', { json: material });
/** SPEC §8: POST with the query uid; rejects unless the answer is 200. */
export const deleteMaterial = (client: KyInstance | null, uid: string) =>
  sendForSuccess(client, 'material.delete', { searchParams: { [QUERY.materialUid]: uid } });

export const materialQueries = {
  list: () => queryOptions({ queryKey: materialKeys.list(), queryFn: ({ client, signal }) => list(serviceClient(client, 'base'), signal) }),
};

export function useCreateMaterial(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: materialKeys,
    action: 'create',
    call: createMaterial,
    meta: options.meta,
    failureMessage: 'Material could not be created',
    updateCache: (queryClient, created) => queryClient.setQueryData<Material[]>(materialKeys.list(), (old) => (old ? [...old, created] : old)),
  });
}

export function useUpdateMaterial(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: materialKeys,
    action: 'update',
    call: updateMaterial,
    meta: options.meta,
    failureMessage: 'Material could not be updated',
    updateCache: (queryClient, _result, material) => replaceInLists<Material>(queryClient, materialKeys.lists(), material),
  });
}

export function useDeleteMaterial(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: materialKeys,
    action: 'delete',
    call: deleteMaterial,
    meta: options.meta,
    failureMessage: 'Material could not be deleted',
    updateCache: (queryClient, _result, uid) => removeFromLists<Material>(queryClient, materialKeys.lists(), uid),
  });
}
