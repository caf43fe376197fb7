// The DataTable component: its props, its search and the state of the list, composed from the
// desktop table, the mobile list and the sort select beside it.
import { normalizeForSearch } from '@rescue-admin/util';
import { type CSSProperties, type ReactNode, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { DEFAULT_LOADER_TEXT, Loader } from '../loader/loader';
import { Input } from '../input/input';
import { useControllable } from '../hooks/use-controllable';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { useIsMobile } from '../hooks/use-is-mobile';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './data-table.module.css';
import { cellAtColumn, matchingItems, searchTextOfRow, stripWidthFor } from './data-table-model';
import type { DataTableColumn, DataTableLabels, DataTableRow, DataTableSort, RowShape, SortValue } from './data-table-types';
import { DesktopTable } from './desktop-table';
import { type ListAccess, rowMaker, shapeMaker } from './list-access';
import { ListDeriver } from './list-deriver';
import { MobileList } from './mobile-list';
import { SortSelect } from './sort-select';
import { useArrivingRows } from './use-arriving-rows';
import { useFoldAhead } from './use-fold-ahead';
import { useTableSort } from './use-table-sort';

export interface DataTableProps<T = DataTableRow> {
  /** Accessible name of the table (and of the mobile list), e.g. the page title. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** What the table lists: its rows (SPEC §9's row shape), or records it makes rows of with `toRow`. */
  rows: readonly T[];
  /**
   * Makes the row of a record. Called only for the rows on screen, and once per record while
   * `toRow` stays the same: a list of 100,000 records builds a few dozen rows, not 100,000.
   * Without it, the items are the rows.
   */
  toRow?: (item: T) => DataTableRow;
  /** A record's row id without making its row (with `toRow`). @default toRow(item).id */
  rowId?: (item: T) => string;
  /**
   * Cheap facts about a record's row (with `toRow`): its number of actions and whether it has a
   * bottom band. One `RowShape` (memoised) when every row has the same: the table then does no
   * work per record for them (with 100,000 records that is three passes less per search).
   * @default from toRow
   */
  rowShape?: ((item: T) => RowShape) | RowShape;
  /** The text the search box looks into. @default the row's `searchText`, else its cells' text */
  searchText?: (item: T) => string;
  /** Texts (German, from the caller). */
  labels: DataTableLabels;
  /** Controlled search text (e.g. from the URL's ?q=). Leave undefined to let the table keep it. */
  searchQuery?: string;
  /** Initial search text when uncontrolled. @default '' */
  defaultSearchQuery?: string;
  onSearchQueryChange?: (query: string) => void;
  /** Controlled sort (null = the rows' own order). Leave undefined to let the table keep it. */
  sort?: DataTableSort | null;
  /** Initial sort when uncontrolled. @default null */
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Shows the search box. @default true */
  searchable?: boolean;
  /** Shows the loader instead of rows. @default false */
  loading?: boolean;
  /**
   * Set while `rows` are only the first of a longer list still arriving: this text says so where
   * the search count goes, and the search and the sort wait for the rest (they would work on a
   * part). The rows shown are the list's first; the rest follows below them.
   */
  pending?: string;
  /** Shown when there are no rows at all (e.g. "Noch nichts angelegt" with a create button). */
  emptyState?: ReactNode;
  /** Content beside the search box, e.g. a create or export button. */
  toolbar?: ReactNode;
  /**
   * The ids of rows to highlight briefly (e.g. rows a colleague just changed): each shows a
   * background that fades over two seconds (with reduced motion: an outline for as long) from
   * when its id joins the set, and again when its row changes while in it. Decoration only —
   * nothing is announced. @default none
   */
  highlightedKeys?: ReadonlySet<string>;
  /** Height limit of the scrolling area; rows beyond it scroll (and are virtualised when many). @default 'min(70vh, 720px)' */
  maxHeight?: CSSProperties['maxHeight'];
}

/**
 * While a search is still filtering (or the list still arriving), the rows shown fade a little —
 * from this long on, so fast searches do not flicker. Timed here rather than as a delayed CSS
 * transition: an opacity transition, even while it waits, puts the table on a layer of its own,
 * and making and dropping that layer at every keystroke would slow the first keystroke down.
 */
const DIM_AFTER_MS = 200;

/**
 * The table of every admin list: a desktop table and, at ≤ 768px, a card list. Search
 * (case- and umlaut-tolerant) and sorting work controlled or uncontrolled; large lists are
 * virtualised, and rows are made only for what is on screen, so 100,000 records stay smooth.
 */
export function DataTable<T = DataTableRow>({
  label,
  columns,
  rows: givenRows,
  toRow,
  rowId,
  rowShape,
  searchText,
  labels,
  searchQuery,
  defaultSearchQuery = '',
  onSearchQueryChange,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  searchable = true,
  loading = false,
  pending,
  emptyState,
  toolbar,
  highlightedKeys,
  maxHeight = 'min(70vh, 720px)',
}: DataTableProps<T>) {
  const isMobile = useIsMobile();
  const [query, setQuery] = useControllable(searchQuery, defaultSearchQuery, onSearchQueryChange);
  const { sort, changeSort, handleSort, sortAnnouncement } = useTableSort({ sort: sortProp, defaultSort, onSortChange, columns, sortedBy: labels.sortedBy });
  const { rows, arriving } = useArrivingRows(givenRows);
  const showLoader = loading || (arriving && rows.length === 0 && givenRows.length > 0);

  // A new `toRow` (new columns, new handlers) remakes the rows on screen; a keystroke does not.
  const rowOf = useMemo(() => rowMaker(toRow), [toRow]);
  const idOf = useCallback((item: T) => (rowId ? rowId(item) : rowOf(item).id), [rowId, rowOf]);
  const uniformShape = rowShape !== undefined && typeof rowShape !== 'function' ? rowShape : null;
  const shapeOf = useMemo(() => shapeMaker(rowShape, rowOf), [rowShape, rowOf]);
  const textOf = useCallback((item: T) => (searchText ? searchText(item) : searchTextOfRow(rowOf(item))), [searchText, rowOf]);

  // Sorting yields positions into `rows`, so the search tests each item's folded text by position.
  const sortValue = useMemo(() => {
    const columnIndex = sort ? columns.findIndex((column) => column.id === sort.columnId) : -1;
    if (columnIndex === -1) return null;
    return columns[columnIndex].sortValue ?? ((item: T) => cellAtColumn(rowOf(item), columnIndex)?.value as SortValue);
  }, [sort, columns, rowOf]);
  const direction = sort?.direction;
  // Every item's folded text, made once, keeps a keystroke down to a substring scan; the sort and
  // the index of new `rows` in which a few items changed are patched from the previous ones.
  const [deriver] = useState(() => new ListDeriver<T>());
  const derived = useMemo(() => deriver.derive(rows, textOf, sortValue, direction), [deriver, rows, textOf, sortValue, direction]);
  const { index } = derived;
  const order = derived.sorted?.order ?? null;
  useFoldAhead(index, rows.length);
  // The keystroke's own render only updates the search box; the rows follow in a render React
  // may interrupt, so typing stays responsive with many rows (the table is aria-busy meanwhile).
  const searchedQuery = useDeferredValue(query);
  const searching = searchedQuery !== query;
  const waiting = (showLoader && rows.length === 0) || pending !== undefined;
  const busy = searching || arriving || pending !== undefined;
  const dimmed = useDelayedFlag(busy, DIM_AFTER_MS);
  const searched = useMemo(() => normalizeForSearch(searchedQuery) !== '', [searchedQuery]);
  const view = useMemo(() => matchingItems(rows, order, index, searchedQuery), [rows, order, index, searchedQuery]);

  const stripWidth = useMemo(() => {
    if (uniformShape) return stripWidthFor(uniformShape.actions);
    let maxActions = 0;
    for (const item of rows) maxActions = Math.max(maxActions, shapeOf(item).actions);
    return stripWidthFor(maxActions);
  }, [rows, shapeOf, uniformShape]);

  // The same object until the shown items change: the keystroke's own render (the search box)
  // then leaves the table alone, and only the deferred one with the new rows renders it.
  const total = rows.length;
  const list = useMemo<ListAccess>(
    () => ({
      items: view as readonly unknown[],
      total,
      rowOf: rowOf as (item: unknown) => DataTableRow,
      idOf: idOf as (item: unknown) => string,
      shapeOf: shapeOf as (item: unknown) => RowShape,
      uniformShape,
      highlightedKeys,
    }),
    [view, total, rowOf, idOf, shapeOf, uniformShape, highlightedKeys],
  );
  const loaderText = labels.loading ?? DEFAULT_LOADER_TEXT;
  let body: ReactNode;
  if (showLoader) {
    body = (
      <div className={styles.state} aria-busy="true">
        <Loader text={loaderText} />
      </div>
    );
  } else if (rows.length === 0) {
    body = <div className={styles.state}>{emptyState}</div>;
  } else if (view.length === 0) {
    body = <div className={styles.state}>{labels.noResults}</div>;
  } else if (isMobile) {
    body = <MobileList label={label} columns={columns as readonly DataTableColumn<never>[]} list={list} maxHeight={maxHeight} />;
  } else {
    body = (
      <DesktopTable
        label={label}
        columns={columns as readonly DataTableColumn<never>[]}
        list={list}
        actionsLabel={labels.actions}
        sort={sort}
        onSort={handleSort}
        sortDisabled={pending !== undefined}
        stripWidth={stripWidth}
        maxHeight={maxHeight}
      />
    );
  }

  return (
    <div className={styles.root}>
      {(searchable || toolbar) && (
        <div className={styles.toolbar}>
          {searchable && (
            <Input
              type="search"
              label={labels.search}
              hideLabel
              placeholder={labels.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              disabled={waiting}
              className={styles.search}
            />
          )}
          {isMobile && labels.sortControl && (
            <SortSelect columns={columns} sort={sort} labels={labels.sortControl} onChange={changeSort} disabled={waiting} />
          )}
          {toolbar}
        </div>
      )}
      {/* Search results and sort changes are announced without moving focus. */}
      <p role="status" className={styles.count}>
        {pending ?? (searched && labels.resultCount ? labels.resultCount(view.length, rows.length) : '')}
      </p>
      <VisuallyHidden>
        <span role="status">{sortAnnouncement}</span>
      </VisuallyHidden>
      <div className={styles.body} aria-busy={busy || undefined} data-dimmed={dimmed || undefined}>
        {body}
      </div>
    </div>
  );
}
