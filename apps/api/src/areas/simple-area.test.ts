import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS, migrate } from '../db/migrations';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { defineSimpleArea, type SimpleAreaDefinition } from './simple-area';

/**
 * The definition of a simple area, checked at start-up. Its calls are tested over HTTP by each
 * area's own test (areas/<key>.test.ts, written by the feature-lib generator; generator-check runs one).
 */
const Vehicle = z.object({ uid: z.string(), createDate: z.date(), lastUpdate: z.date(), name: z.string(), licensePlate: z.string(), seats: z.number() });

const VEHICLES: SimpleAreaDefinition<'vehicle-probe', 'area_vehicle_probe'> = {
  key: 'vehicle-probe',
  table: 'area_vehicle_probe',
  what: 'Vehicle probe',
  record: Vehicle,
  migrations: [
    {
      id: 'area_vehicle_probe_0001_create',
      sql: `CREATE TABLE area_vehicle_probe (uid text PRIMARY KEY, create_date timestamptz NOT NULL, last_update timestamptz NOT NULL,
            name text NOT NULL, license_plate text NOT NULL, seats integer NOT NULL);`,
    },
  ],
  grants: { read: ['SUPER_ADMIN', 'ADMIN'], write: ['SUPER_ADMIN'] },
  sample: { name: 'HLF 20', licensePlate: 'MS-FW 112', seats: 9 },
};

describe('defineSimpleArea', () => {
  it('given a record schema, makes every field but uid and the dates a column, in snake_case and in order', () => {
    expect(defineSimpleArea(VEHICLES).columns).toEqual([
      { field: 'name', column: 'name' },
      { field: 'licensePlate', column: 'license_plate' },
      { field: 'seats', column: 'seats' },
    ]);
  });

  it.each([
    ['a key that is an area of the contract’s policy table (it would take over its grants)', { key: 'materials' }, /policy table/],
    ['a table that is no plain SQL identifier', { table: 'area_x; DROP TABLE users' }, /not a plain SQL identifier/],
    ['a role that does not exist', { grants: { read: ['ROOT'], write: [] } }, /unknown role 'ROOT'/],
    ['a migration whose id does not start with the table', { migrations: [{ id: '0008_vehicles', sql: '' }] }, /must start with 'area_vehicle_probe_'/],
  ])('refuses %s', (_case, change, message) => {
    expect(() => defineSimpleArea({ ...VEHICLES, ...change } as typeof VEHICLES)).toThrow(message);
  });
});

describe('a simple area registered after the database was made', () => {
  let db: TestDatabase | undefined;
  afterEach(async () => db?.close());

  it('gets its table at the next start, once, and the core migrations are not run again', async () => {
    db = await openTestDatabase();
    const area = defineSimpleArea(VEHICLES);

    expect(await migrate(db, [...ALL_MIGRATIONS, ...area.migrations])).toEqual(['area_vehicle_probe_0001_create']);
    expect(await db.query(`SELECT count(*)::int AS n FROM area_vehicle_probe`)).toEqual([{ n: 0 }]);
    expect(await migrate(db, [...ALL_MIGRATIONS, ...area.migrations])).toEqual([]);
  });
});
