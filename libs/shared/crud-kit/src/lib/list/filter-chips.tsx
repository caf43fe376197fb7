import type { IconComponent } from '@rescue-admin/ui-kit';
import styles from './filter-chips.module.css';

/** One on/off filter of a list. */
export interface FilterChip {
  /** Stable id, e.g. the URL's `?filter=` value. */
  id: string;
  /** The visible text and accessible name, e.g. „Überfällig (41)“. */
  label: string;
  /** Whether it is switched on (the button's `aria-pressed`). */
  pressed: boolean;
  /** An icon before the text (decorative: the label says it all). */
  icon?: IconComponent;
}

export interface FilterChipsProps {
  /** The group's accessible name, e.g. „Filter“. */
  label: string;
  chips: readonly FilterChip[];
  onToggle: (id: string) => void;
}

/**
 * On/off filters above a list, each a toggle button (`aria-pressed`) in a group named by `label`.
 * At least 44 px high, for a thumb on a phone; a pressed chip is filled and shows a check, so its
 * state is not told by colour alone.
 */
export function FilterChips({ label, chips, onToggle }: FilterChipsProps) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {chips.map(({ id, label: chipLabel, pressed, icon: Icon }) => (
        <button key={id} type="button" aria-pressed={pressed} className={styles.chip} onClick={() => onToggle(id)}>
          {Icon && <Icon size={16} aria-hidden="true" />}
          <span>{chipLabel}</span>
        </button>
      ))}
    </div>
  );
}
