import { useCallback, useMemo } from 'react';
import { useCrudTexts, type TextKey } from '../i18n/crud-texts';

/**
 * German labels of an enumeration whose texts live under `key` (`<namespace>:<path>`, one text per
 * value — the feature's own namespace file, or `common` for words every screen uses), e.g.
 * `useEnumLabel('<namespace>:enums.size')('LARGE')` → "Groß". Raw values are
 * never shown; an unknown value (a newer server) is shown as it is rather than as a translation key.
 */
export function useEnumLabel<V extends string>(key: TextKey): (value: V) => string {
  const { textOf } = useCrudTexts();
  return useCallback((value: V) => textOf(`${key}.${value}`) ?? String(value), [textOf, key]);
}

/** The enumeration as Dropdown options (value + German label), in the order of `values` (the contract's). */
export function useEnumOptions<V extends string>(key: TextKey, values: readonly V[]): { value: V; label: string }[] {
  const label = useEnumLabel<V>(key);
  return useMemo(() => values.map((value) => ({ value, label: label(value) })), [values, label]);
}
