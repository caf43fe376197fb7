import type { StandardLoadItemInput, VehicleBlueprint, VehicleType, VehicleTypeRef } from '@rescue-admin/api-contract';
import type { Caller } from '../access/callers';
import type { Queryable } from '../db/database';
import { firstOr404 } from '../db/sql';
import { loadBlueprints } from '../lists/blueprint-rows';
import { VEHICLE_TYPE_COLUMNS as TYPE_COLUMNS } from '../lists/list-columns';
import type { EndpointHandlers } from '../http/endpoints';
import { notFound } from '../http/errors';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';

/** A blueprint as its history shows it: the type by name, each load line as "amount × material". */
function auditView(blueprint: VehicleBlueprint) {
  return {
    name: blueprint.name,
    seats: blueprint.seats,
    type: blueprint.type.name,
    standardLoad: blueprint.standardLoad.map((line) => `${line.amount} × ${line.material.name}`),
  };
}

export function vehicleHandlers(
  s: HandlerServices,
): Pick<EndpointHandlers, 'vehicle.blueprints' | 'vehicle.types' | 'vehicle.createBlueprint' | 'vehicle.updateBlueprint' | 'vehicle.iconPermit' | 'vehicle.blueprintHistory'> {
  const { db } = s;

  /**
   * An existing type by uid, or a new one by name (reusing a type of the same name, case ignored).
   * A type created this way is a write of its own and gets its own audit entry.
   */
  async function resolveType(tx: Queryable, caller: Caller, ref: VehicleTypeRef): Promise<string> {
    if (ref.uid !== undefined) {
      return firstOr404(await tx.query<{ uid: string }>(`SELECT uid FROM vehicle_types WHERE uid = $1`, [ref.uid]), 'Vehicle type', 'type.uid').uid;
    }
    const [existing] = await tx.query<{ uid: string }>(`SELECT uid FROM vehicle_types WHERE lower(name) = lower($1)`, [ref.name]);
    if (existing) return existing.uid;
    const uid = s.newUid();
    const now = s.now();
    const [created] = await tx.query<VehicleType>(`INSERT INTO vehicle_types (uid, name, create_date, last_update) VALUES ($1, $2, $3, $3) RETURNING ${TYPE_COLUMNS}`, [
      uid,
      ref.name,
      now,
    ]);
    await audit(tx, { caller, entity: 'vehicleType', uid, action: 'create', before: null, after: created ?? null, at: now });
    return uid;
  }

  async function writeLoad(tx: Queryable, blueprintUid: string, load: StandardLoadItemInput[]): Promise<void> {
    const uids = load.map((item) => item.material.uid);
    const known = new Set((await tx.query<{ uid: string }>(`SELECT uid FROM materials WHERE uid = ANY($1::text[])`, [uids])).map((row) => row.uid));
    const missing = uids.findIndex((uid) => !known.has(uid));
    if (missing >= 0) throw notFound('Material', `standardLoad.${missing}.material.uid`);
    await tx.query(`DELETE FROM blueprint_loads WHERE blueprint_uid = $1`, [blueprintUid]);
    if (load.length === 0) return;
    await tx.query(
      `INSERT INTO blueprint_loads (blueprint_uid, material_uid, amount, position)
       SELECT $1, material_uid, amount, position - 1 FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS l(material_uid, amount, position)`,
      [blueprintUid, uids, load.map((item) => item.amount)],
    );
  }

  return {
    'vehicle.blueprints': () => readList<VehicleBlueprint>(db, 'vehicle.blueprints'),

    // The policy has already said "may update blueprints"; an icon needs its blueprint, too.
    'vehicle.iconPermit': async ({ query }) => {
      firstOr404(await db.query(`SELECT 1 FROM vehicle_blueprints WHERE uid = $1`, [query.blueprintUid]), 'Vehicle blueprint', 'blueprintUid');
      return true as const;
    },

    'vehicle.types': () => readList<VehicleType>(db, 'vehicle.types'),

    'vehicle.blueprintHistory': ({ query, scope }) => historyOf(db, 'blueprint', query.blueprintUid, scope),

    // The blueprint, a new type and the standard load are one unit: all stored, or none.
    'vehicle.createBlueprint': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const typeUid = await resolveType(tx, caller, body.type);
        const uid = s.newUid();
        const now = s.now();
        await tx.query(`INSERT INTO vehicle_blueprints (uid, create_date, last_update, name, seats, type_uid) VALUES ($1, $2, $2, $3, $4, $5)`, [
          uid,
          now,
          body.name,
          body.seats,
          typeUid,
        ]);
        await writeLoad(tx, uid, body.standardLoad);
        const [created] = await loadBlueprints(tx, [uid]);
        await audit(tx, { caller, entity: 'blueprint', uid, action: 'create', before: null, after: created ? auditView(created) : null, at: now });
        return uid;
      }),

    // The whole standard load is replaced: the version check keeps a colleague's new lines from vanishing unseen.
    'vehicle.updateBlueprint': ({ body, caller }) =>
      db.transaction(async (tx) => {
        firstOr404(await tx.query(`SELECT 1 FROM vehicle_blueprints WHERE uid = $1 FOR UPDATE`, [body.uid]), 'Vehicle blueprint', 'uid');
        const before = firstOr404(await loadBlueprints(tx, [body.uid]), 'Vehicle blueprint', 'uid');
        await requireVersion(tx, 'blueprint', body.uid, before, before.lastUpdate, body.lastUpdate);
        const typeUid = await resolveType(tx, caller, body.type);
        const now = s.now();
        await tx.query(`UPDATE vehicle_blueprints SET last_update = $2, name = $3, seats = $4, type_uid = $5 WHERE uid = $1`, [
          body.uid,
          now,
          body.name,
          body.seats,
          typeUid,
        ]);
        await writeLoad(tx, body.uid, body.standardLoad);
        const after = firstOr404(await loadBlueprints(tx, [body.uid]), 'Vehicle blueprint', 'uid');
        await audit(tx, { caller, entity: 'blueprint', uid: body.uid, action: 'update', before: auditView(before), after: auditView(after), at: now });
        return after;
      }),
  };
}
