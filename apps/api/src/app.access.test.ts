import { INITIAL_PASSWORD, ApiErrorBody, type Beacon, type Customer, type Gateway, type StagingRoom, type User } from '@rescue-admin/api-contract';
import { getAuth } from 'firebase-admin/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuth } from './auth/firebase';
import { signIn, TEST_PROJECT_ID } from './test/auth-emulator';
import { SEEDED_AT, VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
const adminAuth = () => getAuth(firebaseAuth(TEST_PROJECT_ID).app);
const codeOf = (response: LightMyRequestResponse) => ApiErrorBody.parse(response.json()).code;

/** UNIT_ADMINs of THW Ortsverband Musterstadt and of Freiwillige Feuerwehr Beispielhausen. */
let thwAdmin: { uid: string; idToken: string };
let bhAdmin: { uid: string; idToken: string };

beforeAll(async () => {
  api = await createTestApi();
  thwAdmin = await api.signUpAs('UNIT_ADMIN', 'thw-musterstadt');
  bhAdmin = await api.signUpAs('UNIT_ADMIN', 'ff-beispielhausen');
});
afterAll(() => api.close());

describe('given a UNIT_ADMIN', () => {
  it.each([
    ['user.all', (rows: User[]) => rows.map((row) => row.customerUid)],
    ['staging.all', (rows: StagingRoom[]) => rows.map((row) => row.customerUid)],
    ['beacon.all', (rows: Beacon[]) => rows.map((row) => row.customerUid)],
    ['gateway.all', (rows: Gateway[]) => rows.map((row) => row.customerUid)],
    ['customer.all', (rows: Customer[]) => rows.map((row) => row.uid)],
  ] as const)('%s lists only the records of their own customer', async (name, owners) => {
    const everything = (await api.call(name)).json();
    const own = await api.call(name, { token: bhAdmin.idToken });
    expect(own.statusCode).toBe(200);
    const ownOwners = (owners as (rows: unknown[]) => string[])(own.json());
    expect(new Set(ownOwners)).toEqual(new Set(['ff-beispielhausen']));
    // The administrator’s list (asked first, so it is cached) is not what the unit admin got.
    expect((everything as unknown[]).length).toBeGreaterThan(ownOwners.length);
    // And the other way round: the unit admin's cached list does not leak into the administrator’s.
    expect((await api.call(name)).json()).toEqual(everything);
  });

  it('may not move a record of their customer to another customer (403, unchanged)', async () => {
    const before = await api.snapshot();
    const response = await api.call('staging.update', {
      token: thwAdmin.idToken,
      body: { ...VALID_REQUESTS['staging.update'].body, uid: 'gewerbegebiet-ost', customerUid: 'fw-musterstadt' },
    });
    expect(response.statusCode).toBe(403);
    expect(await api.snapshot()).toBe(before);
  });

  it("may not change another customer's record by naming their own customer in the body: 404 exactly like a missing one (the stored owner counts)", async () => {
    const before = await api.snapshot();
    const body = { uid: 'beacon-lf-1', name: 'Jetzt unseres', model: '', customerUid: 'thw-musterstadt', lastUpdated: SEEDED_AT };
    const response = await api.call('beacon.update', { token: thwAdmin.idToken, body });
    const missing = await api.call('beacon.update', { token: thwAdmin.idToken, body: { ...body, uid: 'beacon-gibt-es-nicht' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Beacon not found', fieldErrors: { uid: 'not_found' } });
    expect(await api.snapshot()).toBe(before);
  });

  it.each([
    ['user.lookup', { query: { userUid: 'max-mustermann' } }, { query: { userUid: 'gibt-es-nicht' } }],
    ['user.update', { body: { uid: 'max-mustermann', firstname: 'Max', lastname: 'Mustermann', mail: 'max.mustermann@example.org', role: 'USER', customerUid: 'thw-musterstadt', version: 0 } }, { body: { uid: 'gibt-es-nicht', firstname: 'Max', lastname: 'Mustermann', mail: 'max.mustermann@example.org', role: 'USER', customerUid: 'thw-musterstadt', version: 0 } }],
    ['user.delete', { query: { userUid: 'max-mustermann', version: '0' } }, { query: { userUid: 'gibt-es-nicht', version: '0' } }],
    ['staging.delete', { query: { stagingRoomUid: 'bereitstellungsraum-nord', lastUpdate: SEEDED_AT } }, { query: { stagingRoomUid: 'gibt-es-nicht', lastUpdate: SEEDED_AT } }],
    ['customer.lookup', { query: { customerUid: 'fw-musterstadt' } }, { query: { customerUid: 'gibt-es-nicht' } }],
  ] as const)("%s of another customer's record answers exactly like a missing one (no existence oracle)", async (name, other, missing) => {
    const before = await api.snapshot();
    const response = await api.call(name, { token: thwAdmin.idToken, ...other });
    const absent = await api.call(name, { token: thwAdmin.idToken, ...missing });
    expect(absent.statusCode, absent.body).toBe(404);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual(absent.json());
    expect(await api.snapshot()).toBe(before);
  });

  it("a record's history of another customer is empty, like a missing record's", async () => {
    const response = await api.call('staging.history', { token: thwAdmin.idToken, query: { stagingRoomUid: 'bereitstellungsraum-nord' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await api.call('staging.history', { token: thwAdmin.idToken, query: { stagingRoomUid: 'gibt-es-nicht' } })).json());
  });

  it('syncs only their own assets when the sync names no customer, and gets only those back', async () => {
    const before = (await api.call('gateway.all')).json<Gateway[]>();
    const synced = await api.call('beacon.sync', { token: thwAdmin.idToken, body: {} });
    expect(synced.statusCode).toBe(200);
    expect(new Set(synced.json<Beacon[]>().map((beacon) => beacon.customerUid))).toEqual(new Set(['thw-musterstadt']));
    const beacons = (await api.call('beacon.all')).json<Beacon[]>();
    expect(beacons.find((b) => b.uid === 'beacon-gkw-1')?.lastSynced).not.toBeNull();
    expect(beacons.find((b) => b.uid === 'beacon-dlk-1')?.lastSynced).toBeNull();
    expect((await api.call('gateway.all')).json()).toEqual(before);
  });

  it('reads their own customer, may not change it', async () => {
    expect((await api.call('customer.lookup', { token: thwAdmin.idToken, query: { customerUid: 'thw-musterstadt' } })).statusCode).toBe(200);
    const update = await api.call('customer.update', { token: thwAdmin.idToken, body: { ...VALID_REQUESTS['customer.update'].body, uid: 'thw-musterstadt' } });
    expect(update.statusCode).toBe(403);
  });
});

describe('the rules for user records', () => {
  const user = (uid: string, role: string, customerUid = 'fw-musterstadt') => ({ uid, firstname: 'Test', lastname: uid, mail: `${uid}@example.org`, role, customerUid, version: 0 });

  it('nobody gives a role above their own', async () => {
    const admin = await api.signUpAs('ADMIN');
    const body = { ...VALID_REQUESTS['user.create'].body, mail: `neu-${Date.now()}@example.org`, role: 'SUPER_ADMIN' };
    const response = await api.call('user.create', { token: admin.idToken, body });
    expect(response.statusCode).toBe(403);
    expect((await api.call('user.create', { token: admin.idToken, body: { ...body, role: 'ADMIN' } })).statusCode).toBe(200);
  });

  it('a UNIT_ADMIN may not edit an ADMIN of their own customer, nor delete them', async () => {
    const unitAdmin = await api.signUpAs('UNIT_ADMIN');
    const before = await api.snapshot();
    const edit = await api.call('user.update', { token: unitAdmin.idToken, body: { ...user('max-mustermann', 'ADMIN'), mail: 'max.mustermann@example.org', firstname: 'Max', lastname: 'Mustermann' } });
    expect(edit.statusCode).toBe(403);
    expect((await api.call('user.delete', { token: unitAdmin.idToken, query: { userUid: 'max-mustermann', ...(await api.readAt('user.delete', 'max-mustermann')) } })).statusCode).toBe(403);
    expect(await api.snapshot()).toBe(before);
  });

  it('nobody changes their own role or customer; their own name they may', async () => {
    const admin = await api.signUpAs('ADMIN');
    const [own] = await api.db.query<User>(`SELECT uid, firstname, lastname, mail, role, customer_uid AS "customerUid", version FROM users WHERE uid = $1`, [admin.uid]);
    expect((await api.call('user.update', { token: admin.idToken, body: { ...own, role: 'SUPER_ADMIN' } })).statusCode).toBe(403);
    expect((await api.call('user.update', { token: admin.idToken, body: { ...own, role: 'USER' } })).statusCode).toBe(403);
    expect((await api.call('user.update', { token: admin.idToken, body: { ...own, customerUid: 'thw-musterstadt' } })).statusCode).toBe(403);
    const renamed = await api.call('user.update', { token: admin.idToken, body: { ...own, firstname: 'Neuer Name' } });
    expect(renamed.statusCode).toBe(200);
  });

  it('nobody deletes their own account', async () => {
    const admin = await api.signUpAs('SUPER_ADMIN');
    const response = await api.call('user.delete', { token: admin.idToken, query: { userUid: admin.uid, ...(await api.readAt('user.delete', admin.uid)) } });
    expect(response.statusCode).toBe(403);
    expect((await api.call('user.lookup', { query: { userUid: admin.uid } })).statusCode).toBe(200);
  });

  it('a user without administration rights reads their own record and nobody else’s', async () => {
    const plain = await api.signUpAs('USER');
    expect((await api.call('user.lookup', { token: plain.idToken, query: { userUid: plain.uid } })).statusCode).toBe(200);
    // Another user's or customer's record answers like a missing one (404), so uids cannot be probed.
    const otherUser = await api.call('user.lookup', { token: plain.idToken, query: { userUid: 'erika-mustermann' } });
    expect(otherUser.statusCode).toBe(404);
    expect(otherUser.json()).toEqual((await api.call('user.lookup', { token: plain.idToken, query: { userUid: 'gibt-es-nicht' } })).json());
    const otherCustomer = await api.call('customer.lookup', { token: plain.idToken, query: { customerUid: 'thw-musterstadt' } });
    expect(otherCustomer.statusCode).toBe(404);
    expect(otherCustomer.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Customer not found', fieldErrors: { customerUid: 'not_found' } });
    // A call the role has no grant for at all stays a 403.
    expect((await api.call('hydrant.all', { token: plain.idToken })).statusCode).toBe(403);
    expect((await api.call('mission.active', { token: plain.idToken, query: { customerUid: 'thw-musterstadt' } })).statusCode).toBe(403);
  });
});

describe('the caller is their current user record', () => {
  it("a role change reaches the account's role claim (what storage.rules read)", async () => {
    const mail = `rolle-${Date.now()}@example.org`;
    const uid = (await api.call('user.create', { body: { ...VALID_REQUESTS['user.create'].body, mail } })).json<string>();
    const [user] = await api.db.query<User>(`SELECT uid, firstname, lastname, mail, role, customer_uid AS "customerUid", version FROM users WHERE uid = $1`, [uid]);
    expect((await api.call('user.update', { body: { ...user, role: 'ADMIN' } })).statusCode).toBe(200);
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: 'ADMIN', rescueAdmin: true });
  });

  it('a demoted administrator loses their rights with the very next request: their session is over (401)', async () => {
    const admin = await api.signUpAs('ADMIN');
    expect((await api.call('hydrant.all', { token: admin.idToken })).statusCode).toBe(200); // now cached
    const [own] = await api.db.query<User>(`SELECT uid, firstname, lastname, mail, role, customer_uid AS "customerUid", version FROM users WHERE uid = $1`, [admin.uid]);
    expect((await api.call('user.update', { body: { ...own, role: 'USER' } })).statusCode).toBe(200);
    expect((await api.call('hydrant.all', { token: admin.idToken })).statusCode).toBe(401);
  });

  it('a user record deleted through the API locks its account out at once', async () => {
    const mail = `geloescht-${Date.now()}@example.org`;
    const uid = (await api.call('user.create', { body: { ...VALID_REQUESTS['user.create'].body, mail } })).json<string>();
    const token = await api.acceptInvitation(uid);
    expect((await api.call('user.lookup', { token, query: { userUid: uid } })).statusCode).toBe(200);
    expect((await api.call('user.delete', { query: { userUid: uid, ...(await api.readAt('user.delete', uid)) } })).statusCode).toBe(200);
    expect((await api.call('user.lookup', { token, query: { userUid: uid } })).statusCode).toBe(401);
  });

  it('a disabled account is refused with 401', async () => {
    const account = await api.signUpAs('ADMIN');
    await adminAuth().updateUser(account.uid, { disabled: true });
    expect((await api.call('hydrant.all', { token: account.idToken })).statusCode).toBe(401);
  });

  it('a valid token without a user record is refused with 403 no_user_record, whatever it asks', async () => {
    const stranger = await api.signUpAs(null);
    const response = await api.call('user.create', { token: stranger.idToken, body: { ...VALID_REQUESTS['user.create'].body, role: 'SUPER_ADMIN' } });
    expect(response.statusCode).toBe(403);
    expect(codeOf(response)).toBe('no_user_record');
  });
});

describe('a new user', () => {
  it('gets a disabled account, enabled (with its role claim and the API’s mark) only once the record exists', async () => {
    const mail = `neu-${Date.now()}@example.org`;
    const uid = (await api.call('user.create', { body: { ...VALID_REQUESTS['user.create'].body, mail } })).json<string>();
    expect((await adminAuth().getUser(uid)).disabled).toBe(false);
    expect((await adminAuth().getUser(uid)).customClaims).toEqual({ role: 'UNIT_USER', rescueAdmin: true });
  });

  it('cannot be signed in to with the password the client sends, nor with the spec’s initial password', async () => {
    const mail = `uebernahme-${Date.now()}@example.org`;
    const body = { ...VALID_REQUESTS['user.create'].body, mail, password: INITIAL_PASSWORD, role: 'ADMIN' };
    expect((await api.call('user.create', { body })).statusCode).toBe(200);
    await expect(signIn(api.emulatorHost, mail, INITIAL_PASSWORD)).rejects.toThrow();
  });
});

describe('blueprint icons', () => {
  it('the icon permit is 404 for a blueprint that does not exist', async () => {
    expect((await api.call('vehicle.iconPermit', { query: { blueprintUid: 'gibt-es-nicht' } })).statusCode).toBe(404);
  });
});
