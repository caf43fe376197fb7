// The Dropdown's options as pure functions: made text, filtered by a search, walked by the keyboard.
import { asText, normalizeForSearch } from '@rescue-admin/util';
import type { DropdownOption } from './dropdown-props';

const EMPTY: string[] = [];

/**
 * Options as text. Labels come from records, and revived data can hold a `Date` where a name was
 * expected (SPEC §3 turns every ISO date-time into one): such a label is shown, searched and
 * matched as its ISO text instead of crashing the list. Untouched when every option is text.
 */
export function textOptions(options: DropdownOption[]): DropdownOption[] {
  if (options.every((option) => typeof option.label === 'string' && typeof option.value === 'string')) return options;
  return options.map((option) => ({ ...option, value: asText(option.value), label: asText(option.label) }));
}

/** The options whose label contains the folded search text; all of them without a search. */
export function filterOptions(options: DropdownOption[], query: string | null): DropdownOption[] {
  const needle = normalizeForSearch(query ?? '');
  if (!needle) return options;
  return options.filter((option) => normalizeForSearch(option.label).includes(needle));
}

/** The option a typed text names exactly (folded, enabled only), if any. */
export function exactOption(options: DropdownOption[], typed: string): DropdownOption | undefined {
  return options.find((option) => !option.disabled && normalizeForSearch(option.label) === normalizeForSearch(typed));
}

/** A value or values as an array (single mode uses at most one entry). */
export function toArray(value: string | string[] | null | undefined): string[] {
  if (value === null || value === undefined) return EMPTY;
  return Array.isArray(value) ? value : [value];
}

/** The first enabled option from `start` walking in `direction`, or -1. */
export function firstEnabled(options: DropdownOption[], start: number, direction: 1 | -1): number {
  for (let index = start; index >= 0 && index < options.length; index += direction) {
    if (!options[index].disabled) return index;
  }
  return -1;
}
