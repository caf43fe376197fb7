import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { lastChangeOf, type Entity } from './audit';

/** A record's version: its `version` number, or its `lastUpdate`/`lastUpdated` time. */
export type RecordVersion = number | Date;

const same = (a: RecordVersion, b: RecordVersion) => (a instanceof Date || b instanceof Date ? new Date(a).getTime() === new Date(b).getTime() : a === b);

/**
 * No lost updates: a write that names the version it was read at goes through only while the
 * stored record still has that version. Otherwise 409 `stale`, saying who changed it last and
 * what it looks like now. Call it inside the write's transaction, after reading the record with
 * `FOR UPDATE`. Without `readAt` (a client that sends none) the write is unconditional.
 */
export async function requireVersion(
  tx: Queryable,
  entity: Entity,
  uid: string,
  current: object,
  stored: RecordVersion,
  readAt: RecordVersion | undefined,
): Promise<void> {
  if (readAt === undefined || same(stored, readAt)) return;
  throw new HttpError(409, 'The record was changed since it was read', undefined, 'stale', { changedBy: await lastChangeOf(tx, entity, uid), current });
}
