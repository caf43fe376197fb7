import { describe, expect, it, vi } from 'vitest';
import { DATABASE_PREFIX, idbStores } from './idb-stores';

describe('idbStores', () => {
  it('should remove the databases of every other user of the app, and nothing else', async () => {
    const names = [`${DATABASE_PREFIX}anna`, `${DATABASE_PREFIX}ben`, 'firebaseLocalStorageDb'];
    const idb = { databases: async () => names.map((name) => ({ name })), deleteDatabase: vi.fn() };

    await idbStores(idb).wipeAllBut('anna');

    expect(idb.deleteDatabase.mock.calls).toEqual([[`${DATABASE_PREFIX}ben`]]);
  });

  it('given null, should remove every user\'s database', async () => {
    const idb = { databases: async () => [{ name: `${DATABASE_PREFIX}anna` }, { name: `${DATABASE_PREFIX}ben` }], deleteDatabase: vi.fn() };
    await idbStores(idb).wipeAllBut(null);
    expect(idb.deleteDatabase).toHaveBeenCalledTimes(2);
  });
});

describe('idbStores without IndexedDB (a private window that refuses it, jsdom)', () => {
  it('should reject, not throw, so the app runs without a store', async () => {
    const stores = idbStores(undefined);
    await expect(stores.wipeAllBut(null)).resolves.toBeUndefined();
    await expect(stores.forUser('anna').get('key')).rejects.toBeDefined();
  });
});
