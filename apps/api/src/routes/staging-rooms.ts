import type { StagingRoom } from '@rescue-admin/api-contract';
import { ADDRESS_JSON, firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { Services } from '../services';
import { deleteOr409 } from './shared';

const COLUMNS = `uid, create_date AS "createDate", last_update AS "lastUpdate", name, ${ADDRESS_JSON},
  range_autoerfassung AS "rangeAutoerfassung", status, customer_uid AS "customerUid", lon, lat`;

export function stagingRoomHandlers(s: Services): Pick<EndpointHandlers, 'staging.all' | 'staging.create' | 'staging.update' | 'staging.delete'> {
  const { db } = s;
  return {
    'staging.all': ({ scope }) =>
      db.query<StagingRoom>(`SELECT ${COLUMNS} FROM staging_rooms WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY name, uid`, [scope?.customerUid ?? null]),

    'staging.create': async ({ body }) => {
      await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      const uid = s.newUid();
      const { address: a } = body;
      await db.query(
        `INSERT INTO staging_rooms (uid, create_date, last_update, name, street, number, zip, city, additional_info, range_autoerfassung, status, customer_uid, lon, lat)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [uid, s.now(), body.name, a.street, a.number, a.zip, a.city, a.additionalInfo, body.rangeAutoerfassung, body.status, body.customerUid, body.lon, body.lat],
      );
      return uid;
    },

    'staging.update': async ({ body }) => {
      await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      const { address: a } = body;
      return firstOr404(
        await db.query<StagingRoom>(
          `UPDATE staging_rooms SET last_update = $2, name = $3, street = $4, number = $5, zip = $6, city = $7, additional_info = $8,
             range_autoerfassung = $9, status = $10, customer_uid = $11, lon = $12, lat = $13
           WHERE uid = $1 RETURNING ${COLUMNS}`,
          [body.uid, s.now(), body.name, a.street, a.number, a.zip, a.city, a.additionalInfo, body.rangeAutoerfassung, body.status, body.customerUid, body.lon, body.lat],
        ),
        'Staging room',
        'uid',
      );
    },

    'staging.delete': ({ query }) => deleteOr409(db, 'staging_rooms', query.stagingRoomUid, 'Staging room', 'stagingRoomUid'),
  };
}
