// The Dropdown's chosen values, controlled (`value`/`onChange`) or kept by the Dropdown.
import { useState } from 'react';
import type { DropdownProps } from './dropdown-props';
import { toArray } from './dropdown-options';

/** The values as an array (single mode uses at most one entry) and `commit`, which reports a change. */
export function useDropdownValue(props: DropdownProps): { values: string[]; commit: (next: string[]) => void } {
  const controlled = props.value !== undefined;
  const [uncontrolled, setUncontrolled] = useState<string[]>(() => toArray(props.defaultValue));
  const values = controlled ? toArray(props.value) : uncontrolled;
  const commit = (next: string[]) => {
    if (!controlled) setUncontrolled(next);
    if (props.multiple === true) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };
  return { values, commit };
}
