import { clear, delMany, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { OfflineStores } from './offline-store';

/** The name of a user's IndexedDB database; every database of the app's offline data starts with it. */
export const DATABASE_PREFIX = 'rescue-admin-offline:';
const TABLE = 'keyval';

interface DatabaseList {
  open(name: string): IDBOpenDBRequest;
  databases?: () => Promise<{ name?: string }[]>;
  deleteDatabase(name: string): IDBOpenDBRequest;
}

/**
 * idb-keyval's store, with a connection that steps aside: idb-keyval's own `createStore` keeps
 * its connection open for good, so deleting the database (sign-out) stayed blocked, and the next
 * sign-in of the same user waited behind that delete for ever. This connection closes when a
 * delete or upgrade asks for it (`versionchange`) and the next call opens a new one.
 */
function closingStore(idb: DatabaseList, name: string): UseStore {
  let connection: Promise<IDBDatabase> | undefined;
  const open = () => {
    const request = idb.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore(TABLE);
    const opened = promisifyRequest(request).then((db) => {
      const forget = () => {
        if (connection === opened) connection = undefined;
      };
      db.onversionchange = () => {
        db.close();
        forget();
      };
      db.onclose = forget;
      return db;
    });
    opened.catch(() => {
      if (connection === opened) connection = undefined;
    });
    return (connection = opened);
  };
  return (mode, callback) => (connection ?? open()).then((db) => callback(db.transaction(TABLE, mode).objectStore(TABLE)));
}

/**
 * The users' stores in IndexedDB (idb-keyval): one database per user uid, so a user's data is
 * removed by deleting their database and no key of one user can be read in another's store.
 * `wipeAllBut` finds the databases by name (`indexedDB.databases()`; a browser without it keeps
 * an older user's database until that user's own sign-out, but never reads it for another user)
 * and waits until each is deleted.
 */
export function idbStores(idb: DatabaseList | undefined = globalThis.indexedDB): OfflineStores {
  return {
    forUser: (uid) => {
      // async: a browser without IndexedDB (or one that refuses it) rejects instead of throwing.
      const store = idb ? closingStore(idb, `${DATABASE_PREFIX}${uid}`) : () => Promise.reject(new Error('IndexedDB is not available'));
      return {
        get: async (key) => get(key, store),
        set: async (key, value) => set(key, value, store),
        keys: async () => (await keys(store)).map(String),
        delMany: async (doomed) => delMany([...doomed], store),
        clear: async () => clear(store),
      };
    },
    wipeAllBut: async (keep) => {
      const names = ((await idb?.databases?.()) ?? []).map(({ name }) => name ?? '');
      const doomed = names.filter((name) => name.startsWith(DATABASE_PREFIX) && name !== `${DATABASE_PREFIX}${keep}`);
      if (idb) await Promise.all(doomed.map((name) => deleted(idb.deleteDatabase(name))));
    },
  };
}

/**
 * Resolves once a delete is done, failed, or is blocked by a connection that does not close (a tab
 * of an older version): the browser then deletes the database once that connection is gone, and
 * signing out does not wait for it.
 */
function deleted(request: IDBOpenDBRequest): Promise<void> {
  return new Promise((resolve) => {
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
