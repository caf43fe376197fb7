// The phone's layout of the table (≤ 768px): a list of cards, virtualised when long.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IconButton } from '../button/button';
import { cx } from '../shared/cx';
import { activateOnKey } from './activate-on-key';
import styles from './data-table.module.css';
import { VIRTUALIZE_FROM, visibleCells, visibleColumns } from './data-table-model';
import type { DataTableColumn, DataTableRow } from './data-table-types';
import type { ListAccess } from './list-access';
import { BandActions, CellValue } from './row-parts';
import { useHighlight } from './use-highlight';
import { useScrollAnchor } from './use-scroll-anchor';
import { measureOrEstimate, observeRectOrScreenful } from './virtual-rows';

/** The cards a phone's list (not virtualised) shows in its first render: more than a screenful. */
const FIRST_CARDS = 10;

interface MobileListProps {
  label: string;
  columns: readonly DataTableColumn<never>[];
  list: ListAccess;
  maxHeight: CSSProperties['maxHeight'];
}

// Pure: the shell imports the ui-kit without the table, and an unannotated call would keep it.
export const MobileList = /* @__PURE__ */ memo(function MobileList({ label, columns, list, maxHeight }: MobileListProps) {
  const { items: rows, total, rowOf, idOf, highlightedKeys } = list;
  const scrollRef = useRef<HTMLDivElement>(null);
  const shownColumns = useMemo(() => visibleColumns(columns, true), [columns]);
  const virtualize = total >= VIRTUALIZE_FROM;
  const estimateSize = useCallback(() => 44 + 24 * shownColumns.length, [shownColumns]);
  const measureElement = useMemo(() => measureOrEstimate(estimateSize), [estimateSize]);
  // As in DesktopTable: no React Compiler here; cards are memoised by hand; heights kept by position.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    measureElement,
    observeElementRect: observeRectOrScreenful,
    overscan: 6,
    enabled: virtualize,
  });
  useScrollAnchor(scrollRef, virtualizer, rows, idOf, virtualize);
  const items = virtualize ? virtualizer.getVirtualItems() : null;
  // A list not virtualised shows its first cards at once and the rest right after, in a render
  // React may split: every card of a phone's first screen in one task would be the longest task
  // of the list screen's start. Later renders (a search) show every card.
  const [allCards, setAllCards] = useState(false);
  useEffect(() => {
    if (!allCards) startTransition(() => setAllCards(true));
  }, [allCards]);
  const shown = items ?? (allCards ? rows : rows.slice(0, FIRST_CARDS)).map((_, index) => ({ index, start: 0 }));

  return (
    <div ref={scrollRef} className={styles.cardScroll} style={{ maxHeight, overflowAnchor: virtualize ? 'none' : undefined }}>
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
            <MobileCard row={rowOf(rows[item.index])} columns={shownColumns} highlighted={highlightedKeys?.has(idOf(rows[item.index])) ?? false} />
          </li>
        ))}
      </ul>
    </div>
  );
});

const MobileCard = memo(function MobileCard({ row, columns, highlighted }: { row: DataTableRow; columns: readonly DataTableColumn<never>[]; highlighted: boolean }) {
  const lit = useHighlight(highlighted, row);
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
    <div className={cx(styles.card, lit && styles.highlighted)}>
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
