import { normalizeForSearch } from '@rescue-admin/util';
import { measureElement as measureWithBrowser, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { type CSSProperties, type KeyboardEvent, memo, type ReactNode, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { IconButton } from '../button/button';
import { usePendingClick } from '../button/use-pending-click';
import { DEFAULT_LOADER_TEXT, Loader, Spinner } from '../loader/loader';
import { Input } from '../input/input';
import { useControllable } from '../hooks/use-controllable';
import { useIsMobile } from '../hooks/use-is-mobile';
import { cx } from '../shared/cx';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './data-table.module.css';
import {
  ACTION_STRIP_UNIT,
  EMPTY_CELL_TEXT,
  VIRTUALIZE_FROM,
  actionStripWidth,
  cellContent,
  isEmptyValue,
  nextSort,
  searchIndexOf,
  sortRows,
  visibleCells,
  visibleColumns,
} from './data-table-model';
import type { DataTableAction, DataTableCell, DataTableColumn, DataTableLabels, DataTableRow, DataTableSort } from './data-table-types';

export interface DataTableProps {
  /** Accessible name of the table (and of the mobile list), e.g. the page title. */
  label: string;
  columns: DataTableColumn[];
  rows: DataTableRow[];
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
  /** Shown when there are no rows at all (e.g. "Noch nichts angelegt" with a create button). */
  emptyState?: ReactNode;
  /** Content beside the search box, e.g. a create or export button. */
  toolbar?: ReactNode;
  /** Height limit of the scrolling area; rows beyond it scroll (and are virtualised when many). @default 'min(70vh, 720px)' */
  maxHeight?: CSSProperties['maxHeight'];
}

/**
 * The table of every admin list: a desktop table and, at ≤ 768px, a card list. Search
 * (case- and umlaut-tolerant) and sorting work controlled or uncontrolled; large lists are
 * virtualised so that 10,000 rows stay smooth.
 */
export function DataTable({
  label,
  columns,
  rows,
  labels,
  searchQuery,
  defaultSearchQuery = '',
  onSearchQueryChange,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  searchable = true,
  loading = false,
  emptyState,
  toolbar,
  maxHeight = 'min(70vh, 720px)',
}: DataTableProps) {
  const isMobile = useIsMobile();
  const [query, setQuery] = useControllable(searchQuery, defaultSearchQuery, onSearchQueryChange);
  const [sort, setSort] = useControllable<DataTableSort | null>(sortProp, defaultSort, onSortChange);
  const [sortAnnouncement, setSortAnnouncement] = useState('');

  // Folding every row's text once per `rows` keeps a keystroke down to a substring scan.
  const index = useMemo(() => rows.map(searchIndexOf), [rows]);
  // Sorting yields positions into `rows`, so the search can test index[position] directly.
  const order = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  // The keystroke's own render only updates the search box; the rows follow in a render React
  // may interrupt, so typing stays responsive with 10,000 rows (the table is aria-busy meanwhile).
  const searchedQuery = useDeferredValue(query);
  const searching = searchedQuery !== query;
  const needle = useMemo(() => normalizeForSearch(searchedQuery), [searchedQuery]);
  const view = useMemo(() => {
    const result: DataTableRow[] = [];
    for (const position of order) {
      if (!needle || index[position].includes(needle)) result.push(rows[position]);
    }
    return result;
  }, [order, rows, index, needle]);

  const stripWidth = useMemo(() => actionStripWidth(rows), [rows]);

  const { sortedBy } = labels;
  // Stable, so the memoised table is not rendered again by a keystroke.
  const handleSort = useCallback(
    (column: DataTableColumn) => {
      const next = nextSort(sort, column.id);
      setSort(next);
      if (sortedBy) setSortAnnouncement(next ? sortedBy(column.header, next.direction) : '');
    },
    [sort, setSort, sortedBy],
  );

  const loaderText = labels.loading ?? DEFAULT_LOADER_TEXT;
  let body: ReactNode;
  if (loading) {
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
    body = <MobileList label={label} columns={columns} rows={view} maxHeight={maxHeight} />;
  } else {
    body = (
      <DesktopTable
        label={label}
        columns={columns}
        rows={view}
        labels={labels}
        sort={sort}
        onSort={handleSort}
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
              disabled={loading && rows.length === 0}
              className={styles.search}
            />
          )}
          {toolbar}
        </div>
      )}
      {/* Search results and sort changes are announced without moving focus. */}
      <p role="status" className={styles.count}>
        {needle && labels.resultCount ? labels.resultCount(view.length, rows.length) : ''}
      </p>
      <VisuallyHidden>
        <span role="status">{sortAnnouncement}</span>
      </VisuallyHidden>
      <div className={styles.body} aria-busy={searching || undefined}>
        {body}
      </div>
    </div>
  );
}

interface DesktopTableProps {
  label: string;
  columns: DataTableColumn[];
  rows: DataTableRow[];
  labels: DataTableLabels;
  sort: DataTableSort | null;
  onSort: (column: DataTableColumn) => void;
  stripWidth: number;
  maxHeight: CSSProperties['maxHeight'];
}

// Pure: the shell imports the ui-kit without the table, and an unannotated call would keep it.
const DesktopTable = /* @__PURE__ */ memo(function DesktopTable({ label, columns, rows, labels, sort, onSort, stripWidth, maxHeight }: DesktopTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownColumns = useMemo(() => visibleColumns(columns, false), [columns]);
  const columnCount = shownColumns.length + (stripWidth > 0 ? 1 : 0);
  const virtualize = rows.length >= VIRTUALIZE_FROM;
  // Stable callbacks: a new function per render would make the virtualiser re-measure every row.
  const estimateSize = useCallback((i: number) => (rows[i].bottomActions?.length ? 90 : 41), [rows]);
  const getItemKey = useCallback((i: number) => rows[i].id, [rows]);
  const measureElement = useMemo(() => measureOrEstimate(estimateSize), [estimateSize]);
  // This project does not use the React Compiler; the rows below are memoised by hand and only
  // receive the virtualiser's stable measureElement.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement,
    getItemKey,
    overscan: 12,
    enabled: virtualize,
  });

  // aria-rowindex must count band rows too, so a virtualised table still reads "row 5012 of 10001".
  const rowIndexes = useMemo(() => {
    const result = new Array<number>(rows.length);
    let next = 2;
    rows.forEach((row, i) => {
      result[i] = next;
      next += row.bottomActions?.length ? 2 : 1;
    });
    return { result, total: next - 1 };
  }, [rows]);

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
                <VisuallyHidden>{labels.actions}</VisuallyHidden>
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
                    <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
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
            key={rows[i].id}
            row={rows[i]}
            dataIndex={i}
            ariaRowIndex={rowIndexes.result[i]}
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
  columns: DataTableColumn[];
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
  columns: DataTableColumn[];
  rows: DataTableRow[];
  maxHeight: CSSProperties['maxHeight'];
}

const MobileList = /* @__PURE__ */ memo(function MobileList({ label, columns, rows, maxHeight }: MobileListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownColumns = useMemo(() => visibleColumns(columns, true), [columns]);
  const virtualize = rows.length >= VIRTUALIZE_FROM;
  const estimateSize = useCallback(() => 44 + 24 * shownColumns.length, [shownColumns]);
  const getItemKey = useCallback((i: number) => rows[i].id, [rows]);
  const measureElement = useMemo(() => measureOrEstimate(estimateSize), [estimateSize]);
  // See DesktopTable: no React Compiler here; cards are memoised by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement,
    getItemKey,
    overscan: 6,
    enabled: virtualize,
  });
  const items = virtualize ? virtualizer.getVirtualItems() : null;
  const shown = items ?? rows.map((_, index) => ({ index, start: 0 }));

  return (
    <div ref={scrollRef} className={styles.cardScroll} style={{ maxHeight }}>
      <ul
        className={styles.cards}
        aria-label={label}
        style={virtualize ? { position: 'relative', height: virtualizer.getTotalSize() } : undefined}
      >
        {shown.map((item) => (
          <li
            key={rows[item.index].id}
            ref={virtualize ? virtualizer.measureElement : undefined}
            data-index={item.index}
            className={styles.cardItem}
            style={virtualize ? { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` } : undefined}
          >
            <MobileCard row={rows[item.index]} columns={shownColumns} />
          </li>
        ))}
      </ul>
    </div>
  );
});

const MobileCard = memo(function MobileCard({ row, columns }: { row: DataTableRow; columns: DataTableColumn[] }) {
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
