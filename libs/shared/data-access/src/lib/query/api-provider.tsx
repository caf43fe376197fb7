import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NO_API_CLIENTS, createApiClients, type ApiClients } from '../http/api-client';
import { bindApiClients } from '../query/client-registry';
import { useAuthSession } from '@rescue-admin/session';

const ApiClientsContext = createContext<ApiClients | null>(null);

export interface ApiProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The query/HTTP layer of a session: one ky client per service for the signed-in user (once an
 * ID token exists, SPEC §4), bound to `queryClient`, and the QueryClientProvider. It sits inside
 * `SessionProvider`, apart from it, so a page that only signs in does not load react-query and ky.
 *
 * Inside an existing API layer it adds nothing and `queryClient` is not used: the outer layer
 * (a test's `TestDataAccessProvider`) keeps its clients and its cache.
 */
export function ApiProvider({ queryClient, children }: ApiProviderProps) {
  const outer = useContext(ApiClientsContext);
  if (outer) return children;
  return <ApiLayer queryClient={queryClient}>{children}</ApiLayer>;
}

function ApiLayer({ queryClient, children }: ApiProviderProps) {
  const { status, user, services, getIdToken, expireSession } = useAuthSession();
  const clients = useMemo(
    () => (getIdToken ? createApiClients(services, getIdToken, () => void expireSession()) : NO_API_CLIENTS),
    [services, getIdToken, expireSession],
  );
  // Bound during render, not in an effect: children's queries may start fetching in this very
  // render (suspense queries) or in their effects, which run before a parent's effects.
  // Signed in without a token yet (a reload restoring the session): requests wait for the clients.
  bindApiClients(queryClient, clients, status === 'signed-in' && getIdToken === null);
  useDropCacheWhenUserLeaves(queryClient, user?.uid ?? null);
  return (
    <ApiClientsContext.Provider value={clients}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientsContext.Provider>
  );
}

/**
 * Nothing of one user's data may show up for the next: the cache is cleared when the user it was
 * filled for signs out, whether through `signOut()`, in another tab, or by switching accounts.
 */
function useDropCacheWhenUserLeaves(queryClient: QueryClient, uid: string | null) {
  const cacheOwner = useRef(uid);
  useEffect(() => {
    if (cacheOwner.current !== null && cacheOwner.current !== uid) queryClient.clear();
    cacheOwner.current = uid;
  }, [queryClient, uid]);
}

/** The session's HTTP clients; all null until an ID token exists for the signed-in user (SPEC §4). */
export function useApiClients(): ApiClients {
  const clients = useContext(ApiClientsContext);
  if (!clients) throw new Error('useApiClients must be used inside <ApiProvider> (<TestDataAccessProvider> in tests)');
  return clients;
}
