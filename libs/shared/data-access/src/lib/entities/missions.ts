import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Mission, type MissionGenerate } from '@rescue-admin/api-contract';
import { sendForList, sendForRecord, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { idempotencyHeaders, useEntityMutation, type CallContext } from './mutation';
import type { DataAccessMeta, MutationHookOptions } from '../query/query-client';

export const missionKeys = createEntityKeys<'missions', { customerUid: string }>('missions');

const calls = {
  active: (client: KyInstance | null, customerUid: string, signal?: AbortSignal) =>
    sendForList<Mission>(client, 'mission.active', { searchParams: { [QUERY.customerUid]: customerUid }, signal }),
  generate: (client: KyInstance | null, customerUid: string, context: CallContext = {}) =>
    sendForRecord<Mission>(client, 'mission.generate', { json: { customerUid } satisfies MissionGenerate, headers: idempotencyHeaders(context) }),
};

/** The customer's active missions; [] on failure (logged), like every list load. */
export const fetchActiveMissions = withFallback(calls.active, [] as Mission[], 'Active missions could not be loaded');
/** A new training mission for the customer; null on failure (logged). */
export const generateMission = withFallback(
  (client: KyInstance | null, customerUid: string) => calls.generate(client, customerUid),
  null,
  'Mission could not be generated',
);

export const missionQueries = {
  active: (customerUid: string) =>
    queryOptions({
      queryKey: missionKeys.list({ customerUid }),
      queryFn: async ({ client, signal }) => calls.active(await readyClient(client, 'mission', signal), customerUid, signal),
    }),
};

/**
 * Active missions of a customer (for the mission switcher); idle while the customer is unknown.
 * `meta: { errorHandledLocally: true }` keeps a failure out of the shell's notices (the header
 * just shows no mission).
 */
export function useActiveMissions(customerUid: string | null | undefined, options: { meta?: DataAccessMeta } = {}) {
  return useQuery({ ...missionQueries.active(customerUid ?? ''), enabled: !!customerUid, meta: options.meta });
}

/** Generates a training mission for a customer; resolves with it, the active list is refreshed. */
export function useGenerateMission(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'mission',
    keys: missionKeys,
    action: 'generate',
    call: calls.generate,
    idempotent: true,
    // A training mission is wanted now or not at all: offline the header's button fails at once
    // (the shell says there is no connection) instead of spinning until the connection returns.
    networkMode: 'always',
    meta: options.meta,
    failureMessage: 'Mission could not be generated',
    updateCache: (queryClient, mission, customerUid) =>
      queryClient.setQueryData<Mission[]>(missionKeys.list({ customerUid }), (old) => (old ? [...old, mission] : [mission])),
  });
}
