import { STATUS_OF_RESULT, type HydrantBulkCreate, type HydrantStatus, type InspectionResult } from '@rescue-admin/api-contract';
import type { Caller } from '../access/callers';
import type { Queryable } from '../db/database';
import { insertInspections } from '../inspections/insert-inspections';
import type { HandlerServices } from '../services';
import { auditCreated } from '../writes/audit';

/** The result an imported status stands for (the inverse of STATUS_OF_RESULT). */
const RESULT_OF_STATUS = Object.fromEntries(Object.entries(STATUS_OF_RESULT).map(([result, status]) => [status, result])) as Record<HydrantStatus, InspectionResult>;

/** The note of an inspection an import records. */
export const IMPORT_NOTE = 'Import';

/**
 * The inspections of an import's rows that name a last inspection and its status: one each, by
 * the importer, noted „Import“, in the import's transaction (with their audit entries and the
 * hydrants' derived state). An imported „eingeschränkt“ or „außer Betrieb“ names no defect: the
 * register's file says only the status.
 */
export async function importedInspections(
  tx: Queryable,
  s: HandlerServices,
  caller: Caller,
  rows: HydrantBulkCreate['hydrants'],
  hydrantUids: readonly string[],
  now: Date,
): Promise<void> {
  const inspections = rows.flatMap((row, index) =>
    row.lastInspection && row.inspectionStatus
      ? [
          {
            uid: s.newUid(),
            hydrantUid: hydrantUids[index] as string,
            inspectedAt: row.lastInspection,
            recordedAt: now,
            result: RESULT_OF_STATUS[row.inspectionStatus],
            defects: [],
            note: IMPORT_NOTE,
            inspector: { uid: caller.uid, name: caller.name },
          },
        ]
      : [],
  );
  if (inspections.length === 0) return;
  await insertInspections(tx, inspections);
  await auditCreated(
    tx,
    caller,
    'inspection',
    inspections.map(({ uid, hydrantUid, inspectedAt, result, note }) => ({ uid, hydrantUid, inspectedAt, result, note })),
    now,
  );
}
