import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { grantsQuery } from '@rescue-admin/data-access';
import { useAuthSession } from '@rescue-admin/session';
import { keepQuery } from './keep-query';
import { idbStores } from './idb-stores';
import type { OfflineStores } from './offline-store';
import { persistClient, restoreClient } from './persist-client';
import { watchQueuedWrites } from './queued-conflicts';

/**
 * The version of what the store holds: bumped when the store's layout or the contract's records
 * change shape, so an older store is dropped instead of misread. The deployed build adds its own
 * (`buildVersion`).
 */
export const STORE_FORMAT = 2;

export interface OfflineDataProps {
  /** @default idbStores() — IndexedDB */
  stores?: OfflineStores;
  /** The deployed build's (or contract's) version: a store written by another version is dropped. @default '' */
  buildVersion?: string;
  /** Shown while the user's store is read (a few milliseconds). @default null */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Removes everything the browser keeps of the signed-in user (see {@link useWipeOfflineData}). */
const WipeContext = createContext<(() => Promise<void>) | null>(null);

/**
 * The signed-in user's last-known data and waiting writes, kept in the browser (per user, see
 * {@link OfflineStores}). Before its children render it restores the user's store into the
 * API layer's QueryClient (so an offline start shows the lists from the cache) and sends the restored
 * writes when online; then it keeps the store in step with the cache. The stores of any other
 * user are removed first: another user's data is never shown, and their waiting writes are never
 * sent as this user. Place it inside `ApiProvider`, around the screens.
 */
export function OfflineData({ stores: given, buildVersion = '', fallback = null, children }: OfflineDataProps) {
  const queryClient = useQueryClient();
  const { user } = useAuthSession();
  const uid = user?.uid ?? null;
  const stores = useMemo(() => given ?? idbStores(), [given]);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const stop = useRef<(flush?: boolean) => void>(() => undefined);

  useEffect(() => {
    if (uid === null) return undefined;
    let cancelled = false;
    const buster = `${STORE_FORMAT}:${buildVersion}`;
    const store = stores.forUser(uid);
    // From the first restored write on: a write that waited and is then refused shows as a conflict.
    const stopWatching = watchQueuedWrites(queryClient.getMutationCache());
    void (async () => {
      await stores.wipeAllBut(uid).catch(() => undefined);
      await restoreClient(queryClient, store, buster);
      if (cancelled) return;
      const grants = () => {
        const answer = queryClient.getQueryData(grantsQuery().queryKey);
        return answer?.offered ? answer.grants : null;
      };
      stop.current = persistClient(queryClient, store, { buster, keepQuery: (query) => keepQuery(query, grants(), uid) });
      setRestoredFor(uid);
      if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
    })();
    return () => {
      cancelled = true;
      stopWatching();
      stop.current();
      stop.current = () => undefined;
    };
  }, [queryClient, stores, uid, buildVersion]);

  const wipe = useCallback(async () => {
    stop.current(false);
    stop.current = () => undefined;
    // Waiting writes are dropped with the store: they are never sent after this user has signed out.
    const mutations = queryClient.getMutationCache();
    for (const mutation of mutations.getAll()) if (mutation.state.isPaused) mutations.remove(mutation);
    // A browser without IndexedDB has nothing to remove: signing out goes on either way.
    if (uid !== null) await stores.forUser(uid).clear().catch(() => undefined);
    await stores.wipeAllBut(null).catch(() => undefined);
  }, [queryClient, stores, uid]);

  if (uid !== null && restoredFor !== uid) return fallback;
  return <WipeContext.Provider value={wipe}>{children}</WipeContext.Provider>;
}

/**
 * Removes everything the browser keeps of the signed-in user — last-known data and waiting
 * writes (those are never sent) — and stops keeping more: call it just before signing out.
 * Outside {@link OfflineData} it does nothing.
 */
export function useWipeOfflineData(): () => Promise<void> {
  return useContext(WipeContext) ?? noWipe;
}
const noWipe = async () => undefined;
