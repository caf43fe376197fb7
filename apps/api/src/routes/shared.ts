import type { Caller } from '../access/callers';
import type { SimpleAreaTable } from '../areas/registry';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, type Queryable } from '../db/database';
import { firstOr404 } from '../db/sql';
import { conflict } from '../http/errors';
import type { HandlerServices } from '../services';
import { audit, type Entity } from '../writes/audit';
import { requireVersion, type RecordVersion } from '../writes/versioned';

export interface DeleteTarget<Row> {
  entity: Entity;
  table: 'customers' | 'hydrants' | 'staging_rooms' | 'materials' | 'users' | SimpleAreaTable;
  /** The SELECT list of the record as the API shows it (for the history and a stale answer). */
  columns: string;
  uid: string;
  what: string;
  field: string;
  /** The version the record was shown at (the spec profile names none: the delete is unconditional). */
  readAt: RecordVersion | undefined;
  versionOf: (row: Row) => RecordVersion;
  /** The customer the record belongs to, for records that belong to one. */
  ownerOf?: (row: Row) => string;
  /**
   * The records the delete removes with it (ON DELETE CASCADE), read before it: each gets a delete
   * entry of its own.
   */
  cascades?: (tx: Queryable) => Promise<CascadedRecord[]>;
}

/** A record removed by a cascading delete, as its history shows it. */
export interface CascadedRecord {
  entity: Entity;
  uid: string;
  before: object;
  owner?: string | null;
}

/** A delete query's `lastUpdate` as the time to compare with; none (the spec profile) compares with nothing. */
export const readAtTime = (lastUpdate: string | undefined): Date | undefined => (lastUpdate === undefined ? undefined : new Date(lastUpdate));

/**
 * Deletes one record by uid, with its audit entry, in one transaction: 404 when it does not
 * exist, 409 `stale` when it changed since it was shown, 409 when other records still point at it
 * (the foreign keys restrict; nothing is deleted then).
 */
export async function deleteOr409<Row extends object>(s: HandlerServices, caller: Caller, target: DeleteTarget<Row>): Promise<true> {
  try {
    return await s.db.transaction(async (tx) => {
      const before = firstOr404(await tx.query<Row>(`SELECT ${target.columns} FROM ${target.table} WHERE uid = $1 FOR UPDATE`, [target.uid]), target.what, target.field);
      await requireVersion(tx, target.entity, target.uid, before, target.versionOf(before), target.readAt);
      const cascaded = (await target.cascades?.(tx)) ?? [];
      await tx.query(`DELETE FROM ${target.table} WHERE uid = $1`, [target.uid]);
      const at = s.now();
      await audit(tx, { caller, entity: target.entity, uid: target.uid, action: 'delete', before, after: null, owner: target.ownerOf?.(before), at });
      for (const record of cascaded) await audit(tx, { caller, entity: record.entity, uid: record.uid, action: 'delete', before: record.before, after: null, owner: record.owner, at });
      return true as const;
    });
  } catch (error) {
    if (isPgError(error) && (error.code === PG_RESTRICT_VIOLATION || error.code === PG_FOREIGN_KEY_VIOLATION)) throw conflict(`${target.what} is still in use`);
    throw error;
  }
}
