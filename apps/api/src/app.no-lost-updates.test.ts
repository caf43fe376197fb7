import {
  ApiErrorBody,
  type Beacon,
  type Customer,
  type EndpointName,
  type HistoryEntry,
  type Hydrant,
  type Material,
  type Qualification,
  type StagingRoom,
  type User,
  type VehicleBlueprint,
} from '@rescue-admin/api-contract';
import { getAuth } from 'firebase-admin/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTimeouts, type AccountAdmin } from './auth/accounts';
import { firebaseAuth } from './auth/firebase';
import { TEST_PROJECT_ID } from './test/auth-emulator';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const adminAuth = () => getAuth(firebaseAuth(TEST_PROJECT_ID).app);
const errorOf = (response: LightMyRequestResponse) => ApiErrorBody.parse(response.json());
const listOf = async <T,>(name: EndpointName) => (await api.call(name)).json<T[]>();
const unique = () => Math.random().toString(36).slice(2, 10);

/** Each update endpoint: how to read the record as a client has it, and an edit of it that names what it read. */
const UPDATES: { name: EndpointName; read: () => Promise<Record<string, unknown>>; edit: (record: Record<string, unknown>, text: string) => unknown }[] = [
  {
    name: 'hydrant.update',
    read: async () => (await listOf<Hydrant>('hydrant.all')).find((h) => h.uid === 'hydrant-010') as never,
    edit: ({ createDate: _c, ...h }, text) => ({ hydrant: { ...h, description: text } }),
  },
  {
    name: 'staging.update',
    read: async () => (await listOf<StagingRoom>('staging.all')).find((r) => r.uid === 'bereitstellungsraum-sued') as never,
    edit: ({ createDate: _c, ...room }, text) => ({ ...room, name: `Süd ${text}` }),
  },
  { name: 'material.update', read: async () => (await listOf<Material>('material.all')).find((m) => m.uid === 'stromerzeuger') as never, edit: (m, text) => ({ uid: m.uid, lastUpdate: m.lastUpdate, name: `Stromerzeuger ${text}` }) },
  { name: 'beacon.update', read: async () => (await listOf<Beacon>('beacon.all')).find((b) => b.uid === 'beacon-hlf-1') as never, edit: (b, text) => ({ uid: b.uid, name: `HLF ${text}`, model: b.model, customerUid: b.customerUid, lastUpdated: b.lastUpdated }) },
  { name: 'customer.update', read: async () => (await listOf<Customer>('customer.all')).find((c) => c.uid === 'rd-musterland') as never, edit: (c, text) => ({ ...c, name: `Rettungsdienst ${text}` }) },
  { name: 'user.update', read: async () => (await listOf<User>('user.all')).find((u) => u.uid === 'paul-hoffmann') as never, edit: (u, text) => ({ ...u, lastname: `Hoffmann ${text}` }) },
  {
    name: 'qualification.update',
    read: async () => (await listOf<Qualification>('qualification.all')).find((q) => q.uid === 'zugfuehrer') as never,
    edit: (q, text) => ({ ...q, name: `Zugführer ${text}` }),
  },
  {
    name: 'vehicle.updateBlueprint',
    read: async () => (await listOf<VehicleBlueprint>('vehicle.blueprints')).find((b) => b.uid === 'blueprint-rtw') as never,
    edit: (b, text) => ({
      uid: b.uid,
      lastUpdate: b.lastUpdate,
      name: `RTW ${text}`,
      seats: b.seats,
      type: { uid: (b.type as { uid: string }).uid },
      standardLoad: (b.standardLoad as { material: { uid: string }; amount: number }[]).map((line) => ({ material: { uid: line.material.uid }, amount: line.amount })),
    }),
  },
];

describe('given two administrators editing the same record', () => {
  it.each(UPDATES)('$name: the later save with the version it read gets 409 stale, naming who changed it, and changes nothing', async ({ name, read, edit }) => {
    const colleague = await api.signUpAs('ADMIN');
    await api.db.query(`UPDATE users SET firstname = 'Konrad', lastname = 'Kollege' WHERE uid = $1`, [colleague.uid]);
    const seenByBoth = JSON.parse(JSON.stringify(await read())) as Record<string, unknown>;

    const first = await api.call(name, { token: colleague.idToken, body: edit(seenByBoth, `erste ${unique()}`) });
    expect(first.statusCode, first.body).toBe(200);
    const before = await api.snapshot();

    const second = await api.call(name, { body: edit(seenByBoth, `zweite ${unique()}`) });
    expect(second.statusCode, second.body).toBe(409);
    const error = errorOf(second);
    expect(error.code).toBe('stale');
    expect(error.changedBy).toMatchObject({ uid: colleague.uid, name: 'Konrad Kollege' });
    expect(error.current).toEqual(JSON.parse(first.body));
    expect(await api.snapshot()).toBe(before);

    // Saving again on purpose, with the version now stored, goes through.
    const current = error.current as Record<string, unknown>;
    const overwrite = await api.call(name, { body: edit({ ...seenByBoth, ...current }, `absichtlich ${unique()}`) });
    expect(overwrite.statusCode, overwrite.body).toBe(200);
  });

  it("a blueprint save based on an old read does not drop a colleague's new load line", async () => {
    const read = (await listOf<VehicleBlueprint>('vehicle.blueprints')).find((b) => b.uid === 'blueprint-dlk') as VehicleBlueprint;
    const body = (load: { uid: string; amount: number }[], name: string) => ({
      uid: read.uid,
      lastUpdate: read.lastUpdate,
      name,
      seats: read.seats,
      type: { uid: read.type.uid },
      standardLoad: load.map((line) => ({ material: { uid: line.uid }, amount: line.amount })),
    });
    const lines = read.standardLoad.map((line) => ({ uid: line.material.uid, amount: line.amount }));
    expect((await api.call('vehicle.updateBlueprint', { body: body([...lines, { uid: 'motorsaege', amount: 1 }], read.name) })).statusCode).toBe(200);
    expect((await api.call('vehicle.updateBlueprint', { body: body(lines, `${read.name} (umbenannt)`) })).statusCode).toBe(409);
    const stored = (await listOf<VehicleBlueprint>('vehicle.blueprints')).find((b) => b.uid === 'blueprint-dlk') as VehicleBlueprint;
    expect(stored.standardLoad.map((line) => line.material.uid)).toContain('motorsaege');
  });

  it.each([
    ['user.delete', 'userUid', 'version'],
    ['customer.delete', 'customerUid', 'version'],
    ['hydrant.delete', 'hydrantUid', 'lastUpdate'],
    ['staging.delete', 'stagingRoomUid', 'lastUpdate'],
    ['material.delete', 'uid', 'lastUpdate'],
  ] as const)('%s without the version it was shown at is a 400 naming %s\'s field %s, and deletes nothing', async (name, param, readAt) => {
    const sample = VALID_REQUESTS[name].query as Record<string, string>;
    const before = await api.snapshot();
    const refused = await api.call(name, { query: { [param]: sample[param] as string } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused).fieldErrors).toEqual({ [readAt]: 'required' });
    expect(await api.snapshot()).toBe(before);
  });

  it.each([
    ['hydrant.delete', 'hydrant-011', 'hydrantUid', 'lastUpdate'],
    ['customer.delete', 'jf-musterstadt', 'customerUid', 'version'],
  ] as const)('%s of a record changed since it was shown is 409 stale and deletes nothing', async (name, uid, param, readAt) => {
    const list = await listOf<Record<string, unknown>>(name === 'hydrant.delete' ? 'hydrant.all' : 'customer.all');
    const shown = list.find((record) => record.uid === uid) as Record<string, unknown>;
    const stale = readAt === 'version' ? String(Number(shown.version) + 1) : new Date(new Date(String(shown.lastUpdate)).getTime() - 60_000).toISOString();
    const refused = await api.call(name, { query: { [param]: uid, [readAt]: stale } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('stale');
    const deleted = await api.call(name, { query: { [param]: uid, [readAt]: String(shown[readAt]) } });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});

describe('the record history', () => {
  it('stores who changed which fields from what to what, newest first, and keeps it after a delete', async () => {
    const create = await api.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: 'H-Verlauf' } });
    const uid = create.json<string>();
    const read = (await listOf<Hydrant>('hydrant.all')).find((h) => h.uid === uid) as Hydrant;
    const { createDate: _c, ...hydrant } = JSON.parse(JSON.stringify(read)) as Hydrant & { lastUpdate: string };
    expect((await api.call('hydrant.update', { body: { hydrant: { ...hydrant, name: 'H-Verlauf 2', durchmesser: 'MM_300' } } })).statusCode).toBe(200);
    expect((await api.call('hydrant.delete', { query: { hydrantUid: uid, ...(await api.readAt('hydrant.delete', uid)) } })).statusCode).toBe(200);

    const history = (await api.call('hydrant.history', { query: { hydrantUid: uid } })).json<HistoryEntry[]>();
    expect(history.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [, update] = history;
    expect(update?.actor.name).toMatch(/^Test /);
    expect(update?.changes).toEqual([
      { field: 'name', before: 'H-Verlauf', after: 'H-Verlauf 2' },
      { field: 'durchmesser', before: 'MM_150', after: 'MM_300' },
    ]);
  });

  it('a refused write leaves no entry', async () => {
    const before = (await api.call('material.history', { query: { uid: 'motorsaege' } })).json<HistoryEntry[]>();
    expect((await api.call('material.update', { body: { uid: 'motorsaege', name: '' } })).statusCode).toBe(400);
    expect((await api.call('material.history', { query: { uid: 'motorsaege' } })).json()).toEqual(before);
  });

  it("a unit admin reads the history of their own customer's records only — of deleted ones too", async () => {
    const room = { ...VALID_REQUESTS['staging.create'].body, customerUid: 'rd-musterland', name: `BR ${unique()}` };
    const uid = (await api.call('staging.create', { body: room })).json<string>();
    expect((await api.call('staging.delete', { query: { stagingRoomUid: uid, ...(await api.readAt('staging.delete', uid)) } })).statusCode).toBe(200);
    const own = await api.signUpAs('UNIT_ADMIN', 'rd-musterland');
    const other = await api.signUpAs('UNIT_ADMIN', 'thw-musterstadt');
    expect((await api.call('staging.history', { token: own.idToken, query: { stagingRoomUid: uid } })).json<HistoryEntry[]>()).toHaveLength(2);
    expect((await api.call('staging.history', { token: other.idToken, query: { stagingRoomUid: uid } })).json<HistoryEntry[]>()).toEqual([]);
  });
});

describe('idempotent creates', () => {
  it('a create sent twice with the same key makes one record and answers the same both times', async () => {
    const key = `key-${unique()}-${unique()}`;
    const body = { ...VALID_REQUESTS['hydrant.create'].body, name: `H-Einmal ${unique()}` };
    const first = await api.call('hydrant.create', { body, headers: { 'idempotency-key': key } });
    const again = await api.call('hydrant.create', { body, headers: { 'idempotency-key': key } });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe(first.json());
    expect((await listOf<Hydrant>('hydrant.all')).filter((h) => h.name === body.name)).toHaveLength(1);
    // Another key is another record.
    await api.call('hydrant.create', { body, headers: { 'idempotency-key': `${key}-b` } });
    expect((await listOf<Hydrant>('hydrant.all')).filter((h) => h.name === body.name)).toHaveLength(2);
  });

  it('a failed create does not use the key up', async () => {
    const key = `key-${unique()}-${unique()}`;
    expect((await api.call('material.create', { body: { name: 'Schlauch B' }, headers: { 'idempotency-key': key } })).statusCode).toBe(409);
    expect((await api.call('material.create', { body: { name: `Neu ${unique()}` }, headers: { 'idempotency-key': key } })).statusCode).toBe(201);
  });
});

/** Every method of the real account admin (a class instance: spreading it would copy none). */
const delegate = (real: AccountAdmin): AccountAdmin => ({
  create: (account) => real.create(account),
  setPassword: (uid, password) => real.setPassword(uid, password),
  revokeSessions: (uid) => real.revokeSessions(uid),
  enable: (uid, role) => real.enable(uid, role),
  update: (uid, changes) => real.update(uid, changes),
  delete: (uid) => real.delete(uid),
  get: (uid) => real.get(uid),
  uidByEmail: (email) => real.uidByEmail(email),
  listDisabled: () => real.listDisabled(),
});

/** Auth account admin whose calls take `delayMs`. */
const slow = (delayMs: number) => (real: AccountAdmin): AccountAdmin => {
  const wait = () => new Promise((resolve) => setTimeout(resolve, delayMs));
  return {
    ...delegate(real),
    update: async (...args) => (await wait(), real.update(...args)),
    delete: async (...args) => (await wait(), real.delete(...args)),
    enable: async (...args) => (await wait(), real.enable(...args)),
    uidByEmail: async (...args) => (await wait(), real.uidByEmail(...args)),
  };
};
/** Auth account admin of a process that dies right after committing a user write. */
const dead: (real: AccountAdmin) => AccountAdmin = (real) => ({
  ...delegate(real),
  update: () => Promise.reject(new Error('process killed here')),
  delete: () => Promise.reject(new Error('process killed here')),
  enable: () => Promise.reject(new Error('process killed here')),
});

describe('given a slow sign-in service', () => {
  it('list calls stay fast while a user change waits for it, and the change answers within its time-out', async () => {
    const slowApi = await createTestApi({ accounts: (real) => withTimeouts(slow(10_000)(real), 1_500) });
    try {
      const mail = `langsam-${unique()}@example.org`;
      const body = { ...VALID_REQUESTS['user.update'].body, uid: 'lena-wagner', mail, role: 'SUPER_USER', customerUid: 'ff-beispielhausen' };
      const started = Date.now();
      const pending = slowApi.call('user.update', { body });
      for (let i = 0; i < 5; i += 1) {
        const t = Date.now();
        expect((await slowApi.call('hydrant.all')).statusCode).toBe(200);
        expect((await slowApi.call('user.all')).statusCode).toBe(200);
        expect(Date.now() - t).toBeLessThan(500);
      }
      // The e-mail check before the write gives up after its time-out: 503, nothing changed.
      const answer = await pending;
      expect(answer.statusCode).toBe(503);
      expect(errorOf(answer).code).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await slowApi.close();
    }
  });
});

describe('given the API dies between the user record and the sign-in account', () => {
  it('after a restart, record and account agree again (update, delete, create)', async () => {
    // A real user with a real account, made by the healthy API.
    const mail = `absturz-${unique()}@example.org`;
    const uid = (await api.call('user.create', { body: { ...VALID_REQUESTS['user.create'].body, mail } })).json<string>();
    const doomed = `doomed-${unique()}@example.org`;
    const doomedUid = (await api.call('user.create', { body: { ...VALID_REQUESTS['user.create'].body, mail: doomed } })).json<string>();

    // The same database, an API whose every account write "dies" after the record was committed.
    const dying = await createTestApi({ db: api.db, accounts: dead });
    const newMail = `neu-${unique()}@example.org`;
    const [stored] = await api.db.query<User>(`SELECT uid, firstname, lastname, mail, role, customer_uid AS "customerUid", version FROM users WHERE uid = $1`, [uid]);
    const updated = await dying.call('user.update', { body: { ...stored, mail: newMail } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await dying.call('user.delete', { query: { userUid: doomedUid, ...(await dying.readAt('user.delete', doomedUid)) } })).statusCode).toBe(200);
    await dying.close();
    expect((await adminAuth().getUser(uid)).email).toBe(mail); // not yet in step
    expect((await adminAuth().getUser(doomedUid)).email).toBe(doomed);

    // Restart: the new process carries out what the outbox still holds — once the dead process's
    // claim on those rows has run out (30 s; here the clock is not waited for).
    await api.db.query(`UPDATE account_outbox SET claimed_until = NULL`);
    const restarted = await createTestApi({ db: api.db });
    try {
      await restarted.app.accountSync.runAll();
      expect((await adminAuth().getUser(uid)).email).toBe(newMail);
      await expect(adminAuth().getUser(doomedUid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      expect(await api.db.query(`SELECT 1 FROM account_outbox`)).toEqual([]);

      // A create that died after the account existed but before the record: the account is
      // disabled (nobody can sign in), and the sweep removes it.
      const orphan = await adminAuth().createUser({ email: `waise-${unique()}@example.org`, password: 'Egal123!', disabled: true });
      await adminAuth().setCustomUserClaims(orphan.uid, { rescueAdmin: true });
      expect(await restarted.app.accountSync.removeOrphans(0, Date.now() + 1_000)).toContain(orphan.uid);
      await expect(adminAuth().getUser(orphan.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    } finally {
      await restarted.close();
    }
  });
});
