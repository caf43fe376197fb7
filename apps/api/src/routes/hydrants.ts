import type { Hydrant } from '@rescue-admin/api-contract';
import { firstOr404 } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import { inspectionColumns } from '../inspections/inspection-sql';
import { HYDRANT_COLUMNS, HYDRANT_ROW_COLUMNS } from '../lists/list-columns';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, auditCreated, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';
import { importedInspections } from './hydrant-import';
import { deleteOr409, readAtTime } from './shared';

export function hydrantHandlers(
  s: HandlerServices,
): Pick<EndpointHandlers, 'hydrant.all' | 'hydrant.create' | 'hydrant.update' | 'hydrant.delete' | 'hydrant.history' | 'hydrant.bulkCreate'> {
  const { db } = s;
  return {
    'hydrant.all': () => readList<Hydrant>(db, 'hydrant.all'),

    'hydrant.history': ({ query, scope }) => historyOf(db, 'hydrant', query.hydrantUid, scope),

    'hydrant.create': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const uid = s.newUid();
        const now = s.now();
        const [created] = await tx.query<Hydrant>(
          `INSERT INTO hydrants (uid, create_date, last_update, name, description, lon, lat, durchmesser, type, verteiler_leitung)
           VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${HYDRANT_COLUMNS}`,
          [uid, now, body.name, body.description, body.lon, body.lat, body.durchmesser, body.type, body.verteilerLeitung],
        );
        await audit(tx, { caller, entity: 'hydrant', uid, action: 'create', before: null, after: created ?? null, at: now });
        return uid;
      }),

    // A batch of an import: one statement for the rows, one for their audit entries, one transaction.
    'hydrant.bulkCreate': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const now = s.now();
        const rows = body.hydrants;
        const uids = rows.map(() => s.newUid());
        const created = await tx.query<Hydrant>(
          `INSERT INTO hydrants (uid, create_date, last_update, name, description, lon, lat, durchmesser, type, verteiler_leitung)
           SELECT r.uid, $2, $2, r.name, r.description, r.lon, r.lat, r.durchmesser, r.type, r.leitung
           FROM unnest($1::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[], $8::text[], $9::text[])
             AS r(uid, name, description, lon, lat, durchmesser, type, leitung)
           RETURNING ${HYDRANT_COLUMNS}`,
          [
            uids,
            now,
            rows.map((h) => h.name),
            rows.map((h) => h.description),
            rows.map((h) => h.lon),
            rows.map((h) => h.lat),
            rows.map((h) => h.durchmesser),
            rows.map((h) => h.type),
            rows.map((h) => h.verteilerLeitung),
          ],
        );
        await auditCreated(tx, caller, 'hydrant', created, now);
        await importedInspections(tx, s, caller, rows, uids, now);
        return { created: uids };
      }),

    'hydrant.update': ({ body: { hydrant: h }, caller }) =>
      db.transaction(async (tx) => {
        const before = firstOr404(await tx.query<Hydrant>(`SELECT ${HYDRANT_ROW_COLUMNS} FROM hydrants WHERE uid = $1 FOR UPDATE`, [h.uid]), 'Hydrant', 'hydrant.uid');
        await requireVersion(tx, 'hydrant', h.uid, before, before.lastUpdate, h.lastUpdate);
        const now = s.now();
        // The hydrant's own inspection cycle is stored when the body names it (null: the register's), kept when absent.
        const [after] = await tx.query<Hydrant>(
          `UPDATE hydrants SET last_update = $2, name = $3, description = $4, lon = $5, lat = $6, durchmesser = $7, type = $8, verteiler_leitung = $9,
             inspection_interval_months = CASE WHEN $10::boolean THEN $11::integer ELSE inspection_interval_months END
           WHERE uid = $1 RETURNING ${HYDRANT_ROW_COLUMNS}`,
          [h.uid, now, h.name, h.description, h.lon, h.lat, h.durchmesser, h.type, h.verteilerLeitung, h.inspectionIntervalMonths !== undefined, h.inspectionIntervalMonths ?? null],
        );
        await audit(tx, { caller, entity: 'hydrant', uid: h.uid, action: 'update', before, after: after ?? null, at: now });
        return after as Hydrant;
      }),

    'hydrant.delete': ({ query, caller }) =>
      deleteOr409(s, caller, {
        entity: 'hydrant',
        table: 'hydrants',
        columns: HYDRANT_COLUMNS,
        uid: query.hydrantUid,
        what: 'Hydrant',
        field: 'hydrantUid',
        readAt: readAtTime(query.lastUpdate),
        versionOf: (row: Hydrant) => row.lastUpdate,
        // Its inspections go with it (ON DELETE CASCADE), each with a delete entry of its own.
        cascades: async (tx) =>
          (await tx.query<{ uid: string }>(`SELECT ${inspectionColumns()} FROM inspections WHERE hydrant_uid = $1`, [query.hydrantUid])).map((row) => ({
            entity: 'inspection' as const,
            uid: row.uid,
            before: row,
          })),
      }),
  };
}
