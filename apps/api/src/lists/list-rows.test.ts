import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { seedDemoData } from '../db/seed';
import { openTestDatabase } from '../test/test-database';
import { listsDependingOn, listsOfEntity, ownerOfRow, readList, readListRows } from './list-rows';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  await seedDemoData(db);
});
afterAll(() => db.close());

describe('readListRows', () => {
  it('answers the rows of the given uids exactly as the list has them; a uid without a row is absent', async () => {
    const all = await readList<Record<string, unknown> & { uid: string }>(db, 'hydrant.all');
    const [first, , third] = all;
    const rows = await readListRows(db, 'hydrant.all', [third?.uid as string, 'gone', first?.uid as string]);
    expect([...rows.keys()].sort()).toEqual([first?.uid, third?.uid].sort());
    expect(rows.get(first?.uid as string)).toEqual(first);
    expect(rows.has('gone')).toBe(false);
  });

  it('reads blueprints with their type and load, users with their invitation state', async () => {
    const [blueprint] = await readList<{ uid: string }>(db, 'vehicle.blueprints');
    expect((await readListRows(db, 'vehicle.blueprints', [blueprint?.uid as string])).get(blueprint?.uid as string)).toEqual(blueprint);
    const [user] = await readList<{ uid: string }>(db, 'user.all');
    expect((await readListRows(db, 'user.all', [user?.uid as string])).get(user?.uid as string)).toEqual(user);
  });

  it('refuses an endpoint that is not a cached list', async () => {
    await expect(readListRows(db, 'hydrant.history', ['x'])).rejects.toThrow(/not a cached list/);
  });
});

describe('listsOfEntity and ownerOfRow', () => {
  it('name the lists that show an entity’s records', () => {
    expect(listsOfEntity('beacon')).toEqual(['beacon.all']);
    expect(listsOfEntity('hydrant')).toEqual(['hydrant.all']);
    expect(listsOfEntity('qualificationGroup')).toEqual(['qualification.groups']);
    expect(listsOfEntity('blueprint')).toEqual(['vehicle.blueprints']);
    expect(listsOfEntity('mission')).toEqual([]);
    // A blueprint's row names its type and its load's materials: those writes make it stale, not their own lists.
    expect(listsDependingOn('material')).toEqual(['vehicle.blueprints']);
    expect(listsDependingOn('vehicleType')).toEqual(['vehicle.blueprints']);
    expect(listsDependingOn('blueprint')).toEqual([]);
    expect(listsDependingOn('hydrant')).toEqual([]);
    expect(listsDependingOn('inspectionSettings')).toEqual(['hydrant.all']);
  });

  it('name the customer a row belongs to, null for shared catalogues', async () => {
    const [room] = await readList<{ uid: string; customerUid: string }>(db, 'staging.all');
    expect(ownerOfRow('staging.all', room as never)).toBe(room?.customerUid);
    const [customer] = await readList<{ uid: string }>(db, 'customer.all');
    expect(ownerOfRow('customer.all', customer as never)).toBe(customer?.uid);
    expect(ownerOfRow('hydrant.all', { uid: 'h', name: 'x' })).toBeNull();
  });
});
