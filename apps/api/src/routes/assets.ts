import type { Beacon, Gateway } from '@rescue-admin/api-contract';
import type { Caller } from '../access/callers';
import type { Scope } from '../access/guard';
import { BEACON_COLUMNS, GATEWAY_COLUMNS } from '../db/asset-columns';
import type { Database } from '../db/database';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, historyOf, type Entity } from '../writes/audit';
import { requireVersion } from '../writes/versioned';

type Asset = Beacon | Gateway;

/** Beacons and gateways: edited here, their sync state comes from the gateway network (the sync provider). */
export function assetHandlers(
  s: HandlerServices,
): Pick<
  EndpointHandlers,
  'beacon.all' | 'beacon.update' | 'beacon.sync' | 'beacon.history' | 'gateway.all' | 'gateway.update' | 'gateway.sync' | 'gateway.history'
> {
  const { db } = s;

  const update = <Row extends Asset>(entity: Entity, table: 'beacons' | 'gateways', columns: string, body: Omit<Beacon, 'lastSynced' | 'lastUpdated' | 'model'> & { model?: string; lastUpdated?: Date }, caller: Caller) =>
    db.transaction(async (tx) => {
      const before = firstOr404(await tx.query<Row>(`SELECT ${columns} FROM ${table} WHERE uid = $1 FOR UPDATE`, [body.uid]), entity === 'beacon' ? 'Beacon' : 'Gateway', 'uid');
      await requireVersion(tx, entity, body.uid, before, before.lastUpdated, body.lastUpdated);
      await requireExisting(tx, 'customers', body.customerUid, 'Customer', 'customerUid');
      const now = s.now();
      const [after] =
        table === 'beacons'
          ? await tx.query<Row>(`UPDATE beacons SET name = $2, model = $3, customer_uid = $4, last_updated = $5 WHERE uid = $1 RETURNING ${columns}`, [
              body.uid,
              body.name,
              body.model ?? '',
              body.customerUid,
              now,
            ])
          : await tx.query<Row>(`UPDATE gateways SET name = $2, customer_uid = $3, last_updated = $4 WHERE uid = $1 RETURNING ${columns}`, [
              body.uid,
              body.name,
              body.customerUid,
              now,
            ]);
      await audit(tx, { caller, entity, uid: body.uid, action: 'update', before, after: after ?? null, owner: body.customerUid, at: now });
      return after as Row;
    });

  /** Runs the sync provider, then records which assets it marked as synced. */
  const sync = async <Row extends Asset>(
    entity: Entity,
    table: 'beacons' | 'gateways',
    run: (customerUid: string | null, visible: string | null) => Promise<Row[]>,
    customerUid: string | undefined,
    scope: Scope,
    caller: Caller,
  ) => {
    if (customerUid) await requireExisting(db, 'customers', customerUid, 'Customer', 'customerUid');
    // Without a customer in the body, a caller limited to one customer syncs (and sees) just that one.
    const target = customerUid ?? scope?.customerUid ?? null;
    const before = await syncStates(db, table, target);
    const rows = await run(target, scope?.customerUid ?? null);
    const after = await syncStates(db, table, target);
    await db.transaction(async (tx) => {
      for (const [uid, state] of after) {
        const previous = before.get(uid);
        if (previous && previous.lastSynced?.getTime() === state.lastSynced?.getTime()) continue;
        await audit(tx, {
          caller,
          entity,
          uid,
          action: 'sync',
          before: { lastSynced: previous?.lastSynced ?? null },
          after: { lastSynced: state.lastSynced },
          owner: state.customerUid,
          at: s.now(),
        });
      }
    });
    return rows;
  };

  return {
    'beacon.all': ({ scope }) => readList<Beacon>(db, 'beacon.all', scope?.customerUid),
    'beacon.update': ({ body, caller }) => update<Beacon>('beacon', 'beacons', BEACON_COLUMNS, body, caller),
    'beacon.sync': ({ body, scope, caller }) => sync<Beacon>('beacon', 'beacons', (c, v) => s.assetSync.syncBeacons(c, v), body.customerUid, scope, caller),
    'beacon.history': ({ query, scope }) => historyOf(db, 'beacon', query.beaconUid, scope),

    'gateway.all': ({ scope }) => readList<Gateway>(db, 'gateway.all', scope?.customerUid),
    'gateway.update': ({ body, caller }) => update<Gateway>('gateway', 'gateways', GATEWAY_COLUMNS, body, caller),
    'gateway.sync': ({ body, scope, caller }) => sync<Gateway>('gateway', 'gateways', (c, v) => s.assetSync.syncGateways(c, v), body.customerUid, scope, caller),
    'gateway.history': ({ query, scope }) => historyOf(db, 'gateway', query.gatewayUid, scope),
  };
}

async function syncStates(db: Database, table: 'beacons' | 'gateways', customerUid: string | null) {
  const rows = await db.query<{ uid: string; customerUid: string; lastSynced: Date | null }>(
    `SELECT uid, customer_uid AS "customerUid", last_synced AS "lastSynced" FROM ${table} WHERE $1::text IS NULL OR customer_uid = $1`,
    [customerUid],
  );
  return new Map(rows.map((row) => [row.uid, row]));
}
