import type { HistoryEntry } from '@rescue-admin/api-contract';
import type { Caller } from '../access/callers';
import type { Scope } from '../access/guard';
import type { SimpleAreaKey } from '../areas/registry';
import type { Queryable } from '../db/database';
import { publishChange, publishCreated } from '../live/publish';

/** The kinds of record whose writes are audited (the `entity` column); a simple area's key is its entity. */
export type Entity =
  | SimpleAreaKey
  | 'user'
  | 'customer'
  | 'staging'
  | 'hydrant'
  // An inspection's record names its hydrant (hydrantUid); the register's settings have the one uid 'register'.
  | 'inspection'
  | 'inspectionSettings'
  | 'beacon'
  | 'gateway'
  | 'material'
  | 'qualification'
  | 'qualificationGroup'
  | 'blueprint'
  | 'vehicleType'
  | 'mission';
export type WriteAction = 'create' | 'update' | 'delete' | 'sync';

/** Bookkeeping fields: never shown as a change (they change with every write). */
const NOT_CHANGES = new Set(['uid', 'createDate', 'lastUpdate', 'lastUpdated', 'version']);

type Flat = Record<string, unknown>;

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonValue);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, jsonValue(child)]));
  return value ?? null;
}

/** A record as dotted fields ("address.city"); arrays stay whole values (a standard load is one field). */
function flatten(record: object | null, prefix = '', out: Flat = {}): Flat {
  if (!record) return out;
  for (const [key, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (NOT_CHANGES.has(key)) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) flatten(value, path, out);
    else out[path] = jsonValue(value);
  }
  return out;
}

/** The fields that differ between two states of a record: [field, before, after] (null: absent). */
export function changesBetween(before: object | null, after: object | null): { field: string; before: unknown; after: unknown }[] {
  const a = flatten(before);
  const b = flatten(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => JSON.stringify(a[field] ?? null) !== JSON.stringify(b[field] ?? null))
    .map((field) => ({ field, before: a[field] ?? null, after: b[field] ?? null }));
}

export interface AuditEntry {
  caller: Caller;
  entity: Entity;
  uid: string;
  action: WriteAction;
  before: object | null;
  after: object | null;
  /** The customer the record belongs to, for records that belong to one. */
  owner?: string | null;
  at: Date;
}

/**
 * Stores one write in the audit log — inside the transaction of the write itself, so a write and
 * its entry land together or not at all. An update that changed nothing is not recorded. The
 * write is announced to the live stream from the same transaction (live/publish.ts).
 */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  // Published also when nothing is recorded below: the record's version changed all the same.
  await publishChange(tx, entry);
  const changes = changesBetween(entry.before, entry.after);
  if (entry.action === 'update' && changes.length === 0) return;
  await tx.query(
    `INSERT INTO audit_log (at, actor_uid, actor_name, entity, record_uid, owner_customer_uid, action, changes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [entry.at, entry.caller.uid, entry.caller.name, entry.entity, entry.uid, entry.owner ?? null, entry.action, JSON.stringify(changes)],
  );
}

/**
 * The actor's name as the user record has it now, joined by uid: a rename shows on every entry of
 * that user, and nobody changes how someone else's entries read by taking their name. The name
 * stored with the entry is the fallback for users that no longer exist.
 */
const ACTOR_NAME = `COALESCE(u.firstname || ' ' || u.lastname, a.actor_name)`;

/** Who changed a record last, and when — for the "changed meanwhile" answer. */
export async function lastChangeOf(db: Queryable, entity: Entity, uid: string): Promise<{ uid: string; name: string; at: string } | null> {
  const [row] = await db.query<{ uid: string; name: string; at: Date }>(
    `SELECT a.actor_uid AS uid, ${ACTOR_NAME} AS name, a.at FROM audit_log a LEFT JOIN users u ON u.uid = a.actor_uid
     WHERE a.entity = $1 AND a.record_uid = $2 ORDER BY a.id DESC LIMIT 1`,
    [entity, uid],
  );
  return row ? { uid: row.uid, name: row.name, at: row.at.toISOString() } : null;
}

/** A record's history, newest first; a customer-scoped reader sees only entries of their customer's records. */
export async function historyOf(db: Queryable, entity: Entity, uid: string, scope: Scope): Promise<HistoryEntry[]> {
  const rows = await db.query<{ at: Date; uid: string; name: string; action: HistoryEntry['action']; changes: HistoryEntry['changes'] }>(
    `SELECT a.at, a.actor_uid AS uid, ${ACTOR_NAME} AS name, a.action, a.changes FROM audit_log a LEFT JOIN users u ON u.uid = a.actor_uid
     WHERE a.entity = $1 AND a.record_uid = $2 AND ($3::text IS NULL OR a.owner_customer_uid = $3)
     ORDER BY a.id DESC LIMIT 500`,
    [entity, uid, scope?.customerUid ?? null],
  );
  return rows.map((row) => ({ at: row.at, actor: { uid: row.uid, name: row.name }, action: row.action, changes: row.changes }));
}

/** The audit entries of many created records at once (a bulk create): one statement, same transaction. */
export async function auditCreated(tx: Queryable, caller: Caller, entity: Entity, records: readonly { uid: string }[], at: Date): Promise<void> {
  if (records.length === 0) return;
  await publishCreated(tx, caller, entity, records, at);
  await tx.query(
    `INSERT INTO audit_log (at, actor_uid, actor_name, entity, record_uid, owner_customer_uid, action, changes)
     SELECT $1, $2, $3, $4, r.uid, NULL, 'create', r.changes FROM unnest($5::text[], $6::jsonb[]) AS r(uid, changes)`,
    [at, caller.uid, caller.name, entity, records.map((record) => record.uid), records.map((record) => JSON.stringify(changesBetween(null, record)))],
  );
}
