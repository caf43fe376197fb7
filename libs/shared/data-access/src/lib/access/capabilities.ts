import { QueryClientContext, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { Endpoint } from '@rescue-admin/api-contract';
import { call, type CallInput } from '../http/call';
import { ApiError } from '../http/errors';
import { readyClient } from '../query/client-registry';

/**
 * Whether the service offers an endpoint: `present` for every endpoint of SPEC §7 and for an
 * extension of a service that offers extensions; `absent` for an extension the service answered
 * 404 for (or every extension, when it answered 404 to `session.grants`); `unknown` before the
 * service said either — a caller then tries the endpoint and learns from its answer.
 */
export type Capability = 'unknown' | 'present' | 'absent';

/**
 * What the session learned of its service: `specOnly` — null until `session.grants` answered,
 * true when it answered 404 (a service that implements SPEC.md and nothing more), false when it
 * answered; `absent` — extension endpoints that answered 404 themselves.
 */
interface Offers {
  specOnly: boolean | null;
  absent: readonly string[];
}

const NOTHING_KNOWN: Offers = { specOnly: null, absent: [] };

/**
 * The session's offers live in its query cache: cleared with it when the user signs out or
 * another user signs in, and each session (and each test) has a QueryClient of its own. A
 * cache-only entry, never fetched and never collected.
 */
const offersQuery = () =>
  queryOptions<Offers>({
    queryKey: ['service-offers'] as const,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

function offersOf(queryClient: QueryClient): Offers {
  return queryClient.getQueryData(offersQuery().queryKey) ?? NOTHING_KNOWN;
}

/**
 * The session's offers, re-rendering when they change (or the cache is cleared). Outside an API
 * layer (a form rendered on its own, a story) nothing is known and nothing is asked.
 */
function useOffers(): Offers {
  const queryClient = useContext(QueryClientContext) ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!queryClient) return () => undefined;
      const [root] = offersQuery().queryKey;
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === root) onChange();
      });
    },
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => (queryClient ? offersOf(queryClient) : NOTHING_KNOWN));
}

function setOffers(queryClient: QueryClient, change: (offers: Offers) => Offers): void {
  const { queryKey, gcTime } = offersQuery();
  queryClient.setQueryDefaults(queryKey, { gcTime });
  queryClient.setQueryData(queryKey, change(offersOf(queryClient)));
}

function capabilityIn(offers: Offers, endpoint: Pick<Endpoint, 'name' | 'extension'>): Capability {
  if (!endpoint.extension) return 'present';
  if (offers.specOnly === true || offers.absent.includes(endpoint.name)) return 'absent';
  return offers.specOnly === false ? 'present' : 'unknown';
}

/** Whether the session's service offers `endpoint` (see {@link Capability}); for code outside React. */
export function capabilityOf(queryClient: QueryClient, endpoint: Pick<Endpoint, 'name' | 'extension'>): Capability {
  return capabilityIn(offersOf(queryClient), endpoint);
}

/**
 * Whether the session's service offers `endpoint`, updated as the session learns it. It asks
 * nothing itself: `session.grants` (which the shell loads at sign-in) and the extension calls'
 * own answers teach it. A screen steps aside only on `absent`; on `unknown` it tries. Without an
 * endpoint (a query that names none in `meta.endpoint`): `present`.
 */
export function useCapability(endpoint: Pick<Endpoint, 'name' | 'extension'> | undefined): Capability {
  const offers = useOffers();
  return endpoint ? capabilityIn(offers, endpoint) : 'present';
}

/** What `session.grants` said: answered (`true`, the service offers extensions) or 404 (`false`: SPEC.md only). */
export function learnServiceOffers(queryClient: QueryClient, offersExtensions: boolean): void {
  setOffers(queryClient, (offers) => ({ ...offers, specOnly: !offersExtensions }));
}

/** An extension endpoint answered an unknown route's 404 (also one outside the table, like the live event stream): absent for the rest of the session. */
export const learnEndpointAbsent = (queryClient: QueryClient, name: string) => setOffers(queryClient, (offers) => (offers.absent.includes(name) ? offers : { ...offers, absent: [...offers.absent, name] }));

/**
 * A 404 that says "no such endpoint": an unknown route (our API's and Fastify's plain 404, a
 * proxy's page), not the API's answer for a missing record — that one names the input field that
 * pointed at it (`fieldErrors`) or carries a code (`invitation_invalid`).
 */
export function isUnknownRoute(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === undefined && Object.keys(error.fieldErrors).length === 0;
}

/**
 * A call to an extension endpoint the service does not offer: not sent (it answered 404 before
 * in this session), or answered 404 just now (`cause`). Not a failure to report: the screen
 * that needs the endpoint steps aside (the query client neither retries nor reports it).
 */
export class ExtensionAbsentError extends Error {
  constructor(
    readonly endpoint: string,
    options?: { cause?: unknown },
  ) {
    super(`${endpoint} is not offered by this service`, options);
    this.name = 'ExtensionAbsentError';
  }
}

/**
 * Sends one call of the table with the session's client (see `call`), minding the session's
 * offers: an extension known to be absent is not sent again ({@link ExtensionAbsentError}), and an
 * extension answering an unknown route's 404 is marked absent for the rest of the session.
 */
export async function sendCall(endpoint: Endpoint, queryClient: QueryClient, input: CallInput = {}): Promise<unknown> {
  if (capabilityOf(queryClient, endpoint) === 'absent') throw new ExtensionAbsentError(endpoint.name);
  try {
    return await call(endpoint, await readyClient(queryClient, endpoint.service, input.signal), input);
  } catch (error) {
    if (!endpoint.extension || !isUnknownRoute(error)) throw error;
    learnEndpointAbsent(queryClient, endpoint.name);
    throw new ExtensionAbsentError(endpoint.name, { cause: error });
  }
}

/** Whether a record names the version it was read at: `version`, or `lastUpdate`/`lastUpdated` (see the contract's `Version`). */
function carriesVersion(record: unknown): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const { version, lastUpdate, lastUpdated } = record as Record<string, unknown>;
  return typeof version === 'number' || lastUpdate != null || lastUpdated != null;
}

/**
 * Whether saving `record` would be refused when somebody changed it meanwhile (409 `stale`): not
 * where the service implements SPEC.md only (`session.grants` answered 404; such a service ignores
 * versions), nor for a record that carries no version to send. An edit form says so when not.
 */
export function useDetectsConcurrentEdits(record: unknown): boolean {
  return useOffers().specOnly !== true && carriesVersion(record);
}
