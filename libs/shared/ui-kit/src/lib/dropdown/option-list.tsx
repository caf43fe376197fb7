// The Dropdown's list of options (the <ul>), and the plain way to fill it: every option, or while
// the virtualiser's code is on its way the first ones (see dropdown-listbox.tsx).
import Check from 'lucide-react/icons/check';
import { type CSSProperties, type RefObject, useLayoutEffect } from 'react';
import { cx } from '../shared/cx';
import styles from './dropdown.module.css';
import type { DropdownOption } from './dropdown-props';

/** From this many options on, only those in view are rendered (a lookup of all hydrants, say). */
export const VIRTUALIZE_OPTIONS_FROM = 100;

export interface OptionListProps {
  listRef: RefObject<HTMLUListElement | null>;
  listboxId: string;
  /** The options' element ids are `${optionIdPrefix}-${index}`. */
  optionIdPrefix: string;
  label: string;
  multiple: boolean;
  /** The options after the search. */
  filtered: DropdownOption[];
  values: string[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (value: string) => void;
}

/** Which options the list renders. */
export interface OptionWindow {
  /** Whether the list renders only some of its options (screen readers then hear set size and position). */
  partial: boolean;
  /** The indexes of the options to render, in order. */
  shownOptions: number[];
  /** Room above and below the rendered options for those out of view. */
  listPadding?: CSSProperties;
  /** The ref each rendered option passes to the virtualiser (when virtualised). */
  measureRef?: (element: Element | null) => void;
}

/** Indexes 0 … count−1, cut at `limit`, with the active option always among them (aria-activedescendant must name an element). */
export function firstOptions(count: number, limit: number, activeIndex: number): number[] {
  const shown = Array.from({ length: Math.min(count, limit) }, (_, index) => index);
  if (activeIndex >= shown.length && activeIndex < count) shown.push(activeIndex);
  return shown;
}

/**
 * Every option (`limit` unset), or the first `limit` and the active one; keyboard moves scroll
 * the active option into view.
 */
export function PlainOptionList({ limit = Infinity, ...props }: OptionListProps & { limit?: number }) {
  const { filtered, activeIndex, optionIdPrefix } = props;
  useLayoutEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${optionIdPrefix}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionIdPrefix]);
  const shownOptions = firstOptions(filtered.length, limit, activeIndex);
  return <OptionList {...props} optionWindow={{ partial: shownOptions.length < filtered.length, shownOptions }} />;
}

/** The listbox with the options `optionWindow` names. */
export function OptionList({
  listRef,
  listboxId,
  optionIdPrefix,
  label,
  multiple,
  filtered,
  values,
  activeIndex,
  onActivate,
  onChoose,
  optionWindow: { partial, shownOptions, listPadding, measureRef },
}: OptionListProps & { optionWindow: OptionWindow }) {
  return (
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
            aria-setsize={partial ? filtered.length : undefined}
            aria-posinset={partial ? index + 1 : undefined}
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
  );
}
