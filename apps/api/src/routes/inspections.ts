import { INSPECTION_EDIT_WINDOW_MS, INSPECTION_PHOTO_PATH, type DefectReportRow, type Inspection, type InspectionSettings } from '@rescue-admin/api-contract';
import type { Caller } from '../access/callers';
import type { Queryable } from '../db/database';
import { firstOr404 } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import { badRequest, HttpError } from '../http/errors';
import { inspectionColumns, REFRESH_STATE_SQL } from '../inspections/inspection-sql';
import { publishChange } from '../live/publish';
import type { HandlerServices } from '../services';
import { audit, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';

/** An inspection row before `editableUntil` is added. */
type StoredInspection = Omit<Inspection, 'editableUntil'>;

const withWindow = (row: StoredInspection): Inspection => ({ ...row, editableUntil: new Date(new Date(row.createDate).getTime() + INSPECTION_EDIT_WINDOW_MS) });

/** Photos must lie in their own hydrant's folder (`inspections/<hydrantUid>/…`): another hydrant's photo is a 400. */
function requireOwnPhotos(hydrantUid: string, photos: readonly string[]): void {
  const foreign = photos.findIndex((path) => INSPECTION_PHOTO_PATH.exec(path)?.[1] !== hydrantUid);
  if (foreign !== -1) throw badRequest('A photo lies outside its hydrant’s folder', { [`photos.${foreign}`]: 'invalid_value' });
}

/** Recomputes the hydrant's derived state in the write's transaction (a change moves the hydrant's list mark with its uid). */
const refreshState = (tx: Queryable, hydrantUids: readonly string[]) => tx.query(REFRESH_STATE_SQL, [hydrantUids]);

/**
 * An inspection changes its hydrant's row in the hydrant list (status, due date): live listeners
 * are told of a hydrant update, so their lists show it (the row is read as the list answers it).
 * The hydrant's own version does not move (an open hydrant form still saves).
 */
const publishHydrantState = (tx: Queryable, caller: Caller, hydrantUid: string, at: Date) =>
  publishChange(tx, { caller, entity: 'hydrant', uid: hydrantUid, action: 'update', after: null, at });

/**
 * Hydrant inspections („Prüfungen“; not in SPEC §7): recorded by the caller, correctable for
 * INSPECTION_EDIT_WINDOW_MS, never deleted (a round's record must be trustworthy; deleting a
 * hydrant removes its inspections with an audit entry each). Each write keeps the hydrant's
 * derived state (inspections/inspection-sql.ts) in its transaction.
 */
export function inspectionHandlers(
  s: HandlerServices,
): Pick<
  EndpointHandlers,
  | 'inspection.ofHydrant'
  | 'inspection.create'
  | 'inspection.update'
  | 'inspection.history'
  | 'inspection.settings'
  | 'inspection.updateSettings'
  | 'inspection.report'
  | 'inspection.photoPermit'
> {
  const { db } = s;
  const readSettings = async (q: Queryable): Promise<InspectionSettings> => {
    const [row] = await q.query<InspectionSettings>(`SELECT interval_months AS "intervalMonths" FROM inspection_settings`);
    return row as InspectionSettings;
  };
  const requireHydrant = async (q: Queryable, uid: string, lock = false) =>
    firstOr404(await q.query(`SELECT uid FROM hydrants WHERE uid = $1${lock ? ' FOR UPDATE' : ''}`, [uid]), 'Hydrant', 'hydrantUid');

  return {
    'inspection.ofHydrant': async ({ query }) => {
      await requireHydrant(db, query.hydrantUid);
      const rows = await db.query<StoredInspection>(
        `SELECT ${inspectionColumns()} FROM inspections WHERE hydrant_uid = $1 ORDER BY inspected_at DESC, uid DESC`,
        [query.hydrantUid],
      );
      return rows.map(withWindow);
    },

    'inspection.create': ({ body, caller }) => {
      requireOwnPhotos(body.hydrantUid, body.photos);
      return db.transaction(async (tx) => {
        // The hydrant's row is locked: two inspections of one hydrant take turns deriving its state.
        await requireHydrant(tx, body.hydrantUid, true);
        const uid = s.newUid();
        const now = s.now();
        const [created] = await tx.query<StoredInspection>(
          `INSERT INTO inspections (uid, hydrant_uid, inspected_at, inspector_uid, inspector_name, result, defects, other_defect, pressure_bar, flow_lpm, note, photos, create_date, last_update)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING ${inspectionColumns()}`,
          [uid, body.hydrantUid, body.inspectedAt, caller.uid, caller.name, body.result, body.defects, otherDefectOf(body), body.pressureBar, body.flowLitresPerMinute, body.note, body.photos, now],
        );
        await refreshState(tx, [body.hydrantUid]);
        await audit(tx, { caller, entity: 'inspection', uid, action: 'create', before: null, after: created ?? null, at: now });
        await publishHydrantState(tx, caller, body.hydrantUid, now);
        return uid;
      });
    },

    'inspection.update': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const [found] = await tx.query<{ hydrantUid: string }>(`SELECT hydrant_uid AS "hydrantUid" FROM inspections WHERE uid = $1`, [body.uid]);
        const hydrantUid = firstOr404(found ? [found] : [], 'Inspection', 'uid').hydrantUid;
        await requireHydrant(tx, hydrantUid, true);
        const before = firstOr404(await tx.query<StoredInspection>(`SELECT ${inspectionColumns()} FROM inspections WHERE uid = $1 FOR UPDATE`, [body.uid]), 'Inspection', 'uid');
        const now = s.now();
        if (now.getTime() > new Date(before.createDate).getTime() + INSPECTION_EDIT_WINDOW_MS) {
          throw new HttpError(409, 'The inspection can no longer be changed; record a new one', undefined, 'inspection_locked', { current: withWindow(before) });
        }
        await requireVersion(tx, 'inspection', body.uid, withWindow(before), before.lastUpdate, body.lastUpdate);
        requireOwnPhotos(hydrantUid, body.photos);
        const [after] = await tx.query<StoredInspection>(
          `UPDATE inspections SET last_update = $2, inspected_at = $3, result = $4, defects = $5, other_defect = $6, pressure_bar = $7, flow_lpm = $8, note = $9, photos = $10
           WHERE uid = $1 RETURNING ${inspectionColumns()}`,
          [body.uid, now, body.inspectedAt, body.result, body.defects, otherDefectOf(body), body.pressureBar, body.flowLitresPerMinute, body.note, body.photos],
        );
        await refreshState(tx, [hydrantUid]);
        await audit(tx, { caller, entity: 'inspection', uid: body.uid, action: 'update', before, after: after ?? null, at: now });
        await publishHydrantState(tx, caller, hydrantUid, now);
        return withWindow(after as StoredInspection);
      }),

    'inspection.history': ({ query, scope }) => historyOf(db, 'inspection', query.inspectionUid, scope),

    'inspection.settings': () => readSettings(db),

    // A new cycle moves every hydrant's due date: the hydrant list's mark moves without naming rows, so kept lists are rebuilt.
    'inspection.updateSettings': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const before = await readSettings(tx);
        const now = s.now();
        await tx.query(`UPDATE inspection_settings SET interval_months = $1, last_update = $2`, [body.intervalMonths, now]);
        if (before.intervalMonths !== body.intervalMonths) await tx.query(`SELECT list_marks_bump('hydrant', ARRAY[]::text[])`);
        await audit(tx, { caller, entity: 'inspectionSettings', uid: 'register', action: 'update', before, after: body, at: now });
        return readSettings(tx);
      }),

    'inspection.report': async ({ query }) => {
      const rows = await db.query<{ hydrant: DefectReportRow['hydrant']; inspection: StoredInspection }>(
        `SELECT json_build_object('uid', h.uid, 'name', h.name, 'description', h.description, 'lat', h.lat, 'lon', h.lon) AS hydrant,
                row_to_json(latest.*) AS inspection
         FROM (
           SELECT DISTINCT ON (i.hydrant_uid) ${inspectionColumns('i')}
           FROM inspections i
           WHERE i.result <> 'IN_ORDNUNG' AND i.inspected_at >= ($1::date AT TIME ZONE 'UTC') AND i.inspected_at < (($2::date + 1) AT TIME ZONE 'UTC')
           ORDER BY i.hydrant_uid, i.inspected_at DESC, i.uid DESC
         ) latest JOIN hydrants h ON h.uid = latest."hydrantUid"
         ORDER BY h.name, h.uid LIMIT $3 OFFSET $4`,
        [query.from, query.to, query.limit, query.offset],
      );
      // row_to_json leaves timestamps as text: the answer's dates are Dates like every other.
      return rows.map(({ hydrant, inspection }) =>
        ({
          hydrant,
          inspection: withWindow({
            ...inspection,
            inspectedAt: new Date(inspection.inspectedAt),
            createDate: new Date(inspection.createDate),
            lastUpdate: new Date(inspection.lastUpdate),
          }),
        }),
      );
    },

    // The policy has already said "may create inspections"; a photo needs its hydrant, too.
    'inspection.photoPermit': async ({ query }) => {
      await requireHydrant(db, query.hydrantUid);
      return true as const;
    },
  };
}

/** „Sonstiges“ names what; without it the text is not kept. */
const otherDefectOf = (body: { defects: readonly string[]; otherDefect: string }) => (body.defects.includes('SONSTIGES') ? body.otherDefect : '');
