import type { VehicleBlueprint, VehicleType } from '@rescue-admin/api-contract';
import type { Queryable } from '../db/database';

interface BlueprintRow {
  uid: string;
  createDate: Date;
  lastUpdate: Date;
  name: string;
  seats: number;
  type: VehicleType;
}

interface LoadRow {
  blueprintUid: string;
  amount: number;
  material: { uid: string; createDate: string; lastUpdate: string; name: string };
}

/**
 * Blueprints with their type and standard load, in the list's order (name, uid), in two queries
 * however many blueprints there are: all of them, or those of `uids`.
 */
export async function loadBlueprints(db: Queryable, uids?: readonly string[]): Promise<VehicleBlueprint[]> {
  const params = uids ? [uids] : [];
  const blueprints = await db.query<BlueprintRow>(
    `SELECT b.uid, b.create_date AS "createDate", b.last_update AS "lastUpdate", b.name, b.seats,
       json_build_object('uid', t.uid, 'name', t.name, 'createDate', t.create_date, 'lastUpdate', t.last_update) AS type
     FROM vehicle_blueprints b JOIN vehicle_types t ON t.uid = b.type_uid ${uids ? 'WHERE b.uid = ANY($1::text[])' : ''}
     ORDER BY b.name, b.uid`,
    params,
  );
  const loads = await db.query<LoadRow>(
    `SELECT l.blueprint_uid AS "blueprintUid", l.amount,
       json_build_object('uid', m.uid, 'name', m.name, 'createDate', m.create_date, 'lastUpdate', m.last_update) AS material
     FROM blueprint_loads l JOIN materials m ON m.uid = l.material_uid ${uids ? 'WHERE l.blueprint_uid = ANY($1::text[])' : ''}
     ORDER BY l.blueprint_uid, l.position`,
    params,
  );
  // Map.groupBy would do, but it needs Node 21.
  const byBlueprint = new Map<string, LoadRow[]>();
  for (const load of loads) byBlueprint.set(load.blueprintUid, [...(byBlueprint.get(load.blueprintUid) ?? []), load]);
  return blueprints.map((b) => ({
    ...b,
    // Nested json_build_object timestamps arrive as strings; make them Dates like every top-level date column.
    type: { ...b.type, createDate: new Date(b.type.createDate), lastUpdate: new Date(b.type.lastUpdate) },
    standardLoad: (byBlueprint.get(b.uid) ?? []).map((load) => ({
      amount: load.amount,
      material: { ...load.material, createDate: new Date(load.material.createDate), lastUpdate: new Date(load.material.lastUpdate) },
    })),
  }));
}
