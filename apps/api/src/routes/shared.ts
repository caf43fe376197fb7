import type { Database } from '../db/database';
import { isPgError, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION } from '../db/database';
import { firstOr404 } from '../db/sql';
import { conflict } from '../http/errors';

/**
 * Deletes one record by uid: 404 when it does not exist, 409 when other records still point at
 * it (the foreign keys restrict; nothing is deleted then).
 */
export async function deleteOr409(
  db: Database,
  table: 'customers' | 'hydrants' | 'staging_rooms' | 'materials',
  uid: string,
  what: string,
  field: string,
): Promise<true> {
  try {
    firstOr404(await db.query(`DELETE FROM ${table} WHERE uid = $1 RETURNING uid`, [uid]), what, field);
    return true;
  } catch (error) {
    if (isPgError(error) && (error.code === PG_RESTRICT_VIOLATION || error.code === PG_FOREIGN_KEY_VIOLATION)) throw conflict(`${what} is still in use`);
    throw error;
  }
}
