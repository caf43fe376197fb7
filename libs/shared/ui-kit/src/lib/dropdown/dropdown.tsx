import { asText, normalizeForSearch } from '@rescue-admin/util';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import X from 'lucide-react/icons/x';
import { measureElement as measureWithBrowser, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref, type RefObject, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormField } from '../form-field/form-field';
import formFieldStyles from '../form-field/form-field.module.css';
import { cx } from '../shared/cx';
import styles from './dropdown.module.css';

/** The spec's text when no option matches (SPEC §5, kept verbatim). */
export const DROPDOWN_NO_OPTIONS_TEXT = 'Keine Einträge gefunden.';

/** One choice of a Dropdown (SPEC §3: value, label, disabled). */
export interface DropdownOption {
  value: string;
  label: string;
  /** @default false */
  disabled?: boolean;
}

interface DropdownBaseProps {
  /** The label (German text from the caller); also the accessible name. */
  label: string;
  /** @default false */
  hideLabel?: boolean;
  options: DropdownOption[];
  placeholder?: string;
  /** Asterisk and aria-required. @default false */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** @default false */
  disabled?: boolean;
  /** Lets the user add a value that is not an option by typing it and pressing Enter. @default false */
  allowFreeText?: boolean;
  /** Shown when no option matches the search. @default 'Keine Einträge gefunden.' */
  noOptionsText?: string;
  /** Also renders hidden inputs with this name, for plain HTML forms. */
  name?: string;
  id?: string;
  className?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Reaches the text input, e.g. for react-hook-form's `field.ref` (focus on error). */
  ref?: Ref<HTMLInputElement>;
}

export interface SingleDropdownProps extends DropdownBaseProps {
  /** @default false */
  multiple?: false;
  /** Controlled value; `null` for none. */
  value?: string | null;
  /** Initial value when uncontrolled. @default null */
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

export interface MultiDropdownProps extends DropdownBaseProps {
  multiple: true;
  /** Controlled values. */
  value?: string[];
  /** Initial values when uncontrolled. @default [] */
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  /** Accessible name of a tag's remove button, e.g. (label) => t('common:removeTag', { label }). */
  removeTagLabel: (label: string) => string;
}

export type DropdownProps = SingleDropdownProps | MultiDropdownProps;

const EMPTY: string[] = [];

/**
 * Options as text. Labels come from records, and revived data can hold a `Date` where a name was
 * expected (SPEC §3 turns every ISO date-time into one): such a label is shown, searched and
 * matched as its ISO text instead of crashing the list. Untouched when every option is text.
 */
function textOptions(options: DropdownOption[]): DropdownOption[] {
  if (options.every((option) => typeof option.label === 'string' && typeof option.value === 'string')) return options;
  return options.map((option) => ({ ...option, value: asText(option.value), label: asText(option.label) }));
}

/** From this many options on, only those in view are rendered (a lookup of all hydrants, say). */
const VIRTUALIZE_OPTIONS_FROM = 100;
/** The height of one option (CSS: min-height 36px), for the virtualiser's first estimate. */
const OPTION_HEIGHT = 36;
/** SPEC §9: the list is at most 250px high; below this much room under the field it opens upwards. */
const LIST_ROOM = 250 + 8;

/**
 * Where the open list goes: fixed to the viewport under the field (above it when there is no room
 * below), so no scrolling container around the field (a form, a dialog's body) clips it. It
 * follows the field while the page or a container scrolls, and when the window is resized.
 */
function useListPlacement(open: boolean, anchorRef: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const [placement, setPlacement] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open) return undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      const anchor = anchorRef.current;
      if (!anchor) return;
      const box = anchor.getBoundingClientRect();
      const below = window.innerHeight - box.bottom;
      const upwards = below < LIST_ROOM && box.top > below;
      setPlacement({
        position: 'fixed',
        left: box.left,
        width: box.width,
        ...(upwards ? { bottom: window.innerHeight - box.top + 4, top: 'auto' } : { top: box.bottom + 4 }),
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [open, anchorRef]);
  return placement;
}

/**
 * A searchable select following the ARIA combobox pattern: type to filter (case-insensitive),
 * ↑/↓ to move, Enter to choose (or to add typed free text), Escape to close, Backspace on an
 * empty search removes the last tag. Works controlled (`value`/`onChange`, e.g. with
 * react-hook-form's Controller) or uncontrolled (`defaultValue`).
 */
export function Dropdown(props: DropdownProps) {
  const {
    label,
    hideLabel = false,
    options: givenOptions,
    placeholder,
    required = false,
    hint,
    error,
    disabled = false,
    allowFreeText = false,
    noOptionsText = DROPDOWN_NO_OPTIONS_TEXT,
    name,
    id,
    className,
    onBlur,
    ref,
  } = props;
  const multiple = props.multiple === true;
  const options = useMemo(() => textOptions(givenOptions), [givenOptions]);

  // Values are kept as an array internally; single mode uses at most one entry.
  const controlled = props.value !== undefined;
  const [uncontrolled, setUncontrolled] = useState<string[]>(() => toArray(props.defaultValue));
  const values = controlled ? toArray(props.value) : uncontrolled;

  const [open, setOpen] = useState(false);
  /** The search text; null while the user is not typing (single mode then shows the selection). */
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = useId();
  const optionIdPrefix = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const controlRef = useRef<HTMLDivElement | null>(null);
  const placement = useListPlacement(open, controlRef);

  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;

  const filtered = useMemo(() => {
    const needle = normalizeForSearch(query ?? '');
    if (!needle) return options;
    return options.filter((option) => normalizeForSearch(option.label).includes(needle));
  }, [options, query]);

  const virtualize = filtered.length >= VIRTUALIZE_OPTIONS_FROM;
  // This project does not use the React Compiler; the options are plain elements.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: open ? filtered.length : 0,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT,
    // The browser's height of an option; the estimate where there is none (not laid out yet).
    measureElement: (element, entry, instance) => measureWithBrowser(element, entry, instance) || OPTION_HEIGHT,
    overscan: 8,
    enabled: open && virtualize,
  });
  const windowItems = open && virtualize ? virtualizer.getVirtualItems() : null;
  const shownOptions = windowItems ? windowItems.map((item) => item.index) : filtered.map((_, index) => index);
  // The active option is always rendered, so aria-activedescendant names an element even before
  // the list has scrolled to it.
  if (windowItems && activeIndex >= 0 && activeIndex < filtered.length && !shownOptions.includes(activeIndex)) {
    shownOptions.push(activeIndex);
    shownOptions.sort((a, b) => a - b);
  }
  // Keyboard moves scroll the active option into view.
  useLayoutEffect(() => {
    if (!open || activeIndex < 0) return;
    if (virtualize) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    else document.getElementById(`${optionIdPrefix}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, virtualize, virtualizer, optionIdPrefix]);
  // The options out of view are room above and below the rendered ones.
  const listPadding: CSSProperties | undefined =
    windowItems && windowItems.length > 0
      ? { paddingTop: windowItems[0].start, paddingBottom: virtualizer.getTotalSize() - (windowItems.at(-1)?.end ?? 0) }
      : undefined;

  const commit = (next: string[]) => {
    if (!controlled) setUncontrolled(next);
    if (props.multiple === true) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };

  const openList = (index = -1) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    setQuery(null);
  };

  const choose = (value: string) => {
    if (multiple) {
      commit(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
      // Stay open for the next pick, but start a fresh search.
      setQuery(null);
      setActiveIndex(-1);
    } else {
      commit([value]);
      close();
    }
  };

  const moveActive = (delta: 1 | -1) => {
    if (!open) {
      openList(firstEnabled(filtered, delta === 1 ? 0 : filtered.length - 1, delta));
      return;
    }
    const start = activeIndex === -1 ? (delta === 1 ? 0 : filtered.length - 1) : activeIndex + delta;
    const next = firstEnabled(filtered, start, delta);
    if (next !== -1) setActiveIndex(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Home':
      case 'End':
        if (open && filtered.length > 0) {
          event.preventDefault();
          setActiveIndex(firstEnabled(filtered, event.key === 'Home' ? 0 : filtered.length - 1, event.key === 'Home' ? 1 : -1));
        }
        break;
      case 'Enter': {
        if (!open && query === null) return;
        event.preventDefault();
        const active = filtered[activeIndex];
        if (open && active && !active.disabled) {
          choose(active.value);
          break;
        }
        const typed = (query ?? '').trim();
        if (!typed) break;
        const exact = options.find((option) => !option.disabled && normalizeForSearch(option.label) === normalizeForSearch(typed));
        if (exact) choose(exact.value);
        else if (allowFreeText) choose(typed);
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          // Only swallow Escape when it did something here, so an enclosing Popup still closes.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Backspace':
        if (multiple && (query ?? '') === '' && values.length > 0) {
          event.preventDefault();
          commit(values.slice(0, -1));
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const selectedLabel = !multiple && values[0] !== undefined ? labelOf(values[0]) : '';
  const inputValue = query ?? (multiple ? '' : selectedLabel);
  const activeId = open && activeIndex >= 0 && filtered[activeIndex] ? `${optionIdPrefix}-${activeIndex}` : undefined;
  const placeholderText = multiple && values.length > 0 ? undefined : placeholder && required && hideLabel ? `${placeholder} *` : placeholder;

  return (
    <FormField label={label} hideLabel={hideLabel} required={required} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className={styles.root}>
          {/* Clicking the padding or a tag's surroundings focuses the input, like a native select. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the input inside handles the keyboard */}
          <div
            ref={controlRef}
            className={cx(formFieldStyles.control, styles.control, disabled && styles.controlDisabled)}
            onClick={() => {
              if (disabled) return;
              inputRef.current?.focus();
              if (!open) openList();
            }}
          >
            {multiple &&
              values.map((value) => (
                <span key={value} className={styles.tag}>
                  <span>{labelOf(value)}</span>
                  <button
                    type="button"
                    className={styles.tagRemove}
                    aria-label={(props as MultiDropdownProps).removeTagLabel(labelOf(value))}
                    disabled={disabled}
                    onClick={(event) => {
                      event.stopPropagation();
                      commit(values.filter((v) => v !== value));
                      inputRef.current?.focus();
                    }}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                </span>
              ))}
            <input
              {...control}
              ref={(element) => {
                inputRef.current = element;
                if (typeof ref === 'function') ref(element);
                else if (ref) ref.current = element;
              }}
              type="text"
              role="combobox"
              className={styles.input}
              value={inputValue}
              placeholder={placeholderText}
              disabled={disabled}
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              onChange={(event) => {
                setQuery(event.target.value);
                openList(-1);
              }}
              onKeyDown={handleKeyDown}
              onBlur={(event) => {
                // Focus moving into the popup (e.g. a scrollbar click) is not leaving the field.
                if (event.relatedTarget && listRef.current?.contains(event.relatedTarget as Node)) return;
                close();
                onBlur?.(event);
              }}
            />
            <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
          </div>
          {open && (
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
                      ref={windowItems ? virtualizer.measureElement : undefined}
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
                      onMouseEnter={() => !option.disabled && setActiveIndex(index)}
                      onClick={() => !option.disabled && choose(option.value)}
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
          )}
          {name && values.map((value) => <input key={value} type="hidden" name={name} value={value} />)}
        </div>
      )}
    </FormField>
  );
}

function toArray(value: string | string[] | null | undefined): string[] {
  if (value === null || value === undefined) return EMPTY;
  return Array.isArray(value) ? value : [value];
}

/** The first enabled option from `start` walking in `direction`, or -1. */
function firstEnabled(options: DropdownOption[], start: number, direction: 1 | -1): number {
  for (let index = start; index >= 0 && index < options.length; index += direction) {
    if (!options[index].disabled) return index;
  }
  return -1;
}
