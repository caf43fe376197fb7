import type { DashboardSummary } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
const NOW = new Date('2026-11-23T12:00:00.000Z');
beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
});
afterAll(() => api.close());

const summary = async (token?: string) => {
  const response = await api.call('summary.get', token ? { token } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DashboardSummary>();
};
const count = async (sql: string, params: unknown[] = []) => Number((await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n);

describe('the dashboard summary', () => {
  it('counts every area, groups the hydrants by type and diameter, as the database holds them', async () => {
    const figures = await summary();
    expect(figures.counts).toEqual({
      users: await count('users'),
      customers: await count('customers'),
      stagingRooms: await count('staging_rooms'),
      hydrants: await count('hydrants'),
      beacons: await count('beacons'),
      gateways: await count('gateways'),
      materials: await count('materials'),
      qualifications: await count('qualifications'),
      blueprints: await count('vehicle_blueprints'),
    });
    for (const type of ['UEBERFLURHYDRANT', 'UNTERFLURHYDRANT', 'NONE']) {
      expect(figures.hydrantsByType?.find((row) => row.value === type)?.count ?? 0).toBe(await count('hydrants WHERE type = $1', [type]));
    }
    expect(figures.hydrantsByDiameter?.reduce((sum, row) => sum + row.count, 0)).toBe(figures.counts.hydrants);
    const beacons = figures.syncFreshness?.beacons;
    expect((beacons?.recent ?? 0) + (beacons?.older ?? 0) + (beacons?.never ?? 0)).toBe(figures.counts.beacons);
    expect(beacons?.never).toBe(await count('beacons WHERE last_synced IS NULL'));
    expect(figures.standardLoads).toEqual({
      blueprints: figures.counts.blueprints,
      withLoad: await count('vehicle_blueprints b WHERE EXISTS (SELECT 1 FROM blueprint_loads l WHERE l.blueprint_uid = b.uid)'),
      lines: await count('blueprint_loads'),
    });
  });

  it('follows a write at once: a new hydrant is counted and is the latest change', async () => {
    const before = await summary();
    const created = await api.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: 'H-Dashboard' } });
    const after = await summary();
    expect(after.counts.hydrants).toBe((before.counts.hydrants ?? 0) + 1);
    expect(after.latestChanges[0]).toMatchObject({ kind: 'hydrant', uid: created.json(), name: 'H-Dashboard' });
    const times = after.latestChanges.map((change) => new Date(change.lastUpdate).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows a unit admin their customer's figures, and nothing of areas they may not read", async () => {
    const unitAdmin = await api.signUpAs('UNIT_ADMIN', 'ff-beispielhausen');
    const figures = await summary(unitAdmin.idToken);
    expect(figures.counts.users).toBe(await count(`users WHERE customer_uid = 'ff-beispielhausen'`));
    expect(figures.counts.customers).toBe(1);
    expect(figures.counts.beacons).toBe(await count(`beacons WHERE customer_uid = 'ff-beispielhausen'`));
    expect(figures.counts.hydrants).toBe(await count('hydrants'));
    // A beacon of theirs changes: it is among their latest changes; nothing of another customer's is.
    await api.call('beacon.update', { body: { uid: 'beacon-tlf-bh', name: 'Beacon TLF Beispielhausen', model: 'Minew E8', customerUid: 'ff-beispielhausen' } });
    await api.call('beacon.update', { body: { uid: 'beacon-rtw-1', name: 'Beacon RTW 1', model: 'Minew E8', customerUid: 'rd-musterland' } });
    const latest = (await summary(unitAdmin.idToken)).latestChanges;
    expect(latest.map((change) => change.uid)).toContain('beacon-tlf-bh');
    const tables = { stagingRoom: 'staging_rooms', beacon: 'beacons', gateway: 'gateways' } as const;
    for (const change of latest) {
      if (change.kind in tables) {
        expect(await count(`${tables[change.kind as keyof typeof tables]} WHERE uid = $1 AND customer_uid = 'ff-beispielhausen'`, [change.uid])).toBe(1);
      }
    }
  });

  it('is refused to users without administration rights', async () => {
    const user = await api.signUpAs('USER');
    expect((await api.call('summary.get', { token: user.idToken })).statusCode).toBe(403);
  });
});
