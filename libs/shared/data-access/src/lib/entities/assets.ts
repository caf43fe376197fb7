import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { AssetSync, Beacon, BeaconUpdate, Gateway, GatewayUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForUpdate, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys, type EntityKeys } from '../query/keys';
import { historyQuery } from './history';
import { replaceInLists, useEntityMutation } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const beaconKeys = createEntityKeys('beacons');
export const gatewayKeys = createEntityKeys('gateways');

const beaconCalls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<Beacon>(client, 'beacon.all', { signal }),
  update: (client: KyInstance | null, beacon: BeaconUpdate) => sendForUpdate<Beacon>(client, 'beacon.update', { json: beacon }),
  sync: (client: KyInstance | null, payload: AssetSync = {}) => sendForList<Beacon>(client, 'beacon.sync', { json: payload }),
};

const gatewayCalls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<Gateway>(client, 'gateway.all', { signal }),
  update: (client: KyInstance | null, gateway: GatewayUpdate) => sendForUpdate<Gateway>(client, 'gateway.update', { json: gateway }),
  sync: (client: KyInstance | null, payload: AssetSync = {}) => sendForList<Gateway>(client, 'gateway.sync', { json: payload }),
};

// SPEC §8 semantics: list → [], update → false, sync → null on failure (logged).
export const fetchBeacons = withFallback(beaconCalls.list, [] as Beacon[], 'Beacons could not be loaded');
export const updateBeacon = withFallback(
  async (client: KyInstance | null, beacon: BeaconUpdate) => (await beaconCalls.update(client, beacon), true as const),
  false,
  'Beacon could not be updated',
);
export const syncBeacons = withFallback(beaconCalls.sync, null, 'Beacons could not be synced');
export const fetchGateways = withFallback(gatewayCalls.list, [] as Gateway[], 'Gateways could not be loaded');
export const updateGateway = withFallback(
  async (client: KyInstance | null, gateway: GatewayUpdate) => (await gatewayCalls.update(client, gateway), true as const),
  false,
  'Gateway could not be updated',
);
export const syncGateways = withFallback(gatewayCalls.sync, null, 'Gateways could not be synced');

export const beaconQueries = {
  list: () =>
    queryOptions({ queryKey: beaconKeys.list(), queryFn: async ({ client, signal }) => beaconCalls.list(await readyClient(client, 'base', signal), signal) }),
  /** The beacon's history ("Verlauf"), newest first. */
  history: historyQuery(beaconKeys, 'beacon.history'),
};

export const gatewayQueries = {
  list: () =>
    queryOptions({ queryKey: gatewayKeys.list(), queryFn: async ({ client, signal }) => gatewayCalls.list(await readyClient(client, 'base', signal), signal) }),
  /** The gateway's history ("Verlauf"), newest first. */
  history: historyQuery(gatewayKeys, 'gateway.history'),
};

export function useUpdateBeacon(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: beaconKeys,
    action: 'update',
    call: beaconCalls.update,
    meta: options.meta,
    failureMessage: 'Beacon could not be updated',
    updateCache: (queryClient, stored, beacon) => replaceInLists<Beacon>(queryClient, beaconKeys.lists(), stored ?? beacon),
  });
}

export function useUpdateGateway(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: gatewayKeys,
    action: 'update',
    call: gatewayCalls.update,
    meta: options.meta,
    failureMessage: 'Gateway could not be updated',
    updateCache: (queryClient, stored, gateway) => replaceInLists<Gateway>(queryClient, gatewayKeys.lists(), stored ?? gateway),
  });
}

/**
 * A manual sync: the answer replaces the cached list. On failure SPEC §4/§8 want the cached list
 * cleared (the spec's function returns null, which empties the table): stale assets must not
 * look synced. The error still reaches onError so the user learns why the table is empty.
 */
function useSync<T>(
  keys: EntityKeys<string>,
  sync: (client: KyInstance | null, payload?: AssetSync) => Promise<T[]>,
  failureMessage: string,
  options: MutationHookOptions,
) {
  const queryClient = useQueryClient();
  return useMutation<T[], Error, AssetSync | void>({
    meta: options.meta,
    mutationKey: [...keys.all, 'sync'],
    mutationFn: async (payload) => sync(await readyClient(queryClient, 'base'), payload ?? {}),
    onSuccess: async (list) => {
      setAllLists(queryClient, keys, list);
      // A sync is a write: histories now show it.
      await queryClient.invalidateQueries({ queryKey: keys.all, predicate: (query) => query.queryKey[3] === 'history' });
    },
    onError: (error) => {
      console.error(failureMessage, error);
      setAllLists(queryClient, keys, []);
    },
  });
}

function setAllLists<T>(queryClient: QueryClient, keys: EntityKeys<string>, list: T[]) {
  queryClient.setQueryData(keys.list(), list);
  queryClient.setQueriesData<T[]>({ queryKey: keys.lists() }, list);
}

export function useSyncBeacons(options: MutationHookOptions = {}) {
  return useSync<Beacon>(beaconKeys, beaconCalls.sync, 'Beacons could not be synced', options);
}

export function useSyncGateways(options: MutationHookOptions = {}) {
  return useSync<Gateway>(gatewayKeys, gatewayCalls.sync, 'Gateways could not be synced', options);
}
