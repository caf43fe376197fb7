import type { LiveChange } from '@rescue-admin/api-contract';

type Row = { uid: string };

/** Up to this many removed rows are spliced out of the copy; more are filtered out in one pass. */
const SPLICE_LIMIT = 16;
/** Up to this many changed uids are compared one by one while scanning; more are looked up in a set. */
const COMPARE_LIMIT = 8;

/** The fields by which two states of one record are ordered (a number or a date each). */
const CLOCKS = ['version', 'lastUpdate', 'lastUpdated', 'lastSynced'] as const;

const clockOf = (value: unknown): number | null => (typeof value === 'number' ? value : value instanceof Date ? value.getTime() : null);

/**
 * Whether `next` is an older state of the record than `current`: none of their common clocks is
 * newer in it and one is older. An event read before the client's own later write (or another
 * colleague's) may arrive after that write's answer: it must not put the older state back.
 */
export function isOlderState(next: object, current: object): boolean {
  let older = false;
  for (const field of CLOCKS) {
    const incoming = clockOf((next as Record<string, unknown>)[field]);
    const kept = clockOf((current as Record<string, unknown>)[field]);
    if (incoming === null || kept === null) continue;
    if (incoming > kept) return false;
    if (incoming < kept) older = true;
  }
  return older;
}

/** Where the rows with `uids` stand: one pass over the rows, ending once every uid is found. */
function positionsOf(rows: readonly Row[], uids: readonly string[]): Map<string, number> {
  const found = new Map<string, number>();
  const few = uids.length <= COMPARE_LIMIT;
  const wanted = few ? null : new Set(uids);
  for (let index = 0; index < rows.length && found.size < uids.length; index += 1) {
    const { uid } = rows[index];
    if ((few ? uids.includes(uid) : wanted?.has(uid)) && !found.has(uid)) found.set(uid, index);
  }
  return found;
}

/**
 * A list with `changes` (in arrival order) applied: an updated record replaces the row with its
 * uid where it stands (unless it is an older state than the row: {@link isOlderState}), a created one (or an update of a row the list lacks: it just came into
 * reach) is appended — the table sorts — and a deleted one goes. Applying a change twice gives
 * the same list. Untouched rows keep their identity, and a list that nothing changes is returned
 * as it is (nothing re-renders).
 *
 * A window holds few changes, a list up to 100,000 rows: one pass finds the changed rows (no
 * index is built: that would cost more than the pass), one native copy (`slice`, or `concat`
 * with the appended rows) takes the rest, and the few positions are written.
 *
 * `append: false` leaves out rows the list lacks (the first rows of a list still being read).
 */
export function patchRows<T extends Row>(rows: readonly T[], changes: readonly LiveChange[], { append = true } = {}): readonly T[] {
  /** The last word per uid: the record to show, or null when it is deleted. */
  const latest = new Map<string, T | null>();
  for (const change of changes) latest.set(change.uid, change.kind === 'delete' ? null : (change.record as unknown as T));
  const found = positionsOf(rows, [...latest.keys()]);

  const replaced: [number, T][] = [];
  const removed: number[] = [];
  for (const [uid, index] of found) {
    const next = latest.get(uid) as T | null;
    if (next === null) removed.push(index);
    else if (next !== rows[index] && !isOlderState(next, rows[index])) replaced.push([index, next]);
  }
  const added = append ? [...latest].filter(([uid, record]) => record !== null && !found.has(uid)).map(([, record]) => record as T) : [];
  if (replaced.length === 0 && removed.length === 0 && added.length === 0) return rows;

  let patched = added.length > 0 ? rows.concat(added) : rows.slice();
  for (const [index, record] of replaced) patched[index] = record;
  if (removed.length > SPLICE_LIMIT) {
    const gone = new Set(removed);
    patched = patched.filter((_, index) => !gone.has(index));
  } else {
    // From the back, so the positions still ahead stay valid.
    for (const index of removed.sort((a, b) => b - a)) patched.splice(index, 1);
  }
  return patched;
}
