import { normalizeForSearch } from '@rescue-admin/util';
import { measureElement as measureWithBrowser, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { type CSSProperties, type KeyboardEvent, memo, type ReactNode, startTransition, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { IconButton } from '../button/button';
import { usePendingClick } from '../button/use-pending-click';
import { DEFAULT_LOADER_TEXT, Loader, Spinner } from '../loader/loader';
import { FormField } from '../form-field/form-field';
import formFieldStyles from '../form-field/form-field.module.css';
import { Input } from '../input/input';
import { useControllable } from '../hooks/use-controllable';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { useIsMobile } from '../hooks/use-is-mobile';
import { cx } from '../shared/cx';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './data-table.module.css';
import {
  ACTION_STRIP_UNIT,
  EMPTY_CELL_TEXT,
  SearchIndex,
  VIRTUALIZE_FROM,
  cellAtColumn,
  cellContent,
  isEmptyValue,
  matchingItems,
  nextSort,
  searchTextOfRow,
  sortedPositions,
  stripWidthFor,
  visibleCells,
  visibleColumns,
} from './data-table-model';
import type { DataTableAction, DataTableCell, DataTableColumn, DataTableLabels, DataTableRow, DataTableSort, SortDirection, SortValue } from './data-table-types';

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
  /** Height limit of the scrolling area; rows beyond it scroll (and are virtualised when many). @default 'min(70vh, 720px)' */
  maxHeight?: CSSProperties['maxHeight'];
}

/** What the table needs to know of a row before it is on screen. */
export interface RowShape {
  actions: number;
  band: boolean;
}

/**
 * Above FOLD_AHEAD_FROM rows the search texts are folded ahead once the rows are shown, in tasks of
 * at most FOLD_TASK_MS (checking the clock every FOLD_SLICE items): short enough that none counts
 * as a long task, even on a phone four times slower than this machine.
 */
const FOLD_AHEAD_FROM = 5000;
const FOLD_SLICE = 500;
const FOLD_TASK_MS = 8;

/**
 * While a search is still filtering (or the list still arriving), the rows shown fade a little —
 * from this long on, so fast searches do not flicker. Timed here rather than as a delayed CSS
 * transition: an opacity transition, even while it waits, puts the table on a layer of its own,
 * and making and dropping that layer at every keystroke cost the first one 10–20 ms.
 */
const DIM_AFTER_MS = 200;

/** The cards a phone's list (not virtualised) shows in its first render: more than a screenful. */
const FIRST_CARDS = 10;

/** The row of an item, made once per item (without `toRow`, the item is the row). */
function rowMaker<T>(toRow: ((item: T) => DataTableRow) | undefined): (item: T) => DataTableRow {
  if (!toRow) return (item: T) => item as unknown as DataTableRow;
  const made = new WeakMap<object, DataTableRow>();
  return (item: T) => {
    if (typeof item !== 'object' || item === null) return toRow(item);
    let row = made.get(item);
    if (!row) {
      row = toRow(item);
      made.set(item, row);
    }
    return row;
  };
}

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
  maxHeight = 'min(70vh, 720px)',
}: DataTableProps<T>) {
  const isMobile = useIsMobile();
  const [query, setQuery] = useControllable(searchQuery, defaultSearchQuery, onSearchQueryChange);
  const [sort, setSort] = useControllable<DataTableSort | null>(sortProp, defaultSort, onSortChange);
  const [sortAnnouncement, setSortAnnouncement] = useState('');
  // The rows that arrive — a list's first rows, and every change of a long list (loaded, its first
  // rows, then the rest) — render in a pass React may split, like a search: a list's data comes
  // through a store update, which React renders in one go: the first rows of 100,000 made that
  // one task > 100 ms, and a short list's first rows were among the three longest tasks of a list
  // screen's start in 4 of 15 Lighthouse runs (87–148 ms at its 4× slower CPU; in none of 15 with
  // this pass). Meanwhile the table shows what it showed (the loader, or the first rows). A short
  // list that shows rows shows their changes at once (a saved record's row changes with its notice).
  const deferredRows = useDeferredValue(givenRows);
  const firstRows = deferredRows.length === 0 && givenRows.length > 0;
  const rows = firstRows || Math.max(givenRows.length, deferredRows.length) >= VIRTUALIZE_FROM ? deferredRows : givenRows;
  const arriving = rows !== givenRows;
  const showLoader = loading || (arriving && rows.length === 0 && givenRows.length > 0);

  // A new `toRow` (new columns, new handlers) remakes the rows on screen; a keystroke does not.
  const rowOf = useMemo(() => rowMaker(toRow), [toRow]);
  const idOf = useCallback((item: T) => (rowId ? rowId(item) : rowOf(item).id), [rowId, rowOf]);
  const uniformShape = rowShape !== undefined && typeof rowShape !== 'function' ? rowShape : null;
  const shapeOf = useCallback(
    (item: T): RowShape => {
      if (typeof rowShape === 'function') return rowShape(item);
      if (rowShape) return rowShape;
      return { actions: rowOf(item).actions?.length ?? 0, band: (rowOf(item).bottomActions?.length ?? 0) > 0 };
    },
    [rowShape, rowOf],
  );
  const textOf = useCallback((item: T) => (searchText ? searchText(item) : searchTextOfRow(rowOf(item))), [searchText, rowOf]);

  // Every item's folded text, made once per `rows`, keeps a keystroke down to a substring scan.
  const index = useMemo(() => new SearchIndex(rows, textOf), [rows, textOf]);
  useEffect(() => {
    if (rows.length <= FOLD_AHEAD_FROM) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const foldMore = () => {
      const until = performance.now() + FOLD_TASK_MS;
      while (!index.foldSome(FOLD_SLICE)) {
        if (performance.now() >= until) {
          timer = setTimeout(foldMore, 0);
          return;
        }
      }
    };
    timer = setTimeout(foldMore, 0);
    return () => clearTimeout(timer);
  }, [index, rows.length]);

  // Sorting yields positions into `rows`, so the search tests each item's folded text by position.
  const sortValue = useMemo(() => {
    const columnIndex = sort ? columns.findIndex((column) => column.id === sort.columnId) : -1;
    if (columnIndex === -1) return null;
    return columns[columnIndex].sortValue ?? ((item: T) => cellAtColumn(rowOf(item), columnIndex)?.value as SortValue);
  }, [sort, columns, rowOf]);
  const direction = sort?.direction;
  const order = useMemo(() => sortedPositions(rows, sortValue, direction), [rows, sortValue, direction]);
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

  const { sortedBy } = labels;
  const changeSort = useCallback(
    (next: DataTableSort | null) => {
      setSort(next);
      const header = next ? columns.find((column) => column.id === next.columnId)?.header : undefined;
      if (sortedBy) setSortAnnouncement(next && header !== undefined ? sortedBy(header, next.direction) : '');
    },
    [setSort, sortedBy, columns],
  );
  // Stable for good, so the memoised table is not rendered again by a keystroke: the caller's
  // onSortChange may be new on every render (a router's setter changes with the URL).
  const latestSort = useRef({ sort, changeSort });
  useLayoutEffect(() => {
    latestSort.current = { sort, changeSort };
  });
  const handleSort = useCallback((column: DataTableColumn<never>) => latestSort.current.changeSort(nextSort(latestSort.current.sort, column.id)), []);

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
    }),
    [view, total, rowOf, idOf, shapeOf, uniformShape],
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

/**
 * The shown items and how to get at their rows. The layouts below make a row only for the items
 * they render; the rest they know by id and shape.
 */
interface ListAccess {
  items: readonly unknown[];
  /** How many rows the table has before the search: whether it is virtualised goes by this. */
  total: number;
  rowOf: (item: unknown) => DataTableRow;
  idOf: (item: unknown) => string;
  shapeOf: (item: unknown) => RowShape;
  /** Set when every row has this shape (`rowShape` given as one object). */
  uniformShape: RowShape | null;
}

interface DesktopTableProps {
  label: string;
  columns: readonly DataTableColumn<never>[];
  list: ListAccess;
  /** Header of the action strip (read by screen readers). */
  actionsLabel: string;
  sort: DataTableSort | null;
  onSort: (column: DataTableColumn<never>) => void;
  /** The header's sort buttons wait (the rows are only the first of the list). */
  sortDisabled: boolean;
  stripWidth: number;
  maxHeight: CSSProperties['maxHeight'];
}

// Pure: the shell imports the ui-kit without the table, and an unannotated call would keep it.
const DesktopTable = /* @__PURE__ */ memo(function DesktopTable({ label, columns, list, actionsLabel, sort, onSort, sortDisabled, stripWidth, maxHeight }: DesktopTableProps) {
  const { items: rows, total, rowOf, idOf, shapeOf, uniformShape } = list;
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownColumns = useMemo(() => visibleColumns(columns, false), [columns]);
  const columnCount = shownColumns.length + (stripWidth > 0 ? 1 : 0);
  const virtualize = total >= VIRTUALIZE_FROM;
  // Stable callbacks: a new function per render would make the virtualiser re-measure every row.
  const estimateSize = useCallback(
    (i: number) => (uniformShape ? rowHeightOf(uniformShape) : rowHeightOf(shapeOf(rows[i]))),
    [rows, shapeOf, uniformShape],
  );
  const measureElement = useMemo(() => measureOrEstimate(estimateSize), [estimateSize]);
  // This project does not use the React Compiler; the rows below are memoised by hand and only
  // receive the virtualiser's stable measureElement.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement,
    // Measured heights are kept by position (the virtualiser's default key), not by record id: a
    // search recomputes every position of its ~40,000 matches, and looking each up by its id string
    // (hashed the first time) made that pass twice as slow — the first keystroke 86–90 → 71 ms at
    // 100,000 rows. A row at a position that held another one is measured again when drawn.
    observeElementRect: observeRectOrScreenful,
    overscan: 4,
    enabled: virtualize,
  });

  // aria-rowindex must count band rows too, so a virtualised table still reads "row 5012 of 10001".
  const rowIndexes = useMemo(() => {
    if (uniformShape && !uniformShape.band) return { of: (i: number) => i + 2, total: rows.length + 1 };
    const result = new Array<number>(rows.length);
    let next = 2;
    for (let i = 0; i < rows.length; i++) {
      result[i] = next;
      next += shapeOf(rows[i]).band ? 2 : 1;
    }
    return { of: (i: number) => result[i], total: next - 1 };
  }, [rows, shapeOf, uniformShape]);

  const items = virtualize ? virtualizer.getVirtualItems() : null;
  const shown = items ? items.map((item) => item.index) : rows.map((_, i) => i);
  const paddingTop = items && items.length > 0 ? items[0].start : 0;
  const paddingBottom = items && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    // The region is focusable so that keyboard users can scroll it even without clickable rows.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollRef} className={styles.scroll} style={{ maxHeight }} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} aria-label={label} aria-rowcount={rowIndexes.total}>
        <colgroup>
          {stripWidth > 0 && <col style={{ width: stripWidth }} />}
          {shownColumns.map((column) => (
            <col key={column.id} style={column.width !== undefined ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {stripWidth > 0 && (
              <th scope="col" className={cx(styles.th, styles.stripHeader)} style={{ width: stripWidth }} data-testid="action-strip">
                <VisuallyHidden>{actionsLabel}</VisuallyHidden>
              </th>
            )}
            {shownColumns.map((column) => {
              const direction = sort?.columnId === column.id ? sort.direction : null;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={cx(styles.th, column.align === 'end' && styles.alignEnd)}
                  aria-sort={column.sortable ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {column.sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column)} disabled={sortDisabled}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        {paddingTop > 0 && <Spacer height={paddingTop} columnCount={columnCount} />}
        {shown.map((i) => (
          <DesktopRow
            key={idOf(rows[i])}
            row={rowOf(rows[i])}
            dataIndex={i}
            ariaRowIndex={rowIndexes.of(i)}
            stripWidth={stripWidth}
            columns={shownColumns}
            columnCount={columnCount}
            measureRef={virtualize ? virtualizer.measureElement : undefined}
          />
        ))}
        {paddingBottom > 0 && <Spacer height={paddingBottom} columnCount={columnCount} />}
      </table>
    </div>
  );
});

/**
 * The browser's measurement, or the estimate when an element reports no height (not laid out
 * yet, hidden, or a DOM without layout). Zero heights would make every row "fit" and render all.
 */
function measureOrEstimate(estimate: (index: number) => number) {
  return <E extends Element>(element: E, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, E>) => {
    const size = measureWithBrowser(element, entry, instance);
    return size > 0 ? size : estimate(Number(element.getAttribute('data-index')));
  };
}

/**
 * A row's height as data-table.module.css draws it, for the virtualiser's estimate: a line of
 * text (`--size-table-row` and the border), or an action strip of two rows of buttons (padding,
 * 24 + 2 + 24 px, border), plus the band below (padding, a 32 px button, border). Right for every
 * row whose text fits on one line, so those need no correction once measured — each correction
 * makes the virtualiser recompute every row's position after it (100,000 at the first render).
 */
function rowHeightOf(shape: RowShape): number {
  return (shape.actions >= 2 ? 59 : 41) + (shape.band ? 49 : 0);
}

/** What a scroll area that reports no height counts as: about a screenful. */
const FALLBACK_VIEW_HEIGHT = 600;

/**
 * The scroll area's size, or a screenful when it reports no height (not laid out yet, hidden, or
 * a DOM without layout): a zero height would show no row at all — also for a search that leaves a
 * few rows of a long list, which stays virtualised.
 */
function observeRectOrScreenful<E extends Element>(instance: Virtualizer<HTMLDivElement, E>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEW_HEIGHT }));
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td className={styles.spacer} style={{ height }} colSpan={columnCount} />
      </tr>
    </tbody>
  );
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <span className={cx(styles.sortIcon, direction && styles.sortIconActive)}>
      <Icon size={14} aria-hidden="true" />
    </span>
  );
}

interface DesktopRowProps {
  row: DataTableRow;
  dataIndex: number;
  ariaRowIndex: number;
  stripWidth: number;
  columns: readonly DataTableColumn<never>[];
  columnCount: number;
  measureRef?: (element: HTMLElement | null) => void;
}

/** Memoised: while typing a search, rows that stay in view are not rendered again. */
const DesktopRow = memo(function DesktopRow({ row, dataIndex, ariaRowIndex, stripWidth, columns, columnCount, measureRef }: DesktopRowProps) {
  const cells = visibleCells(row.cells, false);
  const hasBand = (row.bottomActions?.length ?? 0) > 0;
  return (
    // One tbody per row keeps the row and its bottom band together, so the virtualiser measures both.
    <tbody ref={measureRef} data-index={dataIndex}>
      <tr
        aria-rowindex={ariaRowIndex}
        className={cx(styles.row, row.onClick && styles.clickable)}
        tabIndex={row.onClick ? 0 : undefined}
        onClick={row.onClick}
        onKeyDown={row.onClick ? (event) => activateOnKey(event, row.onClick) : undefined}
      >
        {stripWidth > 0 && (
          <td className={styles.stripCell}>
            <div className={styles.strip} style={{ '--strip-unit': `${ACTION_STRIP_UNIT}px` } as CSSProperties}>
              {row.actions?.map((action) => (
                <IconButton
                  key={action.id}
                  icon={action.icon}
                  label={action.label}
                  variant={action.variant === 'danger' ? 'danger' : 'ghost'}
                  disabled={action.disabled}
                  className={styles.stripButton}
                  onClick={(event) => {
                    event.stopPropagation();
                    return action.onClick();
                  }}
                />
              ))}
            </div>
          </td>
        )}
        {cells.map((cell, i) => (
          <td key={i} colSpan={cell.colSpan} className={cx(styles.td, columns[i]?.align === 'end' && styles.alignEnd)}>
            <CellValue cell={cell} />
          </td>
        ))}
      </tr>
      {hasBand && (
        <tr aria-rowindex={ariaRowIndex + 1}>
          <td colSpan={columnCount} className={styles.band} style={row.bottomActionColor ? { background: row.bottomActionColor } : undefined}>
            <BandActions actions={row.bottomActions ?? []} />
          </td>
        </tr>
      )}
    </tbody>
  );
});

function CellValue({ cell }: { cell: DataTableCell }) {
  const value = cellContent(cell.value);
  if (isEmptyValue(value)) return <span className={styles.empty}>{EMPTY_CELL_TEXT}</span>;
  return <>{value}</>;
}

function activateOnKey(event: KeyboardEvent<HTMLElement>, activate: (() => void) | undefined) {
  // Keys pressed on a button inside the row belong to that button.
  if (event.target !== event.currentTarget || !activate) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    activate();
  }
}

function BandActions({ actions }: { actions: DataTableAction[] }) {
  return (
    <div className={styles.bandActions}>
      {actions.map((action) => (
        <BandButton key={action.id} action={action} />
      ))}
    </div>
  );
}

function BandButton({ action }: { action: DataTableAction }) {
  const { pending, handleClick } = usePendingClick((event) => {
    event.stopPropagation();
    return action.onClick();
  });
  const Icon = action.icon;
  return (
    <button
      type="button"
      className={cx(styles.bandButton, action.variant === 'danger' && styles.bandButtonDanger)}
      disabled={action.disabled || pending}
      aria-busy={pending || undefined}
      onClick={handleClick}
    >
      {pending ? <Spinner /> : <Icon size={16} aria-hidden="true" />}
      {action.label}
    </button>
  );
}

interface MobileListProps {
  label: string;
  columns: readonly DataTableColumn<never>[];
  list: ListAccess;
  maxHeight: CSSProperties['maxHeight'];
}

const MobileList = /* @__PURE__ */ memo(function MobileList({ label, columns, list, maxHeight }: MobileListProps) {
  const { items: rows, total, rowOf, idOf } = list;
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownColumns = useMemo(() => visibleColumns(columns, true), [columns]);
  const virtualize = total >= VIRTUALIZE_FROM;
  const estimateSize = useCallback(() => 44 + 24 * shownColumns.length, [shownColumns]);
  const measureElement = useMemo(() => measureOrEstimate(estimateSize), [estimateSize]);
  // See DesktopTable: no React Compiler here; cards are memoised by hand; heights kept by position.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement,
    observeElementRect: observeRectOrScreenful,
    overscan: 6,
    enabled: virtualize,
  });
  const items = virtualize ? virtualizer.getVirtualItems() : null;
  // A list not virtualised shows its first cards at once and the rest right after, in a render
  // React may split: all 99 cards of a phone's first screen in one task were the longest task of
  // its start (Lighthouse, 4× slower CPU: ~200 ms). Later renders (a search) show every card.
  const [allCards, setAllCards] = useState(false);
  useEffect(() => {
    if (!allCards) startTransition(() => setAllCards(true));
  }, [allCards]);
  const shown = items ?? (allCards ? rows : rows.slice(0, FIRST_CARDS)).map((_, index) => ({ index, start: 0 }));

  return (
    <div ref={scrollRef} className={styles.cardScroll} style={{ maxHeight }}>
      <ul
        className={styles.cards}
        aria-label={label}
        style={virtualize ? { position: 'relative', height: virtualizer.getTotalSize() } : undefined}
      >
        {shown.map((item) => (
          <li
            key={idOf(rows[item.index])}
            ref={virtualize ? virtualizer.measureElement : undefined}
            data-index={item.index}
            className={styles.cardItem}
            style={
              virtualize
                ? { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }
                : // Every card is there (for find in page, for screen readers), but one out of view is
                  // laid out and painted only when it comes near: a phone opening a list of 99 cards lays
                  // out the first few. Its height until then is the estimate, afterwards the last drawn.
                  // Not for virtualised cards: the virtualiser measures them.
                  { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimateSize()}px` }
            }
          >
            <MobileCard row={rowOf(rows[item.index])} columns={shownColumns} />
          </li>
        ))}
      </ul>
    </div>
  );
});

const MobileCard = memo(function MobileCard({ row, columns }: { row: DataTableRow; columns: readonly DataTableColumn<never>[] }) {
  const cells = visibleCells(row.cells, true);
  const activate = row.onClickMobile ?? row.onClick;
  // The column a cell labels with: its position among the visible columns, colSpan counted.
  const startColumns = cells.reduce<number[]>((starts, cell, i) => {
    starts.push(i === 0 ? 0 : starts[i - 1] + Math.max(1, cells[i - 1].colSpan ?? 1));
    return starts;
  }, []);
  const fields = cells.map((cell, i) => {
    const column = columns[startColumns[i]];
    return (
      <div key={i} style={{ display: 'contents' }}>
        <dt>{column?.header ?? ''}</dt>
        <dd>
          <CellValue cell={cell} />
        </dd>
      </div>
    );
  });
  return (
    <div className={styles.card}>
      {activate ? (
        <div className={cx(styles.cardBody, styles.clickable)} role="button" tabIndex={0} onClick={activate} onKeyDown={(event) => activateOnKey(event, activate)}>
          <dl className={styles.fields}>{fields}</dl>
        </div>
      ) : (
        <div className={styles.cardBody}>
          <dl className={styles.fields}>{fields}</dl>
        </div>
      )}
      {(row.actions?.length ?? 0) > 0 && (
        <div className={styles.cardActions}>
          {row.actions?.map((action) => (
            <IconButton
              key={action.id}
              icon={action.icon}
              label={action.label}
              variant={action.variant === 'danger' ? 'danger' : 'ghost'}
              disabled={action.disabled}
              onClick={() => action.onClick()}
            />
          ))}
        </div>
      )}
      {(row.bottomActions?.length ?? 0) > 0 && (
        <div className={styles.cardBand} style={row.bottomActionColor ? { background: row.bottomActionColor } : undefined}>
          <BandActions actions={row.bottomActions ?? []} />
        </div>
      )}
    </div>
  );
});

/**
 * The cards' sort control: a native select (the phone's own picker) in the usual form field, with
 * no sort and, for every sortable column, ascending and descending. The same sort as the table's
 * header buttons.
 */
function SortSelect<T>({
  columns,
  sort,
  labels,
  onChange,
  disabled,
}: {
  columns: readonly DataTableColumn<T>[];
  sort: DataTableSort | null;
  labels: NonNullable<DataTableLabels['sortControl']>;
  onChange: (sort: DataTableSort | null) => void;
  disabled: boolean;
}) {
  const sortable = columns.filter((column) => column.sortable && !column.desktopOnly);
  if (sortable.length === 0) return null;
  const valueOf = (value: DataTableSort) => `${value.direction}:${value.columnId}`;
  return (
    <FormField label={labels.label} className={styles.sortControl}>
      {(field) => (
        <select
          {...field}
          className={formFieldStyles.control}
          value={sort ? valueOf(sort) : ''}
          disabled={disabled}
          onChange={(event) => {
            const [direction, ...rest] = event.target.value.split(':');
            onChange(event.target.value ? { columnId: rest.join(':'), direction: direction as SortDirection } : null);
          }}
        >
          <option value="">{labels.unsorted}</option>
          {sortable.flatMap((column) =>
            (['asc', 'desc'] as const).map((direction) => (
              <option key={`${direction}:${column.id}`} value={valueOf({ columnId: column.id, direction })}>
                {labels.option(column.header, direction)}
              </option>
            )),
          )}
        </select>
      )}
    </FormField>
  );
}
