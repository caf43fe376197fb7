import type { Database, Queryable } from '../db/database';
import type { FreshList, KeptList, KeptRows } from '../http/list-cache';
import { BLOCK_ROWS, rowBlock, rowBlocks, type RowBlock } from '../http/row-blocks';
import { changedSince, readListMarks } from './list-marks';
import { rowsQuery, type ListDefinition, type ListOrder, type ListRow } from './list-rows';

/** More changed records than this since the kept answer (a bulk import): the list is read afresh instead. */
export const MAX_PATCHED_ROWS = 500;

/** The column the patch query adds to each changed row: the uid of the unchanged row it follows, null at the top. */
const AFTER = 'listPatchAfter';

/**
 * Brings a list answer up to date. A list with an order whose only dependency moved is patched:
 * only the records changed since the kept answer's mark are read again and replaced, inserted in
 * place or removed; everything else (no kept rows, a gap in the kept changes, too many changes,
 * another entity's write) reads the whole list. `serialise` turns one row into its JSON.
 */
export async function refreshList(
  db: Database,
  definition: ListDefinition,
  kept: KeptList | undefined,
  marks: readonly number[],
  customer: string | null,
  serialise: (row: ListRow) => string,
): Promise<FreshList> {
  const order = definition.order;
  const since = kept?.marks[0];
  const ownOnly = definition.dependsOn.length === 1 && kept !== undefined && kept.marks.length === 1;
  if (order && kept?.rows && ownOnly && since !== undefined) {
    const patched = await patch(db, definition, order, kept.rows, since, customer, serialise);
    if (patched) return patched;
  }
  const rows = await definition.read(db, { customer });
  return { marks, rows: { blocks: rowBlocks(rows.map((row) => row.uid), rows.map(serialise)) }, source: 'rebuilt' };
}

/**
 * Reads, in one snapshot (REPEATABLE READ), the entity's mark, the records changed since `since`
 * and those records' rows with the unchanged row each now follows; null: read the whole list.
 */
async function patch(
  db: Database,
  definition: ListDefinition,
  order: ListOrder,
  kept: KeptRows,
  since: number,
  customer: string | null,
  serialise: (row: ListRow) => string,
): Promise<FreshList | null> {
  const read = await db.transaction(async (tx) => {
    await tx.query(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`);
    const [mark = 0] = await readListMarks(tx, [definition.entity]);
    const uids = await changedSince(tx, definition.entity, since, mark, MAX_PATCHED_ROWS);
    if (uids === null) return null;
    return { mark, uids, rows: uids.length === 0 ? [] : await changedRows(tx, order, uids, customer) };
  });
  if (read === null) return null;
  const json = placeRows(kept, read.uids, read.rows, serialise);
  return json && { marks: [read.mark], rows: json, source: 'patched' };
}

/** The changed records' rows (in scope) in list order, each with the uid of the unchanged in-scope row before it. */
function changedRows(tx: Queryable, order: ListOrder, uids: readonly string[], customer: string | null): Promise<(ListRow & { [AFTER]: string | null })[]> {
  const scoped = customer !== null && order.ownerColumn !== undefined;
  const keys = order.orderBy;
  const before = `(SELECT p.uid FROM ${order.table} p
     WHERE (${keys.map((key) => `p.${key}`).join(', ')}) < (${keys.map((key) => `${order.table}.${key}`).join(', ')})
       AND p.uid <> ALL($1::text[])${scoped ? ` AND p.${order.ownerColumn} = $2` : ''}
     ORDER BY ${keys.map((key) => `p.${key} DESC`).join(', ')} LIMIT 1) AS "${AFTER}"`;
  const { sql, params } = rowsQuery(order, { uids, customer }, `, ${before}`);
  return tx.query(`${sql} ORDER BY ${keys.join(', ')}`, params);
}

/**
 * The kept rows without the changed ones, with the changed rows that still belong to the list
 * inserted after the row each follows. Only the blocks that lose or gain a row are made anew (a
 * block grown to twice its size is split); the others are kept as they are, compressed bytes and
 * all. Null when a row follows one the kept list lacks (the kept answer does not match the
 * table: read it afresh).
 */
function placeRows(kept: KeptRows, changed: readonly string[], rows: readonly (ListRow & { [AFTER]: string | null })[], serialise: (row: ListRow) => string): KeptRows | null {
  const gone = new Set(changed);
  const following = new Map<string | null, { uid: string; json: string }[]>();
  for (const { [AFTER]: after, ...row } of rows) {
    const group = following.get(after) ?? [];
    group.push({ uid: row.uid, json: serialise(row as ListRow) });
    following.set(after, group);
  }
  let placed = 0;
  const blocks: RowBlock[] = [];
  const remake = (block: RowBlock, first: boolean) => {
    const uids: string[] = [];
    const json: string[] = [];
    const insertAfter = (uid: string | null) => {
      for (const row of following.get(uid) ?? []) {
        uids.push(row.uid);
        json.push(row.json);
        placed += 1;
      }
    };
    if (first) insertAfter(null);
    block.uids.forEach((uid, index) => {
      if (gone.has(uid)) return;
      uids.push(uid);
      json.push(block.json[index] as string);
      insertAfter(uid);
    });
    if (uids.length > 2 * BLOCK_ROWS) blocks.push(...rowBlocks(uids, json));
    else if (uids.length > 0) blocks.push(rowBlock(uids, json));
  };
  const empty: RowBlock = rowBlock([], []);
  const source = kept.blocks.length > 0 ? kept.blocks : [empty];
  source.forEach((block, index) => {
    const first = index === 0;
    const touched = (first && following.has(null)) || block.uids.some((uid) => gone.has(uid) || following.has(uid));
    if (touched) remake(block, first);
    else blocks.push(block);
  });
  return placed === rows.length ? { blocks } : null;
}
