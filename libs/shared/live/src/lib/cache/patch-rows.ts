import type { LiveChange } from '@rescue-admin/api-contract';

type Row = { uid: string };

/**
 * A list with `changes` (in arrival order) applied: an updated record replaces the row with its
 * uid where it stands, a created one (or an update of a row the list lacks: it just came into
 * reach) is appended — the table sorts — and a deleted one goes. Applying a change twice gives
 * the same list. One pass over the rows; untouched rows keep their identity, and a list that
 * nothing changes is returned as it is (nothing re-renders).
 *
 * `append: false` leaves out rows the list lacks (the first rows of a list still being read).
 */
export function patchRows<T extends Row>(rows: readonly T[], changes: readonly LiveChange[], { append = true } = {}): readonly T[] {
  /** The last word per uid: the record to show, or null when it is deleted. */
  const latest = new Map<string, T | null>();
  for (const change of changes) latest.set(change.uid, change.kind === 'delete' ? null : (change.record as unknown as T));

  let changed = false;
  const seen = new Set<string>();
  const patched: T[] = [];
  for (const row of rows) {
    const next = latest.get(row.uid);
    if (next === undefined) {
      patched.push(row);
      continue;
    }
    seen.add(row.uid);
    if (next !== row) changed = true;
    if (next !== null) patched.push(next);
  }
  if (append) {
    for (const [uid, record] of latest) {
      if (record === null || seen.has(uid)) continue;
      patched.push(record);
      changed = true;
    }
  }
  return changed ? patched : rows;
}
