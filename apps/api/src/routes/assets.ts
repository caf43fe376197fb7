import type { Beacon, Gateway } from '@rescue-admin/api-contract';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { Services } from '../services';

export const BEACON_COLUMNS = `uid, name, model, customer_uid AS "customerUid", last_updated AS "lastUpdated", last_synced AS "lastSynced"`;
export const GATEWAY_COLUMNS = `uid, name, customer_uid AS "customerUid", last_updated AS "lastUpdated", last_synced AS "lastSynced"`;

/** Beacons and gateways: edited here, their sync state comes from the gateway network (the sync provider). */
export function assetHandlers(
  s: Services,
): Pick<EndpointHandlers, 'beacon.all' | 'beacon.update' | 'beacon.sync' | 'gateway.all' | 'gateway.update' | 'gateway.sync'> {
  const { db } = s;
  return {
    'beacon.all': () => db.query<Beacon>(`SELECT ${BEACON_COLUMNS} FROM beacons ORDER BY name, uid`),

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

    'beacon.sync': async ({ body }) => {
      if (body.customerUid) await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      return s.assetSync.syncBeacons(body.customerUid ?? null);
    },

    'gateway.all': () => db.query<Gateway>(`SELECT ${GATEWAY_COLUMNS} FROM gateways ORDER BY name, uid`),

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

    'gateway.sync': async ({ body }) => {
      if (body.customerUid) await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      return s.assetSync.syncGateways(body.customerUid ?? null);
    },
  };
}
