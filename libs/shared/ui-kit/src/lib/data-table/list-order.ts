// The table's sort: the order of a list's positions by a column's value, made whole or patched
// after a few items changed (the changed ones taken out, then put in by binary search).
import type { SortDirection, SortValue } from './data-table-types';
import type { RowsChange } from './rows-change';

export type SortKey = string | number | null;

function sortKeyOf(value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  return null;
}

let collator: Intl.Collator | undefined;

/**
 * Two keys in the table's order: empty values last in both directions, numbers by value, the rest
 * the German way ("Ä" with "A", "Wache 10" after "Wache 9").
 */
function compareKeys(a: SortKey, b: SortKey, factor: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * factor;
  return (collator ??= new Intl.Collator('de', { numeric: true, sensitivity: 'base' })).compare(String(a), String(b)) * factor;
}

/**
 * A sorted list: each position's key, and the positions in order. Equal keys keep the positions'
 * order, so the order is total (key, then position) and a patched order equals a fresh sort.
 */
export interface SortedOrder {
  /** The sort key of the item at each position. */
  readonly keys: readonly SortKey[];
  /** The positions of the items, sorted. */
  readonly order: readonly number[];
  /** Compares two positions in this order. */
  readonly compare: (a: number, b: number) => number;
}

function comparePositions(keys: readonly SortKey[], direction: SortDirection): (a: number, b: number) => number {
  const factor = direction === 'asc' ? 1 : -1;
  return (a, b) => compareKeys(keys[a], keys[b], factor) || a - b;
}

/** The items sorted by `sortValue` (the input is not changed). */
export function sortedOrder<T>(items: readonly T[], sortValue: (item: T) => SortValue, direction: SortDirection = 'asc'): SortedOrder {
  const keys = items.map((item) => sortKeyOf(sortValue(item)));
  const compare = comparePositions(keys, direction);
  const order = Array.from(keys, (_, position) => position).sort(compare);
  return { keys, order, compare };
}

/**
 * `before` (the order of the old list) for the new list `items`: the keys of kept items are carried
 * to their new positions, only added items have `sortValue` called, and the added positions are
 * put in by binary search. The result equals `sortedOrder(items, sortValue, direction)`.
 */
export function patchedOrder<T>(before: SortedOrder, items: readonly T[], change: RowsChange, sortValue: (item: T) => SortValue, direction: SortDirection = 'asc'): SortedOrder {
  let keys: SortKey[];
  if (change.positionsKept) {
    keys = before.keys.slice();
  } else {
    keys = [];
    for (let position = 0; position < before.keys.length; position++) {
      const now = change.newPosition(position);
      if (now >= 0) keys[now] = before.keys[position];
    }
  }
  for (const position of change.added) keys[position] = sortKeyOf(sortValue(items[position]));
  const compare = comparePositions(keys, direction);
  return { keys, order: patchedPositions(before.order, change, before.compare, compare, change.added), compare };
}

/** Up to this many changes, a sorted list is patched in place (a native splice each); beyond, in one pass. */
const SPLICES = 64;

/**
 * `sorted` — positions of the old list, sorted by `compareBefore` — for the new list: the removed
 * positions taken out, the kept ones moved to their new positions, and the `extra` positions of
 * the new list put in where `compareAfter` places them. While the kept items stay where they were
 * and the changes are few, each is a binary search and a splice of a copy.
 */
export function patchedPositions(
  sorted: readonly number[],
  change: RowsChange,
  compareBefore: (a: number, b: number) => number,
  compareAfter: (a: number, b: number) => number,
  extra: readonly number[],
): number[] {
  if (change.positionsKept && change.removed.length + extra.length <= SPLICES) {
    const patched = sorted.slice();
    for (const position of change.removed) {
      const at = lowerBound(patched, position, compareBefore, 0);
      if (patched[at] === position) patched.splice(at, 1);
    }
    for (const position of extra) patched.splice(lowerBound(patched, position, compareAfter, 0), 0, position);
    return patched;
  }
  return mergeSorted(keptPositions(sorted, change), [...extra].sort(compareAfter), compareAfter);
}

/** The first index from `from` on whose position `compare` does not place before `position`. */
function lowerBound(sorted: readonly number[], position: number, compare: (a: number, b: number) => number, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(sorted[mid], position) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** `positions` (of the old list) without the removed ones, as positions of the new list, in their order. */
function keptPositions(positions: readonly number[], change: RowsChange): number[] {
  const kept: number[] = [];
  for (const position of positions) {
    const now = change.newPosition(position);
    if (now >= 0) kept.push(now);
  }
  return kept;
}

/**
 * Both sorted lists in one (sorted by `compare`): each of the `extra` positions is placed by
 * binary search in `sorted`, and the stretches between are copied.
 */
function mergeSorted(sorted: readonly number[], extra: readonly number[], compare: (a: number, b: number) => number): number[] {
  if (extra.length === 0) return sorted as number[];
  const merged: number[] = [];
  let from = 0;
  for (const position of extra) {
    const at = lowerBound(sorted, position, compare, from);
    for (let i = from; i < at; i++) merged.push(sorted[i]);
    merged.push(position);
    from = at;
  }
  for (let i = from; i < sorted.length; i++) merged.push(sorted[i]);
  return merged;
}
