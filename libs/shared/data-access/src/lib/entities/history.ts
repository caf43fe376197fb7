import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS, type EndpointName, type HistoryEntry } from '@rescue-admin/api-contract';
import { sendForList } from '../http/request';
import { readyClient } from '../query/client-registry';
import type { EntityKeys } from '../query/keys';

/** The history endpoints of the contract (`hydrant.history`, …, `vehicle.blueprintHistory`). */
type HistoryEndpoint = Extract<EndpointName, `${string}.history` | 'vehicle.blueprintHistory'>;

/**
 * `queryOptions` for a record's history ("Verlauf"): who changed what and when, newest first.
 * The query parameter naming the record is the endpoint's own (`?hydrantUid=`, `?uid=`, …).
 */
export function historyQuery(keys: Pick<EntityKeys<string>, 'history'>, endpoint: HistoryEndpoint) {
  const def = ENDPOINTS[endpoint];
  return (uid: string) =>
    // The key factory belongs to the entity, and an entity has one history endpoint: the key names
    // everything the answer depends on (the endpoint is fixed with the factory).
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: keys.history(uid),
      queryFn: async ({ client, signal }) =>
        sendForList<HistoryEntry>(await readyClient(client, def.service, signal), endpoint, { searchParams: { [def.query]: uid }, signal }),
    });
}

/** What every `<entity>Queries.history(uid)` returns (one type for all areas, for crud-kit's history panel). */
export type HistoryQueryOptions = ReturnType<ReturnType<typeof historyQuery>>;
