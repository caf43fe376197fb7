// The Dropdown's open list: the options it renders (all, or a window of them), or the text that
// none matches.
import Check from 'lucide-react/icons/check';
import type { CSSProperties, RefObject } from 'react';
import { cx } from '../shared/cx';
import styles from './dropdown.module.css';
import type { DropdownOption } from './dropdown-props';
import type { OptionWindow } from './use-option-window';

interface DropdownListboxProps {
  listRef: RefObject<HTMLUListElement | null>;
  listboxId: string;
  optionIdPrefix: string;
  label: string;
  multiple: boolean;
  /** Where the list goes on the screen (see useListPlacement). */
  placement: CSSProperties | undefined;
  /** The options after the search. */
  filtered: DropdownOption[];
  optionWindow: OptionWindow;
  values: string[];
  activeIndex: number;
  noOptionsText: string;
  onActivate: (index: number) => void;
  onChoose: (value: string) => void;
}

export function DropdownListbox({
  listRef,
  listboxId,
  optionIdPrefix,
  label,
  multiple,
  placement,
  filtered,
  optionWindow: { virtualize, shownOptions, listPadding, measureRef },
  values,
  activeIndex,
  noOptionsText,
  onActivate,
  onChoose,
}: DropdownListboxProps) {
  return (
    <div className={styles.popup} style={placement}>
      <ul
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={label}
        aria-multiselectable={multiple || undefined}
        className={styles.listbox}
        style={listPadding}
        hidden={filtered.length === 0}
      >
        {shownOptions.map((index) => {
          const option = filtered[index];
          const selected = values.includes(option.value);
          return (
            // Options are chosen with the keyboard through the combobox (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              ref={measureRef}
              data-index={index}
              id={`${optionIdPrefix}-${index}`}
              role="option"
              aria-selected={selected}
              aria-disabled={option.disabled || undefined}
              aria-setsize={virtualize ? filtered.length : undefined}
              aria-posinset={virtualize ? index + 1 : undefined}
              className={cx(styles.option, index === activeIndex && styles.optionActive)}
              // Keep focus in the input so the combobox keeps working after a mouse pick.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => !option.disabled && onActivate(index)}
              onClick={() => !option.disabled && onChoose(option.value)}
            >
              <span>{option.label}</span>
              {selected && <Check size={16} aria-hidden="true" />}
            </li>
          );
        })}
      </ul>
      {filtered.length === 0 && (
        <p role="status" className={styles.empty}>
          {noOptionsText}
        </p>
      )}
    </div>
  );
}
