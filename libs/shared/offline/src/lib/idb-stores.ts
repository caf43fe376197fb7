import { clear, createStore, get, set } from 'idb-keyval';
import type { OfflineStores } from './offline-store';

/** The name of a user's IndexedDB database; every database of the app's offline data starts with it. */
export const DATABASE_PREFIX = 'rescue-admin-offline:';
const TABLE = 'keyval';

interface DatabaseList {
  databases?: () => Promise<{ name?: string }[]>;
  deleteDatabase(name: string): unknown;
}

/**
 * The users' stores in IndexedDB (idb-keyval): one database per user uid, so a user's data is
 * removed by deleting their database and no key of one user can be read in another's store.
 * `wipeAllBut` finds the databases by name (`indexedDB.databases()`; a browser without it keeps
 * an older user's database until that user's own sign-out, but never reads it for another user).
 */
export function idbStores(idb: DatabaseList | undefined = globalThis.indexedDB): OfflineStores {
  return {
    forUser: (uid) => {
      const store = createStore(`${DATABASE_PREFIX}${uid}`, TABLE);
      // async: a browser without IndexedDB (or one that refuses it) rejects instead of throwing.
      return {
        get: async (key) => get(key, store),
        set: async (key, value) => set(key, value, store),
        clear: async () => clear(store),
      };
    },
    wipeAllBut: async (keep) => {
      const names = ((await idb?.databases?.()) ?? []).map(({ name }) => name ?? '');
      for (const name of names) {
        if (name.startsWith(DATABASE_PREFIX) && name !== `${DATABASE_PREFIX}${keep}`) idb?.deleteDatabase(name);
      }
    },
  };
}
