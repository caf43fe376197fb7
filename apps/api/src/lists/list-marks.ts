import type { Queryable } from '../db/database';
import type { Entity } from '../writes/audit';

/**
 * How many marks of changed records each entity keeps in `list_changes`: a list kept at an older
 * mark finds a gap and is rebuilt instead of patched.
 */
export const KEPT_CHANGE_MARKS = 1_000;

/** Marks a change of every record of an entity (a seed, a bulk write without uids): lists of it are rebuilt. */
export const EVERY_RECORD = null;

/**
 * Moves the list mark of `entity` by one and records which of its records changed, inside the
 * write's transaction: lists that show the entity's records (lists/list-rows.ts) are patched from
 * these rows or rebuilt, lists of other entities stay as they are. The mark's row stays locked
 * until the transaction ends, so a second writer of the entity waits and takes the next mark:
 * marks count up in the order the writes commit, and whoever sees a mark sees every write below it.
 * `EVERY_RECORD` records no uids: the gap makes every list of the entity rebuild.
 */
export async function bumpListMark(tx: Queryable, entity: Entity, uids: readonly string[] | typeof EVERY_RECORD): Promise<void> {
  await tx.query(
    `WITH bumped AS (
       INSERT INTO list_marks AS m (entity, mark) VALUES ($1, 1) ON CONFLICT (entity) DO UPDATE SET mark = m.mark + 1 RETURNING mark
     ), pruned AS (
       DELETE FROM list_changes WHERE entity = $1 AND mark <= (SELECT mark FROM bumped) - $3
     )
     INSERT INTO list_changes (entity, mark, uid) SELECT $1, bumped.mark, u.uid FROM bumped, unnest($2::text[]) AS u(uid)`,
    [entity, uids ?? [], KEPT_CHANGE_MARKS],
  );
}

/** The current marks of `entities` (0 for one never written), in one small query. */
export async function readListMarks(db: Queryable, entities: readonly Entity[]): Promise<number[]> {
  const rows = await db.query<{ entity: string; mark: string }>(`SELECT entity, mark::text AS mark FROM list_marks WHERE entity = ANY($1::text[])`, [entities]);
  const marks = new Map(rows.map((row) => [row.entity, Number(row.mark)]));
  return entities.map((entity) => marks.get(entity) ?? 0);
}

/**
 * The records of `entity` changed after mark `since` up to `until`; null when the changes kept do
 * not cover every mark, or name more than `limit` records (a bulk import): then the list is rebuilt.
 */
export async function changedSince(db: Queryable, entity: Entity, since: number, until: number, limit: number): Promise<string[] | null> {
  const rows = await db.query<{ mark: string; uid: string }>(
    `SELECT mark::text AS mark, uid FROM list_changes WHERE entity = $1 AND mark > $2 AND mark <= $3 LIMIT $4`,
    [entity, since, until, limit + 1],
  );
  if (rows.length > limit) return null;
  const marks = new Set(rows.map((row) => row.mark));
  if (marks.size !== until - since) return null;
  return [...new Set(rows.map((row) => row.uid))];
}
