// The parts a desktop row and a mobile card share: a cell's value and the band of labelled actions.
import { usePendingClick } from '../button/use-pending-click';
import { Spinner } from '../loader/loader';
import { cx } from '../shared/cx';
import styles from './data-table.module.css';
import { EMPTY_CELL_TEXT, cellContent, isEmptyValue } from './data-table-model';
import type { DataTableAction, DataTableCell } from './data-table-types';

export function CellValue({ cell }: { cell: DataTableCell }) {
  const value = cellContent(cell.value);
  if (isEmptyValue(value)) return <span className={styles.empty}>{EMPTY_CELL_TEXT}</span>;
  return <>{value}</>;
}

export function BandActions({ actions }: { actions: DataTableAction[] }) {
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
