import type { Queryable } from '../db/database';
import type { Entity } from '../writes/audit';

/**
 * How many marks of changed records each entity keeps in `list_changes`: a list kept at an older
 * mark finds a gap and is rebuilt instead of patched.
 */
export const KEPT_CHANGE_MARKS = 1_000;

/**
 * The tables and functions of the list marks (migration 0008). Every write of a table that a
 * list shows moves its entity's mark by one and records which records changed, inside the
 * write's transaction — by a statement trigger (see {@link listMarkTriggers}), so no write path
 * can forget it: the API's writes, cascades (ON DELETE CASCADE, SET NULL), syncs, seeds and an
 * operator's SQL alike. The mark's row stays locked until the transaction ends, so a second writer
 * of the entity waits and takes the next mark: marks count up in the order the writes commit,
 * and whoever sees a mark sees every write below it.
 */
export const LIST_MARKS_SQL = `
  CREATE TABLE list_marks (
    entity text PRIMARY KEY,
    mark   bigint NOT NULL
  );
  CREATE TABLE list_changes (
    entity text NOT NULL,
    mark   bigint NOT NULL,
    uid    text NOT NULL
  );
  CREATE INDEX list_changes_mark_idx ON list_changes (entity, mark);
  CREATE FUNCTION list_marks_bump(changed_entity text, uids text[]) RETURNS void LANGUAGE sql AS $$
    WITH bumped AS (
      INSERT INTO list_marks AS m (entity, mark) VALUES (changed_entity, 1)
      ON CONFLICT (entity) DO UPDATE SET mark = m.mark + 1 RETURNING mark
    ), pruned AS (
      DELETE FROM list_changes WHERE entity = changed_entity AND mark <= (SELECT mark FROM bumped) - ${KEPT_CHANGE_MARKS}
    )
    INSERT INTO list_changes (entity, mark, uid) SELECT changed_entity, bumped.mark, u.uid FROM bumped, unnest(uids) AS u(uid)
  $$;
  -- A statement trigger's function: the changed rows are the transition table changed_rows,
  -- TG_ARGV the entity and the column holding the uid of the record whose list row changed.
  CREATE FUNCTION list_marks_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    uids text[];
  BEGIN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM changed_rows', TG_ARGV[1]) INTO uids;
    IF uids IS NOT NULL THEN
      PERFORM list_marks_bump(TG_ARGV[0], uids);
    END IF;
    RETURN NULL;
  END
  $$;
`;

/**
 * The triggers that move `entity`'s list mark on every INSERT, UPDATE and DELETE of `table`;
 * `uidColumn` names the record whose list row changed (an invitation's changes the user's row).
 * Migrations are append-only: this text must not change once a migration used it.
 */
export function listMarkTriggers(table: string, entity: string, uidColumn = 'uid'): string {
  const trigger = (event: 'INSERT' | 'UPDATE' | 'DELETE', rows: 'NEW' | 'OLD') =>
    `CREATE TRIGGER ${table}_list_mark_${event.toLowerCase()} AFTER ${event} ON ${table} REFERENCING ${rows} TABLE AS changed_rows
       FOR EACH STATEMENT EXECUTE FUNCTION list_marks_changed('${entity}', '${uidColumn}');`;
  return [trigger('INSERT', 'NEW'), trigger('UPDATE', 'NEW'), trigger('DELETE', 'OLD')].join('\n');
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
