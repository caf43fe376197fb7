import { asText, normalizeForSearch } from '@rescue-admin/util';
import { isValidElement, type ReactNode } from 'react';
import type { DataTableCell, DataTableColumn, DataTableRow, DataTableSort, SortDirection, SortValue } from './data-table-types';
import { patchedPositions, sortedOrder } from './list-order';
import type { RowsChange } from './rows-change';

/** What an empty cell shows. */
export const EMPTY_CELL_TEXT = '–';

/** Width in px of one column of the action strip; each column holds a pair of actions (SPEC §9). */
export const ACTION_STRIP_UNIT = 30;

/**
 * From this many rows on, the body is virtualised; smaller tables render every row. It goes by all
 * rows, not by those a search leaves: a search that narrows a long list below it would switch the
 * table to the other way of rendering at that keystroke (and back at the next), dropping every
 * measured row height — the slowest keystrokes there are.
 */
export const VIRTUALIZE_FROM = 100;

/** SPEC §9: 30 units per pair of actions of the row with the most actions. 0 when no row has actions. */
export function actionStripWidth(rows: readonly DataTableRow[]): number {
  let maxActions = 0;
  for (const row of rows) maxActions = Math.max(maxActions, row.actions?.length ?? 0);
  return stripWidthFor(maxActions);
}

/** The strip's width for the largest number of actions of any row. */
export function stripWidthFor(maxActions: number): number {
  return Math.ceil(maxActions / 2) * ACTION_STRIP_UNIT;
}

/**
 * What a cell renders. A `Date` is no React child (rendering one throws), yet revived data can
 * hand one over where text was expected (SPEC §3 turns every ISO date-time into a `Date`, also
 * an old name „2026-01-01T00:00Z“): it is shown as its ISO text instead of crashing the table.
 */
export function cellContent(value: ReactNode): ReactNode {
  return (value as unknown) instanceof Date ? asText(value) : value;
}

export function isEmptyValue(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'string' && value.trim() === '');
}

/** Columns and cells shown in one layout; cells are filtered by their own flags, like columns. */
export function visibleColumns<C extends Pick<DataTableColumn, 'mobileOnly' | 'desktopOnly'>>(columns: readonly C[], mobile: boolean): C[] {
  return columns.filter((column) => (mobile ? !column.desktopOnly : !column.mobileOnly));
}

export function visibleCells(cells: readonly DataTableCell[], mobile: boolean): DataTableCell[] {
  return cells.filter((cell) => (mobile ? !cell.desktopOnly : !cell.mobileOnly));
}

/** The cell covering the column at `columnIndex` of the full column list (colSpan counts). */
export function cellAtColumn(row: DataTableRow, columnIndex: number): DataTableCell | undefined {
  let position = 0;
  for (const cell of row.cells) {
    const span = Math.max(1, cell.colSpan ?? 1);
    if (columnIndex < position + span) return cell;
    position += span;
  }
  return undefined;
}

function textOf(value: ReactNode): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // Not a ReactNode, but data from outside may put one here (see cellContent).
  if ((value as unknown) instanceof Date) return asText(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  // Elements (e.g. a badge) are searched by their text children when they are plain.
  if (isValidElement<{ children?: ReactNode }>(value)) return textOf(value.props.children);
  return '';
}

/** The text the search box matches a row against (unfolded): its `searchText`, else its cells' text. */
export function searchTextOfRow(row: DataTableRow): string {
  return row.searchText ?? row.cells.map((cell) => textOf(cell.value)).join(' ');
}

/**
 * The positions of `items` in the order of `sortValue` (the input is not changed): empty values
 * go last in both directions, strings compare the German way ("Ä" with "A", "Wache 10" after
 * "Wache 9"), numbers and dates by value, and equal items keep their order. Without a sort null:
 * the items' own order (no list of 100,000 positions made for it).
 */
export function sortedPositions<T>(items: readonly T[], sortValue: ((item: T) => SortValue) | null, direction: SortDirection = 'asc'): readonly number[] | null {
  return sortValue ? sortedOrder(items, sortValue, direction).order : null;
}

/** How many searches a {@link SearchIndex} remembers (each at most a list of positions). */
const REMEMBERED_SEARCHES = 8;

interface RememberedSearch {
  order: readonly number[] | null;
  needle: string;
  /** Positions into the items, in `order`. */
  positions: readonly number[];
}

/**
 * The folded search text of each item (case, umlauts, ß and spacing folded by util's
 * normalizeForSearch), made on demand and kept: a keystroke is then a substring scan. A long list
 * folds its texts ahead, a slice at a time (`foldSome`), so no single task of the page is long.
 *
 * It also remembers its last searches: a search that extends one of them (the next letter typed)
 * only looks through that one's matches — every text containing „123“ contains „12“ — and a search
 * made before (a letter deleted) is answered from memory.
 */
export class SearchIndex<T> {
  private readonly texts: (string | undefined)[];
  private next = 0;
  /** The latest first. */
  private searches: RememberedSearch[] = [];

  constructor(
    private readonly items: readonly T[],
    private readonly textOf: (item: T) => string,
    texts?: (string | undefined)[],
  ) {
    this.texts = texts ?? new Array<string | undefined>(items.length);
  }

  /**
   * The index of `items`, the list after `change`, with the same `textOf`: the folded texts of the
   * kept items move along (only added items are folded again), and the latest search made in the
   * order `from` (none: undefined) is carried to the order `to` — its kept matches kept, the added
   * items that match put in place by `to.compare` — so the search on screen needs no scan of the
   * whole list.
   */
  after(
    items: readonly T[],
    change: RowsChange,
    from: { order: readonly number[] | null; compare: (a: number, b: number) => number } | undefined,
    to: { order: readonly number[] | null; compare: (a: number, b: number) => number },
  ): SearchIndex<T> {
    let texts: (string | undefined)[];
    if (change.positionsKept) {
      texts = this.texts.slice();
      for (const position of change.removed) texts[position] = undefined;
    } else {
      texts = [];
      this.texts.forEach((text, position) => {
        const now = change.newPosition(position);
        if (now >= 0) texts[now] = text;
      });
    }
    const next = new SearchIndex(items, this.textOf, texts);
    const latest = from && this.searches.find((search) => search.order === from.order);
    if (from && latest) {
      const added = change.added.filter((position) => next.text(position).includes(latest.needle));
      const positions = patchedPositions(latest.positions, change, from.compare, to.compare, added.sort(to.compare));
      next.searches = [{ order: to.order, needle: latest.needle, positions }];
    }
    return next;
  }

  /** Folds up to `count` more items; true when every item is folded. */
  foldSome(count: number): boolean {
    const end = Math.min(this.items.length, this.next + count);
    for (let position = this.next; position < end; position++) this.text(position);
    this.next = end;
    return this.next >= this.items.length;
  }

  /** The folded text of the item at `position`. */
  text(position: number): string {
    return (this.texts[position] ??= normalizeForSearch(this.textOf(this.items[position])));
  }

  /** The positions of the items whose folded text contains the folded `needle`, in `order` (null: their own). */
  positionsOf(order: readonly number[] | null, needle: string): readonly number[] {
    let narrowest: RememberedSearch | undefined;
    for (const search of this.searches) {
      if (search.order !== order) continue;
      if (search.needle === needle) {
        this.searches = [search, ...this.searches.filter((other) => other !== search)];
        return search.positions;
      }
      if (needle.includes(search.needle) && (!narrowest || search.positions.length < narrowest.positions.length)) narrowest = search;
    }
    const positions: number[] = [];
    if (narrowest) {
      for (const position of narrowest.positions) if (this.text(position).includes(needle)) positions.push(position);
    } else {
      const count = order ? order.length : this.items.length;
      for (let n = 0; n < count; n++) {
        const position = order ? order[n] : n;
        if (this.text(position).includes(needle)) positions.push(position);
      }
    }
    this.searches = [{ order, needle, positions }, ...this.searches.slice(0, REMEMBERED_SEARCHES - 1)];
    return positions;
  }
}

/**
 * The items the table shows: in `order` (null: their own), those whose folded text contains the
 * folded `query`. Without a search and a sort, `items` itself — the first render of a long list
 * copies nothing.
 */
export function matchingItems<T>(items: readonly T[], order: readonly number[] | null, index: SearchIndex<T>, query: string): readonly T[] {
  const needle = normalizeForSearch(query);
  if (!needle) return order ? order.map((position) => items[position]) : items;
  return index.positionsOf(order, needle).map((position) => items[position]);
}

/** How a list is searched and sorted: the same rules for the table, the cards and the CSV export. */
export interface ListRules<T> {
  /** The text the search box looks into. */
  searchText: (item: T) => string;
  /** What the sorted column sorts by; null: the items' own order. */
  sortValue: ((item: T) => SortValue) | null;
  direction?: SortDirection;
}

/** The items as the table shows them for `query` (e.g. for the CSV export of the visible rows). */
export function visibleItems<T>(items: readonly T[], { searchText, sortValue, direction }: ListRules<T>, query: string): readonly T[] {
  return matchingItems(items, sortedPositions(items, sortValue, direction), new SearchIndex(items, searchText), query);
}

/** The next state of a header click: none → ascending → descending → none. */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}
