// One row of the desktop table: its action strip, its cells and the band of labelled actions below.
import { type CSSProperties, memo } from 'react';
import { IconButton } from '../button/button';
import { cx } from '../shared/cx';
import { activateOnKey } from './activate-on-key';
import styles from './data-table.module.css';
import { ACTION_STRIP_UNIT, visibleCells } from './data-table-model';
import type { DataTableColumn, DataTableRow } from './data-table-types';
import { BandActions, CellValue } from './row-parts';
import { useHighlight } from './use-highlight';

interface DesktopRowProps {
  row: DataTableRow;
  dataIndex: number;
  ariaRowIndex: number;
  stripWidth: number;
  columns: readonly DataTableColumn<never>[];
  columnCount: number;
  measureRef?: (element: HTMLElement | null) => void;
  /** Its id is among the table's highlighted keys. */
  highlighted: boolean;
}

/**
 * Memoised: while typing a search, and when another row of the list changed, rows that stay in
 * view are not rendered again.
 */
export const DesktopRow = memo(function DesktopRow({ row, dataIndex, ariaRowIndex, stripWidth, columns, columnCount, measureRef, highlighted }: DesktopRowProps) {
  const lit = useHighlight(highlighted, row);
  const cells = visibleCells(row.cells, false);
  const hasBand = (row.bottomActions?.length ?? 0) > 0;
  return (
    // One tbody per row keeps the row and its bottom band together, so the virtualiser measures both.
    <tbody ref={measureRef} data-index={dataIndex}>
      <tr
        aria-rowindex={ariaRowIndex}
        className={cx(styles.row, row.onClick && styles.clickable, lit && styles.highlighted)}
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
