import type { Beacon, Gateway } from '@rescue-admin/api-contract';
import { BEACON_COLUMNS, GATEWAY_COLUMNS } from '../db/asset-columns';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { Services } from '../services';

/** Beacons and gateways: edited here, their sync state comes from the gateway network (the sync provider). */
export function assetHandlers(
  s: Services,
): Pick<EndpointHandlers, 'beacon.all' | 'beacon.update' | 'beacon.sync' | 'gateway.all' | 'gateway.update' | 'gateway.sync'> {
  const { db } = s;
  return {
    'beacon.all': ({ scope }) =>
      db.query<Beacon>(`SELECT ${BEACON_COLUMNS} FROM beacons WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY name, uid`, [scope?.customerUid ?? null]),

    'beacon.update': async ({ body }) => {
      await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      return firstOr404(
        await db.query<Beacon>(
          `UPDATE beacons SET name = $2, model = $3, customer_uid = $4, last_updated = $5 WHERE uid = $1 RETURNING ${BEACON_COLUMNS}`,
          [body.uid, body.name, body.model, body.customerUid, s.now()],
        ),
        'Beacon',
        'uid',
      );
    },

    // Without a customer in the body, a caller limited to one customer syncs (and sees) just that one.
    'beacon.sync': async ({ body, scope }) => {
      if (body.customerUid) await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      return s.assetSync.syncBeacons(body.customerUid ?? scope?.customerUid ?? null, scope?.customerUid ?? null);
    },

    'gateway.all': ({ scope }) =>
      db.query<Gateway>(`SELECT ${GATEWAY_COLUMNS} FROM gateways WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY name, uid`, [scope?.customerUid ?? null]),

    'gateway.update': async ({ body }) => {
      await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      return firstOr404(
        await db.query<Gateway>(
          `UPDATE gateways SET name = $2, customer_uid = $3, last_updated = $4 WHERE uid = $1 RETURNING ${GATEWAY_COLUMNS}`,
          [body.uid, body.name, body.customerUid, s.now()],
        ),
        'Gateway',
        'uid',
      );
    },

    'gateway.sync': async ({ body, scope }) => {
      if (body.customerUid) await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      return s.assetSync.syncGateways(body.customerUid ?? scope?.customerUid ?? null, scope?.customerUid ?? null);
    },
  };
}
