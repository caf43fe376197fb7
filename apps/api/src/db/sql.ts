import { notFound } from '../http/errors';
import type { Queryable } from './database';

/** The first row, or a 404 naming the record and the input field that pointed at it. */
export function firstOr404<Row>(rows: Row[], what: string, field?: string): Row {
  const [row] = rows;
  if (row === undefined) throw notFound(what, field);
  return row;
}

/** 404 unless a row with this uid exists in `table` (checked before side effects such as Auth accounts). */
export async function requireExisting(db: Queryable, table: 'customers' | 'qualification_groups' | 'vehicle_types', uid: string, what: string, field: string) {
  firstOr404(await db.query(`SELECT 1 FROM ${table} WHERE uid = $1`, [uid]), what, field);
}

/** Address columns, flattened in the tables and nested in the API. */
export const ADDRESS_JSON = `json_build_object('street', street, 'number', number, 'zip', zip, 'city', city, 'additionalInfo', additional_info) AS address`;
