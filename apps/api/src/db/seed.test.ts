import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate, TABLES } from './migrations';
import { openTestDatabase } from '../test/test-database';
import { DEMO_ADMIN, seedDemoData } from './seed';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const count = async (table: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
const dump = async () => JSON.stringify(await Promise.all(TABLES.map((t) => db.query(`SELECT * FROM ${t} ORDER BY 1, 2`))));

describe('migrations', () => {
  it('a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});

describe('the German demo seed', () => {
  it('runs once, and a second run changes nothing', async () => {
    expect(await seedDemoData(db)).toBe(true);
    const first = await dump();
    expect(await seedDemoData(db)).toBe(false);
    expect(await dump()).toBe(first);
  });

  it('has the demo administrator of the local stack', async () => {
    const [erika] = await db.query(`SELECT uid, firstname, lastname, mail, role, customer_uid AS "customerUid" FROM users WHERE uid = $1`, [DEMO_ADMIN.uid]);
    expect(erika).toEqual({ ...DEMO_ADMIN });
    const [customer] = await db.query(`SELECT name, kennung FROM customers WHERE uid = 'fw-musterstadt'`);
    expect(customer).toEqual({ name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' });
  });

  it('covers every entity', async () => {
    for (const table of TABLES.filter((t) => !['app_meta', 'audit_log', 'account_outbox', 'idempotency_keys', 'invitations', 'mail_changes'].includes(t))) expect(await count(table), table).toBeGreaterThan(0);
    expect(await count('hydrants')).toBeGreaterThanOrEqual(24);
    expect(await count('customers')).toBeGreaterThanOrEqual(3);
    expect(new Set((await db.query<{ role: string }>(`SELECT role FROM users`)).map((u) => u.role)).size).toBeGreaterThanOrEqual(4);
    const names = (await db.query<{ name: string }>(`SELECT name FROM vehicle_types`)).map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['LF 20', 'HLF 20', 'TLF 3000', 'DLK 23/12', 'RTW', 'ELW 1']));
  });

  it('puts the hydrants around Musterstadt (51.0 N, 10.0 E)', async () => {
    const hydrants = await db.query<{ lat: number; lon: number }>(`SELECT lat, lon FROM hydrants`);
    for (const { lat, lon } of hydrants) {
      expect(Math.abs(lat - 51)).toBeLessThan(0.05);
      expect(Math.abs(lon - 10)).toBeLessThan(0.05);
    }
  });

  it('does not bring back a demo record an administrator deleted', async () => {
    await db.query(`DELETE FROM hydrants WHERE uid = 'hydrant-001'`);
    await seedDemoData(db);
    expect(await db.query(`SELECT 1 FROM hydrants WHERE uid = 'hydrant-001'`)).toEqual([]);
  });
});
