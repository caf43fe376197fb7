import type { Defect, InspectionResult } from '@rescue-admin/api-contract';
import type { Queryable } from '../db/database';
import { REFRESH_STATE_SQL } from './inspection-sql';

/** One inspection to insert: uid, hydrant, when inspected and recorded, result, defects, note, inspector. */
export interface InspectionRow {
  uid: string;
  hydrantUid: string;
  inspectedAt: Date;
  recordedAt: Date;
  result: InspectionResult;
  defects: readonly Defect[];
  note: string;
  inspector: { uid: string; name: string };
}

/** Rows per INSERT … SELECT FROM unnest(…): one statement of arrays, whatever the count. */
const BATCH = 20_000;

/**
 * Inserts inspections in unnest batches (a handful of statements for 300,000) and derives their
 * hydrants' state once, in the caller's transaction.
 */
export async function insertInspections(db: Queryable, rows: readonly InspectionRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    await db.query(
      `INSERT INTO inspections (uid, hydrant_uid, inspected_at, inspector_uid, inspector_name, result, defects, note, create_date, last_update)
       SELECT r.uid, r.hydrant, r.inspected, r.inspector, r.name, r.result, string_to_array(r.defects, ','), r.note, r.recorded, r.recorded
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
         AS r(uid, hydrant, inspected, inspector, name, result, defects, note, recorded)
       ON CONFLICT (uid) DO NOTHING`,
      [
        chunk.map((row) => row.uid),
        chunk.map((row) => row.hydrantUid),
        chunk.map((row) => row.inspectedAt),
        chunk.map((row) => row.inspector.uid),
        chunk.map((row) => row.inspector.name),
        chunk.map((row) => row.result),
        chunk.map((row) => row.defects.join(',')),
        chunk.map((row) => row.note),
        chunk.map((row) => row.recordedAt),
      ],
    );
  }
  await db.query(REFRESH_STATE_SQL, [[...new Set(rows.map((row) => row.hydrantUid))]]);
}
