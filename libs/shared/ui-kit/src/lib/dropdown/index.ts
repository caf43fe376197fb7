export { Dropdown } from './dropdown';
export {
  DROPDOWN_NO_OPTIONS_TEXT,
  type DropdownOption,
  type DropdownProps,
  type MultiDropdownProps,
  type SingleDropdownProps,
} from './dropdown-props';
