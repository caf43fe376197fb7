import type { StagingRoom } from '@rescue-admin/api-contract';
import { firstOr404, requireExisting } from '../db/sql';
import { STAGING_COLUMNS as COLUMNS } from '../lists/list-columns';
import type { EndpointHandlers } from '../http/endpoints';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';
import { deleteOr409, readAtTime } from './shared';

export function stagingRoomHandlers(
  s: HandlerServices,
): Pick<EndpointHandlers, 'staging.all' | 'staging.create' | 'staging.update' | 'staging.delete' | 'staging.history'> {
  const { db } = s;
  return {
    'staging.all': ({ scope }) => readList<StagingRoom>(db, 'staging.all', scope?.customerUid),

    'staging.history': ({ query, scope }) => historyOf(db, 'staging', query.stagingRoomUid, scope),

    'staging.create': ({ body, caller }) =>
      db.transaction(async (tx) => {
        await requireExisting(tx, 'customers', body.customerUid, 'Customer', 'customerUid');
        const uid = s.newUid();
        const now = s.now();
        const { address: a } = body;
        const [created] = await tx.query<StagingRoom>(
          `INSERT INTO staging_rooms (uid, create_date, last_update, name, street, number, zip, city, additional_info, range_autoerfassung, status, customer_uid, lon, lat)
           VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${COLUMNS}`,
          [uid, now, body.name, a.street, a.number, a.zip, a.city, a.additionalInfo, body.rangeAutoerfassung, body.status, body.customerUid, body.lon, body.lat],
        );
        await audit(tx, { caller, entity: 'staging', uid, action: 'create', before: null, after: created ?? null, owner: body.customerUid, at: now });
        return uid;
      }),

    'staging.update': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const before = firstOr404(await tx.query<StagingRoom>(`SELECT ${COLUMNS} FROM staging_rooms WHERE uid = $1 FOR UPDATE`, [body.uid]), 'Staging room', 'uid');
        await requireVersion(tx, 'staging', body.uid, before, before.lastUpdate, body.lastUpdate);
        await requireExisting(tx, 'customers', body.customerUid, 'Customer', 'customerUid');
        const now = s.now();
        const { address: a } = body;
        const [after] = await tx.query<StagingRoom>(
          `UPDATE staging_rooms SET last_update = $2, name = $3, street = $4, number = $5, zip = $6, city = $7, additional_info = $8,
             range_autoerfassung = $9, status = $10, customer_uid = $11, lon = $12, lat = $13
           WHERE uid = $1 RETURNING ${COLUMNS}`,
          [body.uid, now, body.name, a.street, a.number, a.zip, a.city, a.additionalInfo, body.rangeAutoerfassung, body.status, body.customerUid, body.lon, body.lat],
        );
        await audit(tx, { caller, entity: 'staging', uid: body.uid, action: 'update', before, after: after ?? null, owner: body.customerUid, at: now });
        return after as StagingRoom;
      }),

    'staging.delete': ({ query, caller }) =>
      deleteOr409(s, caller, {
        entity: 'staging',
        table: 'staging_rooms',
        columns: COLUMNS,
        uid: query.stagingRoomUid,
        what: 'Staging room',
        field: 'stagingRoomUid',
        readAt: readAtTime(query.lastUpdate),
        versionOf: (row: StagingRoom) => row.lastUpdate,
        ownerOf: (row: StagingRoom) => row.customerUid,
      }),
  };
}
