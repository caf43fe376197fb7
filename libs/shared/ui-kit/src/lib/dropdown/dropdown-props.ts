// The Dropdown's public types: an option, the single and multiple props, and the default text.
import type { FocusEvent, ReactNode, Ref } from 'react';

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
