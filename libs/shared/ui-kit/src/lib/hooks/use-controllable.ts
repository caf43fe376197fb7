import { useCallback, useState } from 'react';

/**
 * State that a parent may control (value + onChange, e.g. kept in the URL) or leave to the
 * component (defaultValue). `undefined` as value means "uncontrolled".
 */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange: ((next: T) => void) | undefined) {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
