import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { DATABASE_PREFIX, idbStores } from './idb-stores';

/** A browser's IndexedDB of its own per test (fake-indexeddb: the standard's semantics, in memory). */
const freshIndexedDb = () => new IDBFactory();
const names = async (idb: IDBFactory) => (await idb.databases()).map(({ name }) => name).sort();

function openOther(idb: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = idb.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

describe('idbStores', () => {
  it('should keep what is set per user, and read nothing of one user in another\'s store', async () => {
    const stores = idbStores(freshIndexedDb());
    await stores.forUser('anna').set('queries', ['hydrants']);
    expect(await stores.forUser('anna').get('queries')).toEqual(['hydrants']);
    expect(await stores.forUser('ben').get('queries')).toBeUndefined();
  });

  it('should list a user\'s keys and remove some of them', async () => {
    const anna = idbStores(freshIndexedDb()).forUser('anna');
    await anna.set('rows:a:0', [1]);
    await anna.set('rows:a:1', [2]);
    await anna.set('query-client', {});
    await anna.delMany(['rows:a:0', 'rows:a:1']);
    expect(await anna.keys()).toEqual(['query-client']);
  });

  it('should remove the databases of every other user of the app, and nothing else', async () => {
    const idb = freshIndexedDb();
    const stores = idbStores(idb);
    await stores.forUser('anna').set('queries', 1);
    await stores.forUser('ben').set('queries', 2);
    (await openOther(idb, 'firebaseLocalStorageDb')).close();

    await stores.wipeAllBut('anna');

    expect(await names(idb)).toEqual(['firebaseLocalStorageDb', `${DATABASE_PREFIX}anna`]);
    expect(await stores.forUser('anna').get('queries')).toBe(1);
  });

  it('given null, should remove every user\'s database, although their stores were open', async () => {
    const idb = freshIndexedDb();
    const stores = idbStores(idb);
    const anna = stores.forUser('anna');
    await anna.set('queries', 1);
    await stores.forUser('ben').set('queries', 2);

    await stores.wipeAllBut(null);

    expect(await names(idb)).toEqual([]);
  });

  it('should open the store again after its database was deleted (the same user signing in again after signing out)', async () => {
    const idb = freshIndexedDb();
    const stores = idbStores(idb);
    const anna = stores.forUser('anna');
    await anna.set('queries', 1);
    await anna.clear();
    await stores.wipeAllBut(null);

    const again = stores.forUser('anna');
    await again.set('queries', 2);
    expect(await again.get('queries')).toBe(2);
    // The store read before the sign-out opens a connection of its own again, too.
    expect(await anna.get('queries')).toBe(2);
  });

  it('should not wait for a database another page keeps open', async () => {
    const idb = freshIndexedDb();
    const stores = idbStores(idb);
    await stores.forUser('anna').set('queries', 1);
    // A page of an older version that never closes its connection.
    const stubborn = await openOther(idb, `${DATABASE_PREFIX}anna`);
    stubborn.onversionchange = null;

    await expect(stores.wipeAllBut(null)).resolves.toBeUndefined();
    stubborn.close();
  });
});

describe('idbStores without IndexedDB (a private window that refuses it, jsdom)', () => {
  it('should reject, not throw, so the app runs without a store', async () => {
    const stores = idbStores(undefined);
    await expect(stores.wipeAllBut(null)).resolves.toBeUndefined();
    await expect(stores.forUser('anna').get('key')).rejects.toBeDefined();
  });
});
