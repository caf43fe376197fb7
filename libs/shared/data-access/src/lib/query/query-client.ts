import { MutationCache, QueryCache, QueryClient, focusManager, onlineManager, type Mutation } from '@tanstack/react-query';
import { reportsErrorsLocally } from './local-errors';
import { ApiError, BaseUrlMissingError, OperationFailedError } from '../http/errors';
import { ExtensionAbsentError } from '../access/capabilities';

/** SPEC §9 "Data fetch cache". */
export const FETCH_CACHE = {
  /** Requests for the same data within this window are answered from the cache. */
  dedupeMs: 2_000,
  /** At most one revalidation per this interval, however often the window gains focus. */
  focusThrottleMs: 5_000,
  errorRetryMs: 5_000,
  slowConnectionErrorRetryMs: 10_000,
  /** Retries after a failed query (react-query's default of 3 would keep a broken screen waiting for 15–30 s). */
  queryRetries: 2,
} as const;

export interface QueryErrorHandlers {
  /** Called once per failed query (after its retries), unless the query's meta says it shows the error itself. */
  onQueryError?: (error: unknown) => void;
  /** Called once per failed mutation, unless its meta says it shows the error itself. */
  onMutationError?: (error: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>) => void;
}

/**
 * Set `meta: { errorHandledLocally: true }` on a query or mutation whose component shows its own
 * error (e.g. geocoding: "Adresse nicht gefunden"), so the shell does not add a second notice.
 */
export interface DataAccessMeta extends Record<string, unknown> {
  errorHandledLocally?: boolean;
  /** A query whose answer any write may change (figures across areas): refetched after every successful mutation. */
  refreshAfterWrites?: boolean;
  /** The contract endpoint a query calls, where a screen asks whether the service offers it (`useCapability`); the live client finds a list's queries by it. */
  endpoint?: { name: string; extension?: true };
  list?: string; // a detail query's list endpoint ('hydrant.all'): the live client updates its record with that list's events
  idempotencyKey?: string; // a write's Idempotency-Key, kept with it when it waits and is stored (see createEntity)
}

// Types `meta` of every query and mutation in the workspace, so a misspelt flag does not compile.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DataAccessMeta;
    mutationMeta: DataAccessMeta;
  }
}

/** What a caller may add to a data-access mutation hook, e.g. `useDeleteHydrant({ meta: { errorHandledLocally: true } })`. */
export interface MutationHookOptions {
  meta?: DataAccessMeta;
}

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Slow connections (2G or data saver) wait longer before a retry (SPEC §9: 10 s instead of 5 s). */
export function isSlowConnection(nav: { connection?: NetworkInformationLike } | undefined = globalThis.navigator as never): boolean {
  const connection = nav?.connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

export function retryDelay(): number {
  return isSlowConnection() ? FETCH_CACHE.slowConnectionErrorRetryMs : FETCH_CACHE.errorRetryMs;
}

/**
 * Retrying helps with flaky networks and 5xx, not with answers that will not change: a 4xx
 * (except time-out and rate limit), a missing base, no client, an unexpected answer.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= FETCH_CACHE.queryRetries) return false;
  if (error instanceof ExtensionAbsentError) return false;
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return !(error instanceof BaseUrlMissingError || error instanceof OperationFailedError);
}

/**
 * A focus listener that revalidates at most once per `intervalMs` (SPEC §9: focus throttle 5 s).
 * react-query has no throttle option of its own (SWR's `focusThrottleInterval` is what the spec
 * describes), so it is done at the source: the focus manager hears about focus only this often.
 * It listens to `visibilitychange` and window `focus` (switching back from another window does not
 * change visibility); the throttle is what makes listening to both safe.
 */
export function createThrottledFocusListener(intervalMs: number = FETCH_CACHE.focusThrottleMs, now: () => number = Date.now) {
  return (handleFocus: (focused?: boolean) => void): (() => void) | undefined => {
    if (typeof window === 'undefined' || !window.addEventListener) return undefined;
    let last = Number.NEGATIVE_INFINITY;
    const listener = () => {
      if (document.visibilityState === 'hidden') return;
      const time = now();
      if (time - last < intervalMs) return;
      last = time;
      handleFocus();
    };
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  };
}

const handledLocally = (meta: DataAccessMeta | undefined) => meta?.errorHandledLocally === true;

/**
 * The app's QueryClient with SPEC §9's fetch-cache behaviour. Errors go to the shell's handlers
 * (which show German notices); data-access itself never renders anything. It sets two globals of
 * react-query: the focus throttle (each call replaces the last listener) and the connection at the
 * start — taken for online until an `offline` event, a start without one would send and fail.
 */
export function createAppQueryClient(handlers: QueryErrorHandlers = {}): QueryClient {
  focusManager.setEventListener(createThrottledFocusListener());
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // An extension the service lacks is no failure: the screen that needs it steps aside.
        if (!handledLocally(query.meta) && !(error instanceof ExtensionAbsentError)) handlers.onQueryError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      // Every write may change figures that count across areas (e.g. the dashboard's): queries
      // marked `refreshAfterWrites` are refetched after every successful write of this client.
      onSuccess: () => {
        void queryClient.invalidateQueries({ predicate: (query) => query.meta?.refreshAfterWrites === true });
      },
      onError: (error, _variables, _context, mutation) => {
        if (!handledLocally(mutation.meta) && !reportsErrorsLocally(mutation) && !(error instanceof ExtensionAbsentError)) handlers.onMutationError?.(error, mutation as Mutation<unknown, unknown, unknown, unknown>);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: FETCH_CACHE.dedupeMs,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        retry: shouldRetryQuery,
        retryDelay,
      },
      // Offline, a mutation waits ("paused") and is sent once when the browser is online again:
      // react-query's QueryClient resumes paused mutations on reconnect (resumePausedMutations).
      mutations: { retry: 0, networkMode: 'online' },
    },
  });
  return queryClient;
}
