// What the table derives from its items — sort keys, the sorted order, the search index with its
// remembered searches — kept from one list to the next, so a list in which a few items changed
// (an event updated one record in the data library's cache) costs in proportion to the change.
import { SearchIndex } from './data-table-model';
import type { SortDirection, SortValue } from './data-table-types';
import { type SortedOrder, patchedOrder, sortedOrder } from './list-order';
import { rowsChange } from './rows-change';

/** What the table derived from one list of items, for one search text and one sort. */
export interface ListDerivation<T> {
  readonly items: readonly T[];
  readonly textOf: (item: T) => string;
  readonly sortValue: ((item: T) => SortValue) | null;
  readonly direction: SortDirection;
  /** Null without a sort (the items' own order). */
  readonly sorted: SortedOrder | null;
  readonly index: SearchIndex<T>;
}

/**
 * Above this many added or removed items, the list is derived anew. Patching costs a few passes
 * over the list plus a binary search per changed item; a fresh sort costs some n·log n
 * comparisons of German text, so patching wins up to a large share of the list.
 */
export function changeLimit(length: number): number {
  return Math.max(16, length >> 3);
}

const byPosition = (a: number, b: number) => a - b;

/**
 * Derives a list's sort and search index, patching the previous derivation when only a few items
 * changed (by identity: see `rowsChange`) and the sort and search text stayed the same. Every
 * derivation is immutable: a render React throws away leaves nothing half-patched behind.
 */
export class ListDeriver<T> {
  private last: ListDerivation<T> | null = null;

  derive(items: readonly T[], textOf: (item: T) => string, sortValue: ((item: T) => SortValue) | null, direction: SortDirection = 'asc'): ListDerivation<T> {
    const last = this.last;
    const sameItems = last?.items === items;
    const sameSort = last !== null && last.sortValue === sortValue && last.direction === direction;
    if (last && sameItems && sameSort && last.textOf === textOf) return last;
    const change = last && !sameItems ? rowsChange(last.items, items, changeLimit(items.length)) : null;

    let sorted: SortedOrder | null = null;
    if (sortValue) {
      if (last?.sorted && sameSort && sameItems) sorted = last.sorted;
      else if (last?.sorted && sameSort && change) sorted = patchedOrder(last.sorted, items, change, sortValue, direction);
      else sorted = sortedOrder(items, sortValue, direction);
    }

    let index: SearchIndex<T>;
    if (last && last.textOf === textOf && sameItems) index = last.index;
    else if (last && last.textOf === textOf && change) {
      // The remembered search is carried only within one sort: its positions are in that order.
      const from = sameSort ? { order: last.sorted?.order ?? null, compare: last.sorted?.compare ?? byPosition } : undefined;
      index = last.index.after(items, change, from, { order: sorted?.order ?? null, compare: sorted?.compare ?? byPosition });
    } else index = new SearchIndex(items, textOf);

    this.last = { items, textOf, sortValue, direction, sorted, index };
    return this.last;
  }
}
