import { createContext, useContext, type ReactNode } from 'react';
import type { LiveStore, LiveStoreReader } from './live-store';
import { readerOf } from './store-readers';

const LiveStoreContext = createContext<LiveStore | null>(null);

export interface LiveStoreProviderProps {
  /** The signed-in app's store; null where there is no live stream (a spec-only service, a test): every hook stays inert. */
  store: LiveStore | null;
  children: ReactNode;
}

/** Gives the live hooks below it their store. */
export function LiveStoreProvider({ store, children }: LiveStoreProviderProps) {
  return <LiveStoreContext value={store}>{children}</LiveStoreContext>;
}

/** The store's reader for the hooks, or null without a provider or store. */
export function useLiveReader(): LiveStoreReader | null {
  return readerOf(useContext(LiveStoreContext));
}
