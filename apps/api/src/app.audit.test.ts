import type { HistoryEntry, Mission, User, VehicleBlueprint } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_AT, VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const unique = () => Math.random().toString(36).slice(2, 10);

async function rename(uid: string, firstname: string, lastname: string, token = api.token) {
  const user = (await api.call('user.lookup', { query: { userUid: uid } })).json<User>();
  const response = await api.call('user.update', { token, body: { ...user, firstname, lastname } });
  expect(response.statusCode, response.body).toBe(200);
}

async function createHydrant(token: string) {
  const response = await api.call('hydrant.create', { token, body: { ...VALID_REQUESTS['hydrant.create'].body, name: `H-Verlauf ${unique()}` } });
  expect(response.statusCode).toBe(200);
  return response.json<string>();
}

const hydrantHistory = async (uid: string) => (await api.call('hydrant.history', { query: { hydrantUid: uid } })).json<HistoryEntry[]>();
const entriesOf = (entity: string, uid: string) =>
  api.db.query<{ action: string; actor_uid: string }>(`SELECT action, actor_uid FROM audit_log WHERE entity = $1 AND record_uid = $2 ORDER BY id`, [entity, uid]);

describe('the history names who wrote', () => {
  it("given the writer was renamed since, shows the writer's current name", async () => {
    const writer = await api.signUpAs('SUPER_ADMIN');
    const hydrant = await createHydrant(writer.idToken);
    expect((await hydrantHistory(hydrant))[0]?.actor.name).toMatch(/^Test /);
    await rename(writer.uid, 'Anna', `Umbenannt ${unique()}`);
    const [entry] = await hydrantHistory(hydrant);
    expect(entry?.actor).toEqual({ uid: writer.uid, name: expect.stringMatching(/^Anna Umbenannt /) });
  });

  it('given a unit admin takes another user’s name, only the unit admin’s own entries read that way', async () => {
    const real = await api.signUpAs('SUPER_ADMIN');
    await rename(real.uid, 'Erika', 'Mustermann');
    const hydrant = await createHydrant(real.idToken);
    const impostor = await api.signUpAs('UNIT_ADMIN', 'fw-musterstadt');
    const room = await api.call('staging.create', { token: impostor.idToken, body: { ...VALID_REQUESTS['staging.create'].body, customerUid: 'fw-musterstadt' } });
    expect(room.statusCode).toBe(200);

    await rename(impostor.uid, 'Erika', 'Mustermann', impostor.idToken);
    await rename(real.uid, 'Erika', 'Mustermann-Neu');

    // The real Erika's entries follow her record (by uid), not whoever now carries her old name.
    expect((await hydrantHistory(hydrant))[0]?.actor).toEqual({ uid: real.uid, name: 'Erika Mustermann-Neu' });
    const roomHistory = (await api.call('staging.history', { query: { stagingRoomUid: room.json<string>() } })).json<HistoryEntry[]>();
    expect(roomHistory[0]?.actor).toEqual({ uid: impostor.uid, name: 'Erika Mustermann' });
  });

  it('given the writer no longer exists, shows the name stored with the entry', async () => {
    const writer = await api.signUpAs('SUPER_ADMIN');
    const hydrant = await createHydrant(writer.idToken);
    const storedName = (await hydrantHistory(hydrant))[0]?.actor.name;
    expect((await api.call('user.delete', { query: { userUid: writer.uid, ...(await api.readAt('user.delete', writer.uid)) } })).statusCode).toBe(200);
    expect((await hydrantHistory(hydrant))[0]?.actor).toEqual({ uid: writer.uid, name: storedName });
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the API’s database and keeps the entries', async () => {
    const hydrant = await createHydrant(api.token);
    const before = await hydrantHistory(hydrant);
    expect(before).toHaveLength(1);
    await expect(api.db.query(`UPDATE audit_log SET actor_name = 'Niemand' WHERE record_uid = $1`, [hydrant])).rejects.toThrow(/append-only/);
    await expect(api.db.query(`DELETE FROM audit_log WHERE record_uid = $1`, [hydrant])).rejects.toThrow(/append-only/);
    await expect(api.db.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
    expect(await hydrantHistory(hydrant)).toEqual(before);
  });

  it('still records new writes', async () => {
    const hydrant = await createHydrant(api.token);
    expect((await api.call('hydrant.delete', { query: { hydrantUid: hydrant, ...(await api.readAt('hydrant.delete', hydrant)) } })).statusCode).toBe(200);
    expect((await hydrantHistory(hydrant)).map((entry) => entry.action)).toEqual(['delete', 'create']);
  });
});

describe('implicit writes have entries of their own', () => {
  it('a vehicle type created by a blueprint create or update gets a create entry; a reused type none', async () => {
    const typeName = `Typ ${unique()}`;
    const created = await api.call('vehicle.createBlueprint', { body: { ...VALID_REQUESTS['vehicle.createBlueprint'].body, name: `FZ ${unique()}`, type: { name: typeName } } });
    expect(created.statusCode).toBe(201);
    const blueprint = (await api.call('vehicle.blueprints')).json<VehicleBlueprint[]>().find((b) => b.uid === created.json<string>()) as VehicleBlueprint;
    expect(await entriesOf('vehicleType', blueprint.type.uid)).toEqual([{ action: 'create', actor_uid: expect.any(String) }]);

    // The same name again (case ignored) reuses the type: no second entry.
    await api.call('vehicle.createBlueprint', { body: { ...VALID_REQUESTS['vehicle.createBlueprint'].body, name: `FZ ${unique()}`, type: { name: typeName.toUpperCase() } } });
    expect(await entriesOf('vehicleType', blueprint.type.uid)).toHaveLength(1);

    const otherType = `Typ ${unique()}`;
    const updated = await api.call('vehicle.updateBlueprint', {
      body: { ...VALID_REQUESTS['vehicle.updateBlueprint'].body, lastUpdate: SEEDED_AT, type: { name: otherType } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json<VehicleBlueprint>();
    expect(after.type.name).toBe(otherType);
    expect(await entriesOf('vehicleType', after.type.uid)).toEqual([{ action: 'create', actor_uid: expect.any(String) }]);
  });

  it('missions removed with their customer get a delete entry each', async () => {
    const customer = await api.call('customer.create', {
      body: { ...VALID_REQUESTS['customer.create'].body, name: `Wehr ${unique()}`, kennung: `K-${unique()}` },
    });
    expect(customer.statusCode).toBe(200);
    const customerUid = customer.json<string>();
    const missions: Mission[] = [];
    for (let i = 0; i < 2; i++) missions.push((await api.call('mission.generate', { body: { customerUid } })).json<Mission>());

    expect((await api.call('customer.delete', { query: { customerUid, ...(await api.readAt('customer.delete', customerUid)) } })).statusCode).toBe(200);
    for (const mission of missions) expect((await entriesOf('mission', mission.uid)).map((entry) => entry.action)).toEqual(['create', 'delete']);
    const [deleted] = await api.db.query<{ changes: { field: string; before: unknown }[]; owner: string }>(
      `SELECT changes, owner_customer_uid AS owner FROM audit_log WHERE entity = 'mission' AND record_uid = $1 AND action = 'delete'`,
      [missions[0]?.uid],
    );
    expect(deleted?.owner).toBe(customerUid);
    expect(deleted?.changes).toContainEqual({ field: 'name', before: missions[0]?.name, after: null });
  });
});
