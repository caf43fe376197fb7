// The Dropdown component: a searchable select (single or multiple) composed from its value, its
// combobox state and keyboard, its tags and its list.
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormField } from '../form-field/form-field';
import formFieldStyles from '../form-field/form-field.module.css';
import { cx } from '../shared/cx';
import styles from './dropdown.module.css';
import { DropdownListbox } from './dropdown-listbox';
import { textOptions } from './dropdown-options';
import { DROPDOWN_NO_OPTIONS_TEXT, type DropdownProps } from './dropdown-props';
import { DropdownTags } from './dropdown-tags';
import { useCombobox } from './use-combobox';
import { useDropdownValue } from './use-dropdown-value';
import { useListPlacement } from './use-list-placement';
import { VIRTUALIZE_OPTIONS_FROM } from './option-list';
import { preloadVirtualOptions } from './virtual-options';

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
  const { values, commit } = useDropdownValue(props);
  const { open, query, setQuery, activeIndex, setActiveIndex, filtered, openList, close, choose, handleKeyDown } = useCombobox({
    options,
    multiple,
    allowFreeText,
    values,
    commit,
  });

  const listboxId = useId();
  const optionIdPrefix = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const controlRef = useRef<HTMLDivElement | null>(null);
  const placement = useListPlacement(open, controlRef);
  // A long list's virtualiser loads while the Dropdown is still closed.
  const long = options.length >= VIRTUALIZE_OPTIONS_FROM;
  useEffect(() => {
    if (long) preloadVirtualOptions();
  }, [long]);

  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
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
            {props.multiple === true && (
              <DropdownTags
                values={values}
                labelOf={labelOf}
                removeTagLabel={props.removeTagLabel}
                disabled={disabled}
                onRemove={(value) => {
                  commit(values.filter((v) => v !== value));
                  inputRef.current?.focus();
                }}
              />
            )}
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
            <DropdownListbox
              listRef={listRef}
              listboxId={listboxId}
              optionIdPrefix={optionIdPrefix}
              label={label}
              multiple={multiple}
              placement={placement}
              filtered={filtered}
              values={values}
              activeIndex={activeIndex}
              noOptionsText={noOptionsText}
              onActivate={setActiveIndex}
              onChoose={choose}
            />
          )}
          {name && values.map((value) => <input key={value} type="hidden" name={name} value={value} />)}
        </div>
      )}
    </FormField>
  );
}
