import { ApiErrorBody, ENDPOINTS, type EndpointDef, type EndpointName, type UserRole } from '@rescue-admin/api-contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { tokenHash } from './accounts/invitations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMPLE_AREAS, type SimpleAreaKey } from './areas/registry';
import { SIMPLE_CALLS, type SimpleArea, type SimpleEndpointName } from './areas/simple-area';
import { VALID_REQUESTS } from './test/samples';
import { insertSimpleRecord } from './test/simple-area-samples';
import { createTestApi, type CallOptions, type TestApi } from './test/test-api';

/**
 * The access matrix: every endpoint × every kind of caller, with real Auth-emulator tokens.
 * The expectations are written out here by hand from the policy README — not derived from
 * access/policy.ts — so a change to the policy that nobody meant fails here.
 *
 * Callers: SA, A, UA, SU, U, UU are SUPER_ADMIN … UNIT_USER of Feuerwehr Musterstadt (the
 * customer the sample requests address); UAx is a UNIT_ADMIN of another customer (THW).
 */
type Row = 'SA' | 'A' | 'UA' | 'UAx' | 'SU' | 'U' | 'UU';
const ROLE_OF: Record<Row, [UserRole, string]> = {
  SA: ['SUPER_ADMIN', 'fw-musterstadt'],
  A: ['ADMIN', 'fw-musterstadt'],
  UA: ['UNIT_ADMIN', 'fw-musterstadt'],
  UAx: ['UNIT_ADMIN', 'thw-musterstadt'],
  SU: ['SUPER_USER', 'fw-musterstadt'],
  U: ['USER', 'fw-musterstadt'],
  UU: ['UNIT_USER', 'fw-musterstadt'],
};
const ROWS = Object.keys(ROLE_OF) as Row[];

const ADMINS: Row[] = ['SA', 'A'];
const UNIT: Row[] = ['SA', 'A', 'UA'];
const ANY_ADMIN: Row[] = ['SA', 'A', 'UA', 'UAx'];
const OWN_THINGS: Row[] = ['SA', 'A', 'UA', 'SU', 'U', 'UU'];
/** Public endpoints: the token in the body is the credential, whoever sends it. */
const EVERYBODY: Row[] = ROWS;

/**
 * Callers with a grant for the call whose reach does not include the record the sample names
 * (another customer's, another user's): it answers exactly as for a missing record — the
 * handler's 404, or for a record's history an empty list — so nobody learns which uids exist.
 */
const HIDDEN: Partial<Record<EndpointName, Row[]>> = {
  'user.lookup': ['UAx', 'SU', 'U', 'UU'],
  'user.delete': ['UAx'],
  'invitation.issue': ['UAx'],
  'invitation.revoke': ['UAx'],
  'customer.lookup': ['UAx'],
  'staging.delete': ['UAx'],
  'live.presence': ['UAx'],
};
const EMPTY_HISTORY: Partial<Record<EndpointName, Row[]>> = {
  'user.history': ['UAx'],
  'customer.history': ['UAx'],
  'beacon.history': ['UAx'],
  'gateway.history': ['UAx'],
  'staging.history': ['UAx'],
};

/**
 * The simple areas (areas/registry.ts) grant by their definitions (areas/<key>.ts): readers list
 * and read histories, writers create, update and delete. Their rows here are those grants, so a
 * role that gets more than its area's definition says fails here like any other cell.
 */
const SIMPLE: readonly SimpleArea[] = SIMPLE_AREAS;
const rowsOf = (roles: readonly UserRole[]) => ROWS.filter((row) => roles.includes(ROLE_OF[row][0]));
const SIMPLE_ALLOWED = Object.fromEntries(
  SIMPLE.flatMap((area) => SIMPLE_CALLS.map((call) => [`${area.key}.${call}`, rowsOf(call === 'all' || call === 'history' ? area.grants.read : area.grants.write)])),
) as Record<SimpleEndpointName<SimpleAreaKey>, Row[]>;

/** Who gets the success status; everybody else gets 403 (or, in HIDDEN and EMPTY_HISTORY, what a missing record gets). */
const ALLOWED: Record<EndpointName, Row[]> = {
  ...SIMPLE_ALLOWED,
  'user.all': ANY_ADMIN,
  'user.lookup': UNIT, // of another user of Feuerwehr Musterstadt; their own: see below
  'user.create': UNIT,
  'user.update': UNIT,
  'user.delete': UNIT,
  'user.history': UNIT,
  'invitation.issue': UNIT, // for a user of Feuerwehr Musterstadt who has not set a password yet
  'invitation.revoke': UNIT,
  'invitation.check': EVERYBODY,
  'invitation.accept': EVERYBODY,
  'mailChange.confirm': EVERYBODY,
  'customer.all': ANY_ADMIN,
  'customer.lookup': OWN_THINGS,
  'customer.create': ADMINS,
  'customer.update': ADMINS,
  'customer.delete': ADMINS,
  'customer.history': UNIT, // a unit admin's own customer; users may read their customer, not its history
  'beacon.all': ANY_ADMIN,
  'beacon.update': UNIT,
  'beacon.sync': UNIT, // for Feuerwehr Musterstadt
  'beacon.history': UNIT,
  'gateway.all': ANY_ADMIN,
  'gateway.update': UNIT,
  'gateway.sync': ANY_ADMIN, // without a customer: each syncs what they may see
  'gateway.history': UNIT,
  'hydrant.all': ANY_ADMIN,
  'hydrant.create': ADMINS,
  'hydrant.update': ADMINS,
  'hydrant.delete': ADMINS,
  'hydrant.history': ANY_ADMIN,
  'hydrant.bulkCreate': ADMINS,
  'staging.all': ANY_ADMIN,
  'staging.create': UNIT,
  'staging.update': UNIT,
  'staging.delete': UNIT,
  'staging.history': UNIT,
  'geocoding.search': ANY_ADMIN,
  'inspection.ofHydrant': ANY_ADMIN,
  'inspection.create': ADMINS,
  'inspection.update': ADMINS,
  'inspection.history': ANY_ADMIN,
  'inspection.settings': ANY_ADMIN,
  'inspection.updateSettings': ADMINS,
  'inspection.report': ANY_ADMIN,
  'inspection.photoPermit': ADMINS,
  'material.all': ANY_ADMIN,
  'material.create': ADMINS,
  'material.update': ADMINS,
  'material.delete': ADMINS,
  'material.history': ANY_ADMIN,
  'material.bulkCreate': ADMINS,
  'qualification.all': ANY_ADMIN,
  'qualification.groups': ANY_ADMIN,
  'qualification.createGroup': ADMINS,
  'qualification.create': ADMINS,
  'qualification.update': ADMINS,
  'qualification.history': ANY_ADMIN,
  'vehicle.blueprints': ANY_ADMIN,
  'vehicle.types': ANY_ADMIN,
  'vehicle.createBlueprint': ADMINS,
  'vehicle.updateBlueprint': ADMINS,
  'vehicle.iconPermit': ADMINS,
  'vehicle.blueprintHistory': ANY_ADMIN,
  'summary.get': ANY_ADMIN,
  'mission.active': OWN_THINGS,
  'mission.generate': UNIT,
  'session.grants': ROWS, // everybody with a user record: what they themselves may do
  'live.events': ROWS, // everybody with a user record; each event then passes the policy (live/live-events.test.ts)
  'live.presence': UNIT, // the staging room of Feuerwehr Musterstadt: who may read it
};

let api: TestApi;
const tokens = {} as Record<Row | 'noRecord', string>;

const unique = () => randomUUID().slice(0, 8);
const FW = 'fw-musterstadt';

/** A request for `name` that addresses records made just for it, so every cell starts from the same state. */
async function freshRequest(name: EndpointName): Promise<CallOptions> {
  const sample = VALID_REQUESTS[name];
  const id = `matrix-${unique()}`;
  const insert = (sql: string, params: unknown[]) => api.db.query(sql, params);
  const now = new Date();
  switch (name) {
    case 'user.create':
      return { body: { ...sample.body, mail: `${id}@example.org` } };
    case 'user.update':
    case 'user.delete':
      await insert(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Mia', 'Matrix', $2, 'UNIT_USER', $3)`, [id, `${id}@example.org`, FW]);
      return name === 'user.delete'
        ? { query: { userUid: id, version: '0' } }
        : { body: { uid: id, firstname: 'Mia', lastname: 'Matrix', mail: `${id}@example.org`, role: 'USER', customerUid: FW, version: 0 } };
    case 'invitation.issue':
    case 'invitation.revoke':
      await insert(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Ina', 'Invite', $2, 'UNIT_USER', $3)`, [id, `${id}@example.org`, FW]);
      return { body: { userUid: id } };
    case 'invitation.check':
    case 'invitation.accept': {
      const token = randomBytes(32).toString('base64url');
      await insert(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, 'Ina', 'Invite', $2, 'UNIT_USER', $3)`, [id, `${id}@example.org`, FW]);
      await insert(`INSERT INTO invitations (user_uid, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [id, tokenHash(token), now, new Date(now.getTime() + 86_400_000)]);
      return { body: { ...sample.body, token } };
    }
    case 'mailChange.confirm': {
      const token = randomBytes(32).toString('base64url');
      await insert(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid, activated_at) VALUES ($1, 'Ina', 'Umzug', $2, 'UNIT_USER', $3, $4)`, [id, `${id}@example.org`, FW, now]);
      await insert(`INSERT INTO mail_changes (user_uid, new_mail, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [id, `neu-${id}@example.org`, tokenHash(token), now, new Date(now.getTime() + 86_400_000)]);
      return { body: { token } };
    }
    case 'customer.create':
      return { body: { ...sample.body, kennung: id } };
    case 'customer.update':
    case 'customer.delete':
      await insert(`INSERT INTO customers (uid, name, kennung, street, number, zip, city) VALUES ($1, 'Matrix', $1, 'Weg', '1', '99441', 'Musterstadt')`, [id]);
      return name === 'customer.delete' ? { query: { customerUid: id, version: '0' } } : { body: { ...sample.body, uid: id, kennung: id, version: 0 } };
    case 'beacon.update':
      await insert(`INSERT INTO beacons (uid, name, customer_uid, last_updated) VALUES ($1, 'Beacon Matrix', $2, $3)`, [id, FW, now]);
      return { body: { ...sample.body, uid: id, lastUpdated: now.toISOString() } };
    case 'gateway.update':
      await insert(`INSERT INTO gateways (uid, name, customer_uid, last_updated) VALUES ($1, 'Gateway Matrix', $2, $3)`, [id, FW, now]);
      return { body: { ...sample.body, uid: id, lastUpdated: now.toISOString() } };
    case 'hydrant.update':
    case 'hydrant.delete':
      await insert(
        `INSERT INTO hydrants (uid, create_date, last_update, name, lon, lat, durchmesser, type, verteiler_leitung) VALUES ($1, $2, $2, 'H-Matrix', 10, 51, 'MM_300', 'NONE', 'NONE')`,
        [id, now],
      );
      return name === 'hydrant.delete' ? { query: { hydrantUid: id, lastUpdate: now.toISOString() } } : { body: { hydrant: { ...(sample.body?.hydrant as object), uid: id, lastUpdate: now.toISOString() } } };
    case 'inspection.update':
      // Recorded just now: still correctable.
      await insert(
        `INSERT INTO inspections (uid, hydrant_uid, inspected_at, inspector_uid, inspector_name, result, create_date, last_update)
         VALUES ($1, 'hydrant-010', $2, 'erika-mustermann', 'Erika Mustermann', 'IN_ORDNUNG', $2, $2)`,
        [id, now],
      );
      return { body: { ...sample.body, uid: id, lastUpdate: now.toISOString() } };
    case 'staging.update':
    case 'staging.delete':
      await insert(
        `INSERT INTO staging_rooms (uid, create_date, last_update, name, street, number, zip, city, status, customer_uid, lon, lat)
         VALUES ($1, $2, $2, 'BR Matrix', 'Weg', '1', '99441', 'Musterstadt', 'ACTIVE', $3, 10, 51)`,
        [id, now, FW],
      );
      return name === 'staging.delete' ? { query: { stagingRoomUid: id, lastUpdate: now.toISOString() } } : { body: { ...sample.body, uid: id, lastUpdate: now.toISOString() } };
    case 'material.create':
      return { body: { name: `Material ${id}` } };
    case 'material.bulkCreate':
      return { body: { materials: [{ name: `Material ${id} a` }, { name: `Material ${id} b` }] } };
    case 'material.update':
    case 'material.delete':
      await insert(`INSERT INTO materials (uid, create_date, last_update, name) VALUES ($1, $2, $2, $1)`, [id, now]);
      return name === 'material.delete' ? { query: { uid: id, lastUpdate: now.toISOString() } } : { body: { uid: id, name: `Material ${id}`, lastUpdate: now.toISOString() } };
    case 'qualification.createGroup':
      return { body: { name: `Gruppe ${id}`, allowedAmount: 1 } };
    case 'vehicle.updateBlueprint': {
      // The seeded blueprint, at the version it has now (an earlier cell may have saved it).
      const [row] = await api.db.query<{ lastUpdate: Date }>(`SELECT last_update AS "lastUpdate" FROM vehicle_blueprints WHERE uid = $1`, [sample.body?.uid]);
      return { body: { ...sample.body, lastUpdate: row?.lastUpdate.toISOString() } };
    }
    case 'qualification.update':
      await insert(`INSERT INTO qualifications (uid, name, group_id, display_type) VALUES ($1, 'Q Matrix', NULL, 'PRIMARY')`, [id]);
      return { body: { ...sample.body, uid: id, version: 0 } };
    default: {
      const area = SIMPLE.find((candidate) => name === `${candidate.key}.update` || name === `${candidate.key}.delete`);
      if (area) {
        await insertSimpleRecord(api.db, area, id, now);
        return name.endsWith('.delete') ? { query: { uid: id, lastUpdate: now.toISOString() } } : { body: { ...area.sample, uid: id, lastUpdate: now.toISOString() } };
      }
      return { body: sample.body, query: sample.query };
    }
  }
}

beforeAll(async () => {
  api = await createTestApi({ geocoder: { geocode: async () => ({ lat: 51, lon: 10, label: 'Musterstadt' }) } });
  for (const row of ROWS) tokens[row] = (await api.signUpAs(...ROLE_OF[row])).idToken;
  tokens.noRecord = (await api.signUpAs(null)).idToken;
}, 120_000);
afterAll(() => api.close());

/** The event stream stays open: its cells run over a real socket (live/live-events.test.ts), not through inject. */
const ENDPOINT_NAMES = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !(ENDPOINTS[name] as EndpointDef).eventStream);

describe('the access matrix', () => {
  const outcomeOf = (name: EndpointName, row: Row) =>
    ALLOWED[name].includes(row) ? 'allowed' : HIDDEN[name]?.includes(row) ? 'not found' : EMPTY_HISTORY[name]?.includes(row) ? 'empty' : 'forbidden';
  const cells = ENDPOINT_NAMES.flatMap((name) => ROWS.map((row) => ({ name, row, outcome: outcomeOf(name, row) })));

  it.each(cells)('$name as $row: $outcome', async ({ name, row, outcome }) => {
    const request = await freshRequest(name);
    const before = await api.snapshot();
    const response = await api.call(name, { ...request, token: tokens[row] });
    if (outcome === 'allowed') {
      expect(response.statusCode, response.body).toBe(ENDPOINTS[name].success);
    } else if (outcome === 'not found' || outcome === 'empty') {
      // The same request naming a uid that does not exist gets the very same answer.
      const missing = JSON.parse(JSON.stringify(request).replaceAll(/"(userUid|customerUid|stagingRoomUid|beaconUid|gatewayUid)":"[^"]+"/g, '"$1":"gibt-es-nicht"')) as CallOptions;
      const absent = await api.call(name, { ...missing, token: tokens[row] });
      expect(response.statusCode, response.body).toBe(outcome === 'empty' ? 200 : 404);
      expect(response.json()).toEqual(absent.json());
      if (outcome === 'empty') expect(response.json()).toEqual([]);
      expect(await api.snapshot()).toBe(before);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(ApiErrorBody.parse(response.json()).code).toBe('forbidden');
      expect(await api.snapshot()).toBe(before);
    }
  });

  const refusedForAll = ENDPOINT_NAMES.filter((name) => !(ENDPOINTS[name] as EndpointDef).public).flatMap((name) => [
    { name, credential: 'a token without a user record', token: () => tokens.noRecord, status: 403, code: 'no_user_record' },
    { name, credential: 'no token', token: () => null, status: 401, code: undefined },
  ]);

  it.each(refusedForAll)('$name with $credential answers $status and changes nothing', async ({ name, token, status, code }) => {
    const request = await freshRequest(name);
    const before = await api.snapshot();
    const response = await api.call(name, { ...request, token: token() });
    expect(response.statusCode, response.body).toBe(status);
    expect(ApiErrorBody.parse(response.json()).code).toBe(code);
    expect(await api.snapshot()).toBe(before);
  });
});
