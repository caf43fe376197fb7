import { useEffect, useState } from 'react';

const startOfDay = (moment: Date) => new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());

/**
 * Today's local midnight, the same object all day long: what depends on the date — due states,
 * the chips' counts, the list's status and due-date columns — is worked out again when the day
 * changes, not with every new list. (A colleague's change of one hydrant makes a new list; new
 * columns then would make the table sort and index all 100,000 rows again.) It moves on just after
 * midnight, and when the page is shown again (a laptop that slept through midnight).
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => startOfDay(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = new Date();
      const current = startOfDay(now);
      setToday((shown) => (shown.getTime() === current.getTime() ? shown : current));
      clearTimeout(timer);
      const tomorrow = new Date(current.getFullYear(), current.getMonth(), current.getDate() + 1);
      // A second after midnight: a timer that fires a little early finds the old day and waits again.
      timer = setTimeout(check, tomorrow.getTime() - now.getTime() + 1_000);
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return today;
}
