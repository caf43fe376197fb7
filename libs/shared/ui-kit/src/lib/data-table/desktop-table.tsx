// The desktop layout of the table (> 768px): sortable headers, the action strip, and a body that is
// virtualised when long.
import { useVirtualizer } from '@tanstack/react-virtual';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { type CSSProperties, memo, useCallback, useMemo, useRef } from 'react';
import { cx } from '../shared/cx';
import { VisuallyHidden } from '../shared/visually-hidden';
import styles from './data-table.module.css';
import { VIRTUALIZE_FROM, visibleColumns } from './data-table-model';
import type { DataTableColumn, DataTableSort } from './data-table-types';
import { DesktopRow } from './desktop-row';
import type { ListAccess } from './list-access';
import { useScrollAnchor } from './use-scroll-anchor';
import { measureOrEstimate, observeRectOrScreenful, rowHeightOf } from './virtual-rows';

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
export const DesktopTable = /* @__PURE__ */ memo(function DesktopTable({ label, columns, list, actionsLabel, sort, onSort, sortDisabled, stripWidth, maxHeight }: DesktopTableProps) {
  const { items: rows, total, rowOf, idOf, shapeOf, uniformShape, highlightedKeys } = list;
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
    // search recomputes the position of every match (tens of thousands in a long list), and
    // looking each up by its id string (hashed the first time) would make that pass, and so the
    // keystroke, about twice as slow. A row at a position that held another one is measured again
    // when drawn.
    observeElementRect: observeRectOrScreenful,
    overscan: 4,
    enabled: virtualize,
  });
  useScrollAnchor(scrollRef, virtualizer, rows, idOf, virtualize);

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
    <div ref={scrollRef} className={styles.scroll} style={{ maxHeight, overflowAnchor: virtualize ? 'none' : undefined }} role="region" aria-label={label} tabIndex={0}>
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
            highlighted={highlightedKeys?.has(idOf(rows[i])) ?? false}
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
