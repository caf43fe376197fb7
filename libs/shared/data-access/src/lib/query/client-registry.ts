import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ServiceName } from '@rescue-admin/api-contract';
import { NO_API_CLIENTS, type ApiClients } from '../http/api-client';

/**
 * The session's HTTP clients, looked up through the QueryClient a query or mutation runs in.
 * This keeps the `queryOptions` factories free of arguments and hooks (`hydrantQueries.list()`),
 * so route loaders can use them with `ensureQueryData` outside React, while each QueryClient (one
 * per app, one per test) still sees only its own session's clients.
 */
interface Binding {
  clients: ApiClients;
  /**
   * Signed in, but the first ID token is not there yet (a reload restores the session before
   * Firebase hands out a token): requests wait for the clients instead of failing with "no client".
   */
  ready: Promise<void> | null;
  resolve: () => void;
}

const bindings = new WeakMap<QueryClient, Binding>();

/** How long a request waits for the session's first ID token (Firebase's own network time-out, SPEC §9). */
export const CLIENT_WAIT_MS = 30_000;

/**
 * Binds the session's clients. `starting`: signed in, the token still on its way — the clients are
 * not there yet, and requests made meanwhile wait for them (see {@link readyClient}).
 */
export function bindApiClients(queryClient: QueryClient, clients: ApiClients, starting = false): void {
  const binding = bindings.get(queryClient);
  if (starting) {
    if (binding?.ready) {
      binding.clients = clients;
      return;
    }
    let resolve = () => undefined as void;
    const ready = new Promise<void>((done) => {
      resolve = done;
    });
    bindings.set(queryClient, { clients, ready, resolve });
    return;
  }
  bindings.set(queryClient, { clients, ready: null, resolve: () => undefined });
  binding?.resolve();
}

/**
 * The service's client for a request about to be sent: while the session is still starting it
 * waits for the first ID token (at most {@link CLIENT_WAIT_MS}, or until `signal` aborts), so a
 * page opened by a reload does not fail with "no client". Signed out, it is null at once and the
 * call is skipped as SPEC §4 says.
 */
export async function readyClient(queryClient: QueryClient, service: ServiceName, signal?: AbortSignal): Promise<KyInstance | null> {
  const ready = bindings.get(queryClient)?.ready;
  if (ready) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onAbort: (() => void) | undefined;
    await Promise.race([
      ready,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLIENT_WAIT_MS);
        onAbort = () => resolve();
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]).finally(() => {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    });
    // A cancelled query is no failure (see isAbortError): it rejects as cancelled, not as "no client".
    signal?.throwIfAborted();
  }
  // The service's client as it is now (null: none — signed out, or no token yet).
  return (bindings.get(queryClient)?.clients ?? NO_API_CLIENTS)[service];
}
