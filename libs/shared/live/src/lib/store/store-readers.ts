import type { LiveStore, LiveStoreReader } from './live-store';

/**
 * What the hooks need of a store at run time, apart from the store itself: the store's code loads
 * with the stream (a lazy chunk), the hooks are on the first screens.
 */

/** The key of one record in the store's maps: list endpoint name and uid. */
export function recordKey(list: string, uid: string): string {
  return `${list} ${uid}`;
}

const readers = new WeakMap<LiveStore, LiveStoreReader>();

/** Called by createLiveStore: the hooks' view of the store it made. */
export function registerReader(store: LiveStore, reader: LiveStoreReader): void {
  readers.set(store, reader);
}

/** The hooks' view of a store made by createLiveStore; null for anything else (the hooks stay inert). */
export function readerOf(store: LiveStore | null): LiveStoreReader | null {
  return store ? (readers.get(store) ?? null) : null;
}
