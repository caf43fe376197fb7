import { ApiErrorBody, type Beacon, type EndpointName, type Hydrant, type Mission, type Qualification, type QualificationGroup, type VehicleBlueprint, type VehicleType } from '@rescue-admin/api-contract';
import { getAuth } from 'firebase-admin/auth';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firebaseAuth } from './auth/firebase';
import { signIn, TEST_PROJECT_ID } from './test/auth-emulator';
import { SEEDED_AT, SEEDED_VERSION, VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
let clock = new Date('2026-11-22T13:05:00.000Z');
const adminAuth = () => getAuth(firebaseAuth(TEST_PROJECT_ID).app);

beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
});
afterAll(() => api.close());

async function list<T>(name: EndpointName, query?: Record<string, string>): Promise<T[]> {
  const response = await api.call(name, { query });
  expect(response.statusCode).toBe(200);
  return response.json<T[]>();
}

function errorOf(response: { json(): unknown }) {
  return ApiErrorBody.parse(response.json());
}

describe('unknown uids', () => {
  const uidOf: Partial<Record<EndpointName, (sample: (typeof VALID_REQUESTS)[EndpointName]) => { body?: object; query?: Record<string, string> }>> = {
    'user.update': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht' } }),
    'user.delete': () => ({ query: { userUid: 'gibt-es-nicht', version: '0' } }),
    'user.lookup': () => ({ query: { userUid: 'gibt-es-nicht' } }),
    'customer.update': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht' } }),
    'customer.delete': () => ({ query: { customerUid: 'gibt-es-nicht', version: '0' } }),
    'beacon.update': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht' } }),
    'beacon.sync': () => ({ body: { customerUid: 'gibt-es-nicht' } }),
    'gateway.update': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht' } }),
    'gateway.sync': () => ({ body: { customerUid: 'gibt-es-nicht' } }),
    'hydrant.update': ({ body }) => ({ body: { hydrant: { ...(body?.hydrant as object), uid: 'gibt-es-nicht' } } }),
    'hydrant.delete': () => ({ query: { hydrantUid: 'gibt-es-nicht', lastUpdate: SEEDED_AT } }),
    'staging.create': ({ body }) => ({ body: { ...body, customerUid: 'gibt-es-nicht' } }),
    'staging.update': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht' } }),
    'staging.delete': () => ({ query: { stagingRoomUid: 'gibt-es-nicht', lastUpdate: SEEDED_AT } }),
    'material.update': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht' } }),
    'material.delete': () => ({ query: { uid: 'gibt-es-nicht', lastUpdate: SEEDED_AT } }),
    'qualification.create': ({ body }) => ({ body: { ...body, groupId: 'gibt-es-nicht' } }),
    'qualification.update': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht', newGroup: { name: 'Verwaist', allowedAmount: 1 } } }),
    'vehicle.createBlueprint': ({ body }) => ({ body: { ...body, type: { uid: 'gibt-es-nicht' } } }),
    'vehicle.updateBlueprint': ({ body }) => ({ body: { ...body, uid: 'gibt-es-nicht' } }),
    'mission.active': () => ({ query: { customerUid: 'gibt-es-nicht' } }),
    'mission.generate': () => ({ body: { customerUid: 'gibt-es-nicht' } }),
    'user.create': ({ body }) => ({ body: { ...body, customerUid: 'gibt-es-nicht' } }),
  };

  it.each(Object.entries(uidOf))('%s answers 404 and changes nothing', async (name, variant) => {
    const before = await api.snapshot();
    const response = await api.call(name as EndpointName, variant(VALID_REQUESTS[name as EndpointName]));
    expect(response.statusCode, response.body).toBe(404);
    expect(errorOf(response).statusCode).toBe(404);
    expect(await api.snapshot()).toBe(before);
  });
});

describe('users', () => {
  const newUser = { firstname: 'Tom', lastname: 'Test', role: 'USER', customerUid: 'ff-beispielhausen', password: 'Feuer123!' };

  it('creating a user creates a sign-in account and the profile; the user comes in through the invitation', async () => {
    const mail = `tom.test.${Date.now()}@example.org`;
    const created = await api.call('user.create', { body: { ...newUser, mail } });
    expect(created.statusCode).toBe(200);
    const uid = created.json<string>();

    expect((await adminAuth().getUser(uid)).email).toBe(mail);
    // The password the client sent opens nothing …
    await expect(signIn(api.emulatorHost, mail, newUser.password)).rejects.toThrow();
    // … the invitation does, and their profile is found under their Auth uid.
    const token = await api.acceptInvitation(uid, 'MeinEigenes123!');
    const lookup = await api.call('user.lookup', { query: { userUid: uid }, token });
    expect(lookup.json()).toMatchObject({ uid, firstname: 'Tom', lastname: 'Test', mail, role: 'USER', customerUid: 'ff-beispielhausen', version: 0, signInActive: true, invitedUntil: null });
  });

  it('an e-mail already on a profile is a 409 on mail, and no account is created', async () => {
    const response = await api.call('user.create', { body: { ...newUser, mail: 'Max.Mustermann@example.org' } });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fieldErrors).toEqual({ mail: 'duplicate' });
    await expect(adminAuth().getUserByEmail('Max.Mustermann@example.org')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('an e-mail that only has an Auth account is a 409 too, and no profile is stored', async () => {
    const mail = `nur.auth.${Date.now()}@example.org`;
    await adminAuth().createUser({ email: mail, password: 'Egal123!' });
    const before = await api.snapshot();
    const response = await api.call('user.create', { body: { ...newUser, mail } });
    expect(response.statusCode).toBe(409);
    expect(await api.snapshot()).toBe(before);
  });

  it('updating the e-mail moves the sign-in account along', async () => {
    const mail = `umzug.${Date.now()}@example.org`;
    const uid = (await api.call('user.create', { body: { ...newUser, mail } })).json<string>();
    const newMail = `umgezogen.${Date.now()}@example.org`;
    const updated = await api.call('user.update', {
      body: { uid, firstname: 'Tom', lastname: 'Test', mail: newMail, role: 'ADMIN', customerUid: 'ff-beispielhausen', version: 0 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ uid, mail: newMail, role: 'ADMIN' });
    expect((await adminAuth().getUser(uid)).email).toBe(newMail);
  });

  it('deleting a user deletes the account and the profile; their token stops working', async () => {
    const mail = `weg.${Date.now()}@example.org`;
    const uid = (await api.call('user.create', { body: { ...newUser, mail } })).json<string>();
    const token = await api.acceptInvitation(uid);

    const deleted = await api.call('user.delete', { query: { userUid: uid, ...(await api.readAt('user.delete', uid)) } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(true);

    expect((await api.call('user.lookup', { query: { userUid: uid } })).statusCode).toBe(404);
    await expect(adminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await api.call('hydrant.all', { token })).statusCode).toBe(401);
  });
});

describe('customers', () => {
  it('a customer that still has users cannot be deleted (409) and stays', async () => {
    const before = await api.snapshot();
    const response = await api.call('customer.delete', { query: { customerUid: 'fw-musterstadt', ...(await api.readAt('customer.delete', 'fw-musterstadt')) } });
    expect(response.statusCode).toBe(409);
    expect(await api.snapshot()).toBe(before);
  });

  it('a kennung is unique regardless of case', async () => {
    const body = { ...VALID_REQUESTS['customer.create'].body, kennung: 'fw-ms' };
    const response = await api.call('customer.create', { body });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fieldErrors).toEqual({ kennung: 'duplicate' });
  });

  it('a created customer is listed with its nested address', async () => {
    const body = { name: 'Feuerwehr Neudorf', kennung: `FW-ND-${Date.now()}`, userAmount: 0, address: { street: 'Ring', number: '3a', zip: '99448', city: 'Neudorf' } };
    const uid = (await api.call('customer.create', { body })).json<string>();
    const customers = await list<{ uid: string }>('customer.all');
    expect(customers.find((c) => c.uid === uid)).toEqual({ uid, ...body, address: { ...body.address, additionalInfo: '' }, version: 0 });
  });
});

describe('hydrants', () => {
  it('create, update ({hydrant}) and delete round-trip, with server-set dates', async () => {
    clock = new Date('2026-11-22T10:00:00.000Z');
    const uid = (await api.call('hydrant.create', { body: VALID_REQUESTS['hydrant.create'].body })).json<string>();
    clock = new Date('2026-11-22T11:00:00.000Z');
    const updated = await api.call('hydrant.update', {
      body: { hydrant: { ...VALID_REQUESTS['hydrant.create'].body, uid, name: 'H-900 Neubaugebiet Süd', lastUpdate: '2026-11-22T10:00:00.000Z' } },
    });
    expect(updated.json()).toMatchObject({ uid, name: 'H-900 Neubaugebiet Süd', createDate: '2026-11-22T10:00:00.000Z', lastUpdate: '2026-11-22T11:00:00.000Z' });

    expect((await list<Hydrant>('hydrant.all')).some((h) => h.uid === uid)).toBe(true);
    expect((await api.call('hydrant.delete', { query: { hydrantUid: uid, ...(await api.readAt('hydrant.delete', uid)) } })).statusCode).toBe(200);
    expect((await list<Hydrant>('hydrant.all')).some((h) => h.uid === uid)).toBe(false);
  });

  it('fills the optional fields with their defaults', async () => {
    const uid = (await api.call('hydrant.create', { body: { name: 'H-901', lon: 10, lat: 51, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE' } })).json<string>();
    expect((await list<Hydrant>('hydrant.all')).find((h) => h.uid === uid)?.description).toBe('');
  });
});

describe('beacons and gateways', () => {
  it("sync marks the customer's beacons as synced now and returns the whole refreshed list", async () => {
    clock = new Date('2026-11-22T12:00:00.000Z');
    const response = await api.call('beacon.sync', { body: { customerUid: 'ff-beispielhausen' } });
    const beacons = response.json<Beacon[]>();
    expect(beacons).toHaveLength((await list<Beacon>('beacon.all')).length);
    for (const beacon of beacons) {
      if (beacon.customerUid === 'ff-beispielhausen') expect(beacon.lastSynced).toBe('2026-11-22T12:00:00.000Z');
      else expect(beacon.lastSynced).not.toBe('2026-11-22T12:00:00.000Z');
    }
  });
});

describe('materials', () => {
  it('create answers 201 with the stored material', async () => {
    clock = new Date('2026-11-22T09:30:00.000Z');
    const response = await api.call('material.create', { body: { name: '  Saugschlauch A  ' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ uid: expect.any(String), name: 'Saugschlauch A', createDate: '2026-11-22T09:30:00.000Z', lastUpdate: '2026-11-22T09:30:00.000Z' });
  });

  it('a material in a standard load cannot be deleted (409)', async () => {
    const response = await api.call('material.delete', { query: { uid: 'schlauch-b', ...(await api.readAt('material.delete', 'schlauch-b')) } });
    expect(response.statusCode).toBe(409);
    expect((await list<{ uid: string }>('material.all')).some((m) => m.uid === 'schlauch-b')).toBe(true);
  });

  it('names are unique regardless of case', async () => {
    const response = await api.call('material.create', { body: { name: 'SCHLAUCH C' } });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fieldErrors).toEqual({ name: 'duplicate' });
  });
});

describe('qualifications', () => {
  it('a qualification with a new group stores both in one go', async () => {
    const uid = (await api.call('qualification.create', { body: { name: 'ABC-Erkunder', groupId: null, displayType: 'PRIMARY', newGroup: { name: 'ABC-Schutz', allowedAmount: 3 } } })).json<string>();
    const group = (await list<QualificationGroup>('qualification.groups')).find((g) => g.name === 'ABC-Schutz');
    expect(group).toMatchObject({ allowedAmount: 3 });
    expect((await list<Qualification>('qualification.all')).find((q) => q.uid === uid)).toEqual({ uid, name: 'ABC-Erkunder', groupId: group?.uid, displayType: 'PRIMARY', version: 0 });
  });

  it('a new group whose name is taken fails the whole save: no qualification is stored', async () => {
    const before = await api.snapshot();
    const response = await api.call('qualification.create', { body: { name: 'Atemschutz-Ausbilder', groupId: null, displayType: 'PRIMARY', newGroup: { name: 'atemschutz', allowedAmount: 1 } } });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).fieldErrors).toEqual({ 'newGroup.name': 'duplicate' });
    expect(await api.snapshot()).toBe(before);
  });

  it('saving with no group clears the group', async () => {
    const response = await api.call('qualification.update', { body: { uid: 'csa-traeger', name: 'CSA-Träger', groupId: null, displayType: 'SECONDARY', version: SEEDED_VERSION } });
    expect(response.json()).toEqual({ uid: 'csa-traeger', name: 'CSA-Träger', groupId: null, displayType: 'SECONDARY', version: 1 });
  });
});

describe('vehicle blueprints', () => {
  const body = {
    name: 'GW-L2',
    seats: 3,
    type: { name: 'GW-L2' },
    standardLoad: [
      { material: { uid: 'schlauch-b' }, amount: 40 },
      { material: { uid: 'verteiler' }, amount: 2 },
    ],
  };

  it('create answers 201 with the uid; the new type and the load (in order) are stored with it', async () => {
    const response = await api.call('vehicle.createBlueprint', { body });
    expect(response.statusCode).toBe(201);
    const uid = response.json<string>();
    const blueprint = (await list<VehicleBlueprint>('vehicle.blueprints')).find((b) => b.uid === uid);
    expect(blueprint?.type.name).toBe('GW-L2');
    expect(blueprint?.standardLoad.map((item) => [item.material.name, item.amount])).toEqual([
      ['Schlauch B', 40],
      ['Verteiler', 2],
    ]);
    expect((await list<VehicleType>('vehicle.types')).filter((t) => t.name === 'GW-L2')).toHaveLength(1);
  });

  it('an unknown material fails the whole create: no blueprint, no new type', async () => {
    const before = await api.snapshot();
    const response = await api.call('vehicle.createBlueprint', {
      body: { ...body, type: { name: 'SW 2000' }, standardLoad: [...body.standardLoad, { material: { uid: 'gibt-es-nicht' }, amount: 1 }] },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).fieldErrors).toEqual({ 'standardLoad.2.material.uid': 'not_found' });
    expect(await api.snapshot()).toBe(before);
  });

  it('a material twice in one load is a 400 duplicate_material', async () => {
    const response = await api.call('vehicle.createBlueprint', { body: { ...body, standardLoad: [...body.standardLoad, { material: { uid: 'schlauch-b' }, amount: 1 }] } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fieldErrors).toEqual({ standardLoad: 'duplicate_material' });
  });

  it('update replaces the standard load', async () => {
    const response = await api.call('vehicle.updateBlueprint', {
      body: {
        uid: 'blueprint-lf-20',
        name: 'LF 20 Standard',
        seats: 9,
        type: { uid: 'lf-20' },
        standardLoad: [{ material: { uid: 'schlauch-c' }, amount: 16 }],
        lastUpdate: SEEDED_AT,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<VehicleBlueprint>().standardLoad).toEqual([{ amount: 16, material: expect.objectContaining({ uid: 'schlauch-c', name: 'Schlauch C' }) }]);
  });
});

describe('missions', () => {
  it('generate answers 201 with an active training mission named after the German local time', async () => {
    clock = new Date('2026-11-22T13:05:00.000Z');
    const response = await api.call('mission.generate', { body: { customerUid: 'ff-beispielhausen' } });
    expect(response.statusCode).toBe(201);
    const mission = response.json<Mission>();
    expect(mission).toMatchObject({ name: 'Übung 2026-11-22 14:05', customerUid: 'ff-beispielhausen', active: true });
    expect((await list<Mission>('mission.active', { customerUid: 'ff-beispielhausen' })).map((m) => m.uid)).toContain(mission.uid);
    expect((await list<Mission>('mission.active', { customerUid: 'fw-musterstadt' })).map((m) => m.uid)).not.toContain(mission.uid);
  });
});

describe('cached list answers', () => {
  it('are gzip-compressed for clients that accept it, and the next write replaces them', async () => {
    const gzipped = () => api.call('material.all', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const plain = await api.call('material.all');
    // Compression happens in the background after the first read. The gzipped answer is checked
    // as received: on PostgreSQL a commit anywhere in the cluster (other test files) may start
    // the cache over between two requests.
    const compressed = await vi.waitFor(async () => {
      const response = await gzipped();
      expect(response.headers['content-encoding']).toBe('gzip');
      return response;
    });
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);

    expect((await api.call('material.create', { body: { name: 'Kettensäge' } })).statusCode).toBe(201);
    const fresh = await gzipped();
    const body = fresh.headers['content-encoding'] === 'gzip' ? JSON.parse(gunzipSync(fresh.rawPayload).toString('utf8')) : fresh.json();
    expect((body as { name: string }[]).map((m) => m.name)).toContain('Kettensäge');
  });
});
