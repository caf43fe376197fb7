export {
  DROPDOWN_NO_OPTIONS_TEXT,
  Dropdown,
  type DropdownOption,
  type DropdownProps,
  type MultiDropdownProps,
  type SingleDropdownProps,
} from './dropdown';
