import type { Hydrant, User } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

/**
 * Two API instances on one PostgreSQL database, each with its own pool, its own notification
 * connection and its list cache switched on (as main.ts runs them). What one instance writes, the
 * other answers with the very next request — not only once a notification has arrived.
 */
let a: TestApi;
let b: TestApi;
let bDatabase: Database;

beforeAll(async () => {
  a = await createTestApi();
  bDatabase = await openDatabase({ databaseUrl: a.databaseUrl, dataDir: null });
  b = await createTestApi({ db: bDatabase });
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
});

const hydrantsThrough = async (api: TestApi, token?: string) => {
  const response = await api.call('hydrant.all', token ? { token } : {});
  expect(response.statusCode).toBe(200);
  return response.json<Hydrant[]>();
};

describe('given two instances with cached lists on one database', () => {
  it('a create, an update and a delete through A are in the very next list read through B', async () => {
    // B has the list cached (read twice: the second read is served from its cache).
    const before = await hydrantsThrough(b);
    expect(await hydrantsThrough(b)).toEqual(before);

    const uid = (await a.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: 'H-A01 über A angelegt' } })).json<string>();
    const afterCreate = await hydrantsThrough(b);
    expect(afterCreate.map((h) => h.uid)).toContain(uid);

    const created = afterCreate.find((h) => h.uid === uid) as Hydrant;
    const updated = await a.call('hydrant.update', { body: { hydrant: { ...created, name: 'H-A01 über A geändert' } } });
    expect(updated.statusCode).toBe(200);
    expect((await hydrantsThrough(b)).find((h) => h.uid === uid)?.name).toBe('H-A01 über A geändert');

    expect((await a.call('hydrant.delete', { query: { hydrantUid: uid, ...(await a.readAt('hydrant.delete', uid)) } })).statusCode).toBe(200);
    expect((await hydrantsThrough(b)).map((h) => h.uid)).not.toContain(uid);
  });

  it('fifty writes in a row through alternating instances: each is read back at once through the other one', async () => {
    for (let i = 0; i < 50; i += 1) {
      const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
      await hydrantsThrough(reader); // cached before the write
      const uid = (await writer.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: `H-X${String(i).padStart(2, '0')} Wechsel` } })).json<string>();
      expect((await hydrantsThrough(reader)).map((h) => h.uid), `write ${i}`).toContain(uid);
    }
  });

  it('a list scoped to one customer follows a write through the other instance as well', async () => {
    const unitAdmin = await a.signUpAs('UNIT_ADMIN', 'ff-beispielhausen');
    const users = async () => (await b.call('user.all', { token: unitAdmin.idToken })).json<User[]>();
    const before = await users();
    const target = before.find((user) => user.uid !== unitAdmin.uid && user.role === 'USER') as User;
    expect(target).toBeDefined();
    const renamed = await a.call('user.update', { body: { ...target, firstname: 'Umbenannt' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await users()).find((user) => user.uid === target.uid)?.firstname).toBe('Umbenannt');
  });

  it('a caller demoted through A is refused by B on the very next request (their session ended: 401)', async () => {
    const admin = await a.signUpAs('ADMIN');
    expect((await b.call('customer.all', { token: admin.idToken })).statusCode).toBe(200);
    const [record] = await a.db.query<User>(`SELECT uid, firstname, lastname, mail, role, customer_uid AS "customerUid", version FROM users WHERE uid = $1`, [admin.uid]);
    expect((await a.call('user.update', { body: { ...record, role: 'USER' } })).statusCode).toBe(200);
    expect((await b.call('customer.all', { token: admin.idToken })).statusCode).toBe(401);
  });

  it('a write of another area through A leaves B’s kept list in place; a hydrant write through A patches it in B at once', async () => {
    const timing = async () => String((await b.call('hydrant.all')).headers['server-timing']).replace(/;dur=.*$/, '');
    await hydrantsThrough(b);
    expect((await a.call('material.create', { body: { name: 'Material über A' } })).statusCode).toBe(201);
    expect(await timing()).toBe('list;desc=hit');

    const uid = (await a.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: 'H-A02 über A, in B gepatcht' } })).json<string>();
    const patched = await b.call('hydrant.all');
    expect(patched.headers['server-timing']).toMatch(/^list;desc=patched;dur=/);
    expect(patched.json<Hydrant[]>().map((h) => h.uid)).toContain(uid);
    // A reads the same list afresh (its own kept one is patched too): both answer the same bytes.
    const throughA = await a.call('hydrant.all');
    expect(throughA.body).toBe(patched.body);
    expect(throughA.headers.etag).toBe(patched.headers.etag);
  });

  it('a write outside the API (an operator in psql) reaches the cached lists as well', async () => {
    await hydrantsThrough(b);
    await bDatabase.query(`UPDATE hydrants SET name = 'H-001 von Hand' WHERE uid = 'hydrant-001'`);
    expect((await hydrantsThrough(b)).find((h) => h.uid === 'hydrant-001')?.name).toBe('H-001 von Hand');
  });
});
