import { useEffect, useState } from 'react';

/**
 * True once `on` has stayed true for `delayMs`, false as soon as it is not: feedback for a wait
 * that shows only when the wait is long enough to notice (a table dimmed while a search runs).
 */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!on) return undefined;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [on, delayMs]);
  return on && late;
}
