import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { VehicleBlueprint, VehicleBlueprintCreate, VehicleBlueprintUpdate, VehicleType } from '@rescue-admin/api-contract';
import { sendForList, sendForUid, sendForUpdate, withFallback } from '../http/request';
import { createEntityKeys } from '../query/keys';
import { readyClient } from '../query/client-registry';
import { deleteBlueprintIcon, getBlueprintIconUrl, uploadBlueprintIcon } from '../storage/blueprint-icons';
import { historyQuery } from './history';
import { idempotencyHeaders, useEntityMutation, type CallContext } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const vehicleBlueprintKeys = Object.assign(createEntityKeys('vehicleBlueprints'), {
  icon: (uid: string) => ['vehicleBlueprints', 'detail', uid, 'icon'] as const,
});
export const vehicleTypeKeys = createEntityKeys('vehicleTypes');

const listBlueprints = (client: KyInstance | null, signal?: AbortSignal) => sendForList<VehicleBlueprint>(client, 'vehicle.blueprints', { signal });
const listTypes = (client: KyInstance | null, signal?: AbortSignal) => sendForList<VehicleType>(client, 'vehicle.types', { signal });

// SPEC §8: list loads return [] on failure (logged).
export const fetchVehicleBlueprints = withFallback(listBlueprints, [] as VehicleBlueprint[], 'Vehicle blueprints could not be loaded');
export const fetchVehicleTypes = withFallback(listTypes, [] as VehicleType[], 'Vehicle types could not be loaded');

/** Resolves with the new blueprint's uid; rejects unless the answer is 201. A new type ({name}) is created with it. */
export const createVehicleBlueprint = (client: KyInstance | null, blueprint: VehicleBlueprintCreate, context: CallContext = {}) =>
  sendForUid(client, 'vehicle.createBlueprint', { json: blueprint, headers: idempotencyHeaders(context) });
/** Rejects unless the answer is 200. The payload names the `lastUpdate` it was read at (changed since → 409 `stale`). */
export const updateVehicleBlueprint = async (client: KyInstance | null, blueprint: VehicleBlueprintUpdate) => {
  await sendForUpdate<VehicleBlueprint>(client, 'vehicle.updateBlueprint', { json: blueprint });
  return true as const;
};

export const vehicleBlueprintQueries = {
  list: () =>
    queryOptions({
      queryKey: vehicleBlueprintKeys.list(),
      queryFn: async ({ client, signal }) => listBlueprints(await readyClient(client, 'base', signal), signal),
    }),
  /** The icon's download URL; null when the blueprint has none. */
  icon: (uid: string) => queryOptions({ queryKey: vehicleBlueprintKeys.icon(uid), queryFn: () => getBlueprintIconUrl(uid) }),
  /** The blueprint's history ("Verlauf"), newest first: type by name, the load as "2 × Schlauch B". */
  history: historyQuery(vehicleBlueprintKeys, 'vehicle.blueprintHistory'),
};

export const vehicleTypeQueries = {
  list: () =>
    queryOptions({ queryKey: vehicleTypeKeys.list(), queryFn: async ({ client, signal }) => listTypes(await readyClient(client, 'base', signal), signal) }),
};

function useBlueprintMutation<TVariables, TResult>(
  action: string,
  call: (client: KyInstance | null, variables: TVariables, context: CallContext) => Promise<TResult>,
  options: MutationHookOptions,
) {
  const queryClient = useQueryClient();
  return useEntityMutation({
    service: 'base',
    keys: vehicleBlueprintKeys,
    action,
    call,
    idempotent: action === 'create',
    failureMessage: `Vehicle blueprint could not be saved (${action})`,
    meta: options.meta,
    // A blueprint may bring a new vehicle type with it.
    updateCache: () => void queryClient.invalidateQueries({ queryKey: vehicleTypeKeys.lists() }),
  });
}

export function useCreateVehicleBlueprint(options: MutationHookOptions = {}) {
  return useBlueprintMutation('create', createVehicleBlueprint, options);
}

export function useUpdateVehicleBlueprint(options: MutationHookOptions = {}) {
  return useBlueprintMutation('update', updateVehicleBlueprint, options);
}

export interface UploadBlueprintIconInput {
  uid: string;
  file: Blob;
  onProgress?: (fraction: number) => void;
}

/** Uploads a blueprint icon; the error is a `StorageError` whose `code` the feature translates. */
export function useUploadBlueprintIcon(options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, UploadBlueprintIconInput>({
    meta: options.meta,
    mutationKey: [...vehicleBlueprintKeys.all, 'uploadIcon'],
    mutationFn: ({ uid, file, onProgress }) => uploadBlueprintIcon(uid, file, onProgress),
    onSuccess: (_result, { uid }) => queryClient.invalidateQueries({ queryKey: vehicleBlueprintKeys.icon(uid) }),
    onError: (error) => console.error('Blueprint icon could not be uploaded', error),
  });
}

export function useDeleteBlueprintIcon(options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    meta: options.meta,
    mutationKey: [...vehicleBlueprintKeys.all, 'deleteIcon'],
    mutationFn: (uid) => deleteBlueprintIcon(uid),
    onSuccess: (_result, uid) => queryClient.setQueryData(vehicleBlueprintKeys.icon(uid), null),
    onError: (error) => console.error('Blueprint icon could not be deleted', error),
  });
}
