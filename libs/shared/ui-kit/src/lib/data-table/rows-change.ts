// How a list of items changed between two renders, by item identity: which items went, which came,
// and where the kept ones are now. A data library that updates one record in its cache hands over a
// new array in which every other item is the same object, so the table can patch what it derived
// from the old array (sort keys, sorted order, search texts, search results) instead of redoing it.

/**
 * The change from `before` to `after`. Kept items are the same objects in the same relative order;
 * an item at a position whose object changed counts as removed there and added anew.
 */
export interface RowsChange {
  /** Positions in the old list of the items that are gone, ascending. */
  readonly removed: readonly number[];
  /** Positions in the new list of the items that are new, ascending. */
  readonly added: readonly number[];
  /** The new position of the item at `position` in the old list, or -1 when it is gone. */
  newPosition(position: number): number;
  /** True when every kept item is where it was: items replaced in place, or appended. */
  readonly positionsKept: boolean;
}

/**
 * The change from `before` to `after`, or null when more than `limit` items came or went (or the
 * kept items changed their order): then deriving everything anew is as cheap or the only way.
 *
 * Linear in the list's length with a small constant (identity comparisons); sets are built only
 * when items were inserted or removed before the end, for the stretch between the common start
 * and the common end.
 */
export function rowsChange<T>(before: readonly T[], after: readonly T[], limit: number): RowsChange | null {
  const shortest = Math.min(before.length, after.length);
  let head = 0;
  while (head < shortest && before[head] === after[head]) head++;
  // Items replaced where they were, and any added at the end: what an update or a create does.
  if (after.length >= before.length) {
    const inPlace = changeInPlace(before, after, head, limit);
    if (inPlace || after.length === before.length) return inPlace;
  }
  let tail = 0;
  while (tail < shortest - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const oldEnd = before.length - tail;
  const newEnd = after.length - tail;
  const shift = newEnd - oldEnd;
  // The new position of each old item between `head` and `oldEnd` (-1: gone).
  const middle = new Int32Array(oldEnd - head);
  const removed: number[] = [];
  const added: number[] = [];
  const oldItems = new Set<T>();
  for (let position = head; position < oldEnd; position++) oldItems.add(before[position]);
  const newItems = new Set<T>();
  for (let position = head; position < newEnd; position++) newItems.add(after[position]);
  let o = head;
  let n = head;
  while (o < oldEnd || n < newEnd) {
    if (o < oldEnd && n < newEnd && before[o] === after[n]) {
      middle[o - head] = n;
      o++;
      n++;
    } else if (o < oldEnd && !newItems.has(before[o])) {
      middle[o - head] = -1;
      removed.push(o);
      o++;
    } else if (n < newEnd && !oldItems.has(after[n])) {
      added.push(n);
      n++;
    } else {
      // A kept item moved (or appears twice): not a change this patches.
      return null;
    }
    if (removed.length > limit || added.length > limit) return null;
  }

  return {
    removed,
    added,
    positionsKept: false,
    newPosition(position: number): number {
      if (position < head) return position;
      if (position >= oldEnd) return position + shift;
      return middle[position - head];
    },
  };
}

/**
 * The change as items replaced at their positions from `head` on, plus those after the old end
 * added; null when more than `limit` positions differ (then it is no such change, or too big).
 * A scan of identities that stops at the limit: cheap also when it does not apply.
 */
function changeInPlace<T>(before: readonly T[], after: readonly T[], head: number, limit: number): RowsChange | null {
  const removed: number[] = [];
  for (let position = head; position < before.length; position++) {
    if (before[position] === after[position]) continue;
    if (removed.length >= limit) return null;
    removed.push(position);
  }
  if (removed.length + after.length - before.length > limit) return null;
  const added = [...removed];
  for (let position = before.length; position < after.length; position++) added.push(position);
  return {
    removed,
    added,
    positionsKept: true,
    newPosition: (position) => (before[position] === after[position] ? position : -1),
  };
}
