import { ENDPOINTS, INITIAL_PASSWORD, type EndpointDef, type EndpointName } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import type { Mail, Mailer } from './mail/mailer';
import { signIn } from './test/auth-emulator';
import { SEEDED_AT, VALID_REQUESTS } from './test/samples';
import { createTestApi, urlOf, type TestApi } from './test/test-api';

/** The API as a service that implements SPEC §7 and nothing more (API_PROFILE=spec). */
let api: TestApi;
const mails: Mail[] = [];
const mailer: Mailer = { delivers: true, send: async (mail) => (mails.push(mail), true) };
const FOUND = { lat: 50.978, lon: 11.029, label: 'Erfurt' };

beforeAll(async () => {
  api = await createTestApi({ profile: 'spec', mailer, geocoder: { geocode: async () => FOUND } });
});
afterAll(() => api.close());

const names = Object.keys(ENDPOINTS) as EndpointName[];
const row = (name: EndpointName): EndpointDef => ENDPOINTS[name];
const extensions = names.filter((name) => row(name).extension === true);
const specCalls = names.filter((name) => row(name).extension !== true);

/** Where the full API's records carry more than SPEC §3 lists. */
const NOT_IN_SPEC = ['version', 'signInActive', 'invitedUntil', 'pendingMail', 'inspectionStatus', 'statusSince', 'statusDefects', 'lastInspection', 'nextInspection', 'inspectionIntervalMonths'];
function extensionFields(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => extensionFields(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(NOT_IN_SPEC.includes(key) ? [`${path}.${key}`] : []), ...extensionFields(inner, `${path}.${key}`)]);
}

/** A sample request without the version it was read at (`version`, `lastUpdate`, `lastUpdated`), at the top and in `{hydrant}`. */
function withoutVersion(sample: { body?: Record<string, unknown>; query?: Record<string, string> }) {
  const strip = <T extends Record<string, unknown>>(record: T): T =>
    Object.fromEntries(Object.entries(record).filter(([key]) => !['version', 'lastUpdate', 'lastUpdated'].includes(key))) as T;
  const body = sample.body && ('hydrant' in sample.body ? { hydrant: strip(sample.body.hydrant as Record<string, unknown>) } : strip(sample.body));
  return { ...(body ? { body } : {}), ...(sample.query ? { query: strip(sample.query) } : {}) };
}

describe('given the spec profile, the extension endpoints', () => {
  it('answer 404 exactly as an unknown route does, with or without a token', async () => {
    const unknown = await api.app.inject({ method: 'GET', url: '/api/no-such-call/', headers: { authorization: `Bearer ${api.token}` } });
    expect(unknown.statusCode).toBe(404);
    expect(extensions.length).toBeGreaterThan(10);
    for (const name of extensions) {
      const endpoint = ENDPOINTS[name];
      for (const token of [api.token, null]) {
        const response = await api.call(name, { ...VALID_REQUESTS[name], token });
        expect(response.statusCode, name).toBe(404);
        expect(response.json(), name).toEqual({ ...unknown.json(), message: `Route ${endpoint.method} ${urlOf(name)} not found` });
      }
    }
  });

  it('leave the operational probes, which are no product calls', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

/**
 * The creates answer 201: material and blueprint because SPEC §7 names it, the others because a
 * service may answer a create with 201 where the spec names no code. Everything else answers 200.
 */
const CREATES: EndpointName[] = [
  'user.create',
  'customer.create',
  'hydrant.create',
  'staging.create',
  'material.create',
  'qualification.createGroup',
  'qualification.create',
  'vehicle.createBlueprint',
];

describe('given the spec profile, every call of SPEC §7 as SUPER_ADMIN', () => {
  // In table order, like the contract test: reads, creates and updates before the deletes.
  it.each(specCalls)('%s answers its status without version, read-at version or sign-in state', async (name) => {
    const response = await api.call(name, withoutVersion(VALID_REQUESTS[name]));
    expect(response.statusCode, response.body).toBe(CREATES.includes(name) ? 201 : 200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(extensionFields(response.json())).toEqual([]);
  });

  it('answers the geocoder result and the records the lists hold', async () => {
    expect((await api.call('geocoding.search', VALID_REQUESTS['geocoding.search'])).json()).toEqual(FOUND);
    const users = (await api.call('user.all')).json<Record<string, unknown>[]>();
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) expect(Object.keys(user).sort()).toEqual(['customerUid', 'firstname', 'lastname', 'mail', 'role', 'uid']);
    const customers = (await api.call('customer.all')).json<Record<string, unknown>[]>();
    for (const customer of customers) expect(Object.keys(customer).sort()).toEqual(['address', 'kennung', 'name', 'uid', 'userAmount']);
  });
});

describe('given the spec profile, concurrent edits', () => {
  it('are not detected: the last write wins, a stale version sent along is ignored, nothing answers 409', async () => {
    const base = VALID_REQUESTS['customer.update'].body as Record<string, unknown>;
    const first = await api.call('customer.update', { body: { ...base, name: 'THW Erste Fassung', version: 0 } });
    const second = await api.call('customer.update', { body: { ...base, name: 'THW Zweite Fassung', version: 0 } });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const stored = (await api.call('customer.all')).json<{ uid: string; name: string }[]>().find((customer) => customer.uid === base.uid);
    expect(stored?.name).toBe('THW Zweite Fassung');

    const material = VALID_REQUESTS['material.update'].body as Record<string, unknown>;
    const old = await api.call('material.update', { body: { ...material, name: 'Schlauch D alt', lastUpdate: '2001-01-01T00:00:00Z' } });
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json<{ name: string }>().name).toBe('Schlauch D alt');
    const removed = await api.call('hydrant.delete', { query: { hydrantUid: 'hydrant-003', lastUpdate: SEEDED_AT.replace('2025', '2001') } });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('keeps validation as strict as the contract otherwise', async () => {
    const base = withoutVersion(VALID_REQUESTS['customer.update']).body as Record<string, unknown>;
    const refused = await api.call('customer.update', { body: { ...base, name: '' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('name');
    const noUid = await api.call('staging.delete', { query: {} });
    expect(noUid.statusCode).toBe(400);
    expect(noUid.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('stagingRoomUid');
  });
});

describe('given the spec profile, accounts as SPEC §7 describes them', () => {
  it('opens a new user with the initial password of the payload: no invitation, no mail, active at once', async () => {
    const mail = `spec.profil.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const created = await api.call('user.create', {
      body: { firstname: 'Sina', lastname: 'Spec', mail, role: 'UNIT_USER', customerUid: 'fw-musterstadt', password: INITIAL_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    const uid = created.json<string>();

    const token = await signIn(api.emulatorHost, mail, INITIAL_PASSWORD);
    const own = await api.call('user.lookup', { query: { userUid: uid }, token });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ uid, firstname: 'Sina', lastname: 'Spec', mail, role: 'UNIT_USER', customerUid: 'fw-musterstadt' });
    await expect(signIn(api.emulatorHost, mail, 'Falsches-Passwort-1')).rejects.toThrow();
    expect(await api.db.query(`SELECT 1 FROM invitations WHERE user_uid = $1`, [uid])).toEqual([]);

    // A new e-mail takes effect at once (no confirmation mail), and no mail went out at all.
    const changed = `${mail}.de`;
    const updated = await api.call('user.update', { body: { uid, firstname: 'Sina', lastname: 'Spec', mail: changed, role: 'UNIT_USER', customerUid: 'fw-musterstadt' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ mail: string }>().mail).toBe(changed);
    expect(mails).toEqual([]);
  });

  it('keeps the access policy: a UNIT_ADMIN of another customer reaches none of its records', async () => {
    const { idToken } = await api.signUpAs('UNIT_ADMIN', 'thw-musterstadt');
    const before = await api.snapshot();
    const deleted = await api.call('user.delete', { query: { userUid: 'jonas-becker' }, token: idToken });
    expect(deleted.statusCode).toBe(404);
    const moved = await api.call('staging.update', { body: withoutVersion(VALID_REQUESTS['staging.update']).body, token: idToken });
    expect([403, 404]).toContain(moved.statusCode);
    const created = await api.call('customer.create', { body: VALID_REQUESTS['customer.create'].body, token: idToken });
    expect(created.statusCode).toBe(403);
    expect(await api.snapshot()).toBe(before);
    const users = (await api.call('user.all', { token: idToken })).json<{ customerUid: string }[]>();
    expect(new Set(users.map((user) => user.customerUid))).toEqual(new Set(['thw-musterstadt']));
  });
});

describe('given production settings, the spec profile', () => {
  it('refuses to start', () => {
    expect(() => loadConfig({ API_PROFILE: 'spec', NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(/API_PROFILE=spec is for tests and evaluation only/);
    expect(() => loadConfig({ API_PROFILE: 'spec', AUTH_EMULATOR: 'on', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'production' })).toThrow(/production/);
  });
});
