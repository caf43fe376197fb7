import type { LiveChange } from '@rescue-admin/api-contract';
import type { z } from 'zod';
import type { Caller } from '../access/callers';
import type { Queryable } from '../db/database';
import type { Entity, WriteAction } from '../writes/audit';

/** A change as it goes on the wire (dates as ISO strings). */
export type WireChange = z.input<typeof LiveChange>;

/** Every API process on the database listens here for committed writes (see {@link publishChange}). */
export const LIVE_CHANNEL = 'rescue_live';

/**
 * What a write announces, one per record: ids, never the record (a NOTIFY payload holds at most
 * 8,000 bytes). Keys are short because a bulk import sends a thousand of them.
 */
export interface LiveNotice {
  /** The event id: the `live_event_id` sequence's value, drawn in the write's transaction. */
  id: string;
  entity: Entity;
  uid: string;
  kind: WireChange['kind'];
  version: WireChange['version'];
  actor: WireChange['actor'];
  /** The customer the record belongs to (as the write's audit entry names it); null: none, or not known. */
  owner: string | null;
  /** The customer the record belonged to before the write, where that differs (it moved): their listeners see it go. */
  formerOwner: string | null;
  at: string;
}

interface WireNotice {
  i: string;
  e: Entity;
  u: string;
  k: WireChange['kind'];
  v: WireChange['version'];
  a: string;
  n: string;
  o: string | null;
  p: string | null;
  t: string;
}

/** What a published write says about one record. */
export interface PublishedWrite {
  caller: Pick<Caller, 'uid' | 'name'>;
  entity: Entity;
  uid: string;
  action: WriteAction;
  before?: object | null;
  after: object | null;
  owner?: string | null;
  at: Date;
}

/** The record's version after the write: its `version`, else its `lastUpdate`/`lastUpdated` (ISO); null when it has none (deletes). */
export function versionOf(record: object | null): WireChange['version'] {
  if (!record) return null;
  const fields = record as { version?: unknown; lastUpdate?: unknown; lastUpdated?: unknown };
  for (const value of [fields.version, fields.lastUpdate, fields.lastUpdated]) {
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'string') return value;
  }
  return null;
}

/** The customer a record names (`customerUid`), if it names one. */
const customerOf = (record: object | null | undefined): string | null => {
  const value = (record as { customerUid?: unknown } | null | undefined)?.customerUid;
  return typeof value === 'string' ? value : null;
};

/** A sync touched records that may be new or changed: listeners treat it as an update (the row carries what changed). */
const kindOf = (action: WriteAction): WireChange['kind'] => (action === 'sync' ? 'update' : action);

/** The actor's name fits the contract's 400 characters (and the payload its 8,000 bytes). */
const nameOf = (caller: Pick<Caller, 'name'>) => caller.name.slice(0, 400);

/**
 * The announcement of one committed write to one record: a NOTIFY on {@link LIVE_CHANNEL} inside
 * the write's transaction, so it is delivered only if and when the write commits, in commit order,
 * to every API process on the database. Its id comes from a sequence in the same statement: the
 * same on every instance.
 */
export async function publishChange(tx: Queryable, write: PublishedWrite): Promise<void> {
  await tx.query(
    `SELECT pg_notify($1, json_build_object('i', nextval('live_event_id')::text, 'e', $2::text, 'u', $3::text, 'k', $4::text, 'v', $5::jsonb, 'a', $6::text, 'n', $7::text, 'o', $8::text, 'p', $9::text, 't', $10::text)::text)`,
    [
      LIVE_CHANNEL,
      write.entity,
      write.uid,
      kindOf(write.action),
      JSON.stringify(versionOf(write.action === 'delete' ? null : write.after)),
      write.caller.uid,
      nameOf(write.caller),
      write.owner ?? null,
      formerOwner(write),
      write.at.toISOString(),
    ],
  );
}

/** The owner before an update that moved the record to another customer; null otherwise. */
function formerOwner(write: PublishedWrite): string | null {
  if (write.action !== 'update') return null;
  const before = customerOf(write.before);
  return before !== null && before !== customerOf(write.after) ? before : null;
}

/** The announcements of many created records at once (a bulk import): one statement, one notification per record. */
export async function publishCreated(tx: Queryable, caller: Pick<Caller, 'uid' | 'name'>, entity: Entity, records: readonly { uid: string }[], at: Date): Promise<void> {
  if (records.length === 0) return;
  await tx.query(
    `SELECT pg_notify($1, json_build_object('i', nextval('live_event_id')::text, 'e', $2::text, 'u', r.uid, 'k', 'create', 'v', r.version, 'a', $3::text, 'n', $4::text, 'o', NULL, 'p', NULL, 't', $5::text)::text)
     FROM unnest($6::text[], $7::jsonb[]) AS r(uid, version)`,
    [LIVE_CHANNEL, entity, caller.uid, nameOf(caller), at.toISOString(), records.map((record) => record.uid), records.map((record) => JSON.stringify(versionOf(record)))],
  );
}

/** Reads a notification back; null for anything that is not one (another sender on the channel). */
export function parseNotice(payload: string): LiveNotice | null {
  try {
    const wire = JSON.parse(payload) as Partial<WireNotice>;
    if (typeof wire.i !== 'string' || typeof wire.e !== 'string' || typeof wire.u !== 'string' || typeof wire.a !== 'string' || typeof wire.n !== 'string') return null;
    if (wire.k !== 'create' && wire.k !== 'update' && wire.k !== 'delete') return null;
    return {
      id: wire.i,
      entity: wire.e,
      uid: wire.u,
      kind: wire.k,
      version: typeof wire.v === 'number' || typeof wire.v === 'string' ? wire.v : null,
      actor: { uid: wire.a, name: wire.n },
      owner: typeof wire.o === 'string' ? wire.o : null,
      formerOwner: typeof wire.p === 'string' ? wire.p : null,
      at: typeof wire.t === 'string' ? wire.t : new Date().toISOString(),
    };
  } catch {
    return null;
  }
}
