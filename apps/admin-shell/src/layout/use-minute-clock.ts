import { useEffect, useState } from 'react';

/** Milliseconds from `now` to the start of the next minute (never 0, so a timer always advances). */
export function msUntilNextMinute(now: Date): number {
  return 60_000 - (now.getSeconds() * 1000 + now.getMilliseconds());
}

/**
 * The current time, updated exactly at each minute boundary (SPEC §9: every 60 s, aligned to the
 * minute). Each tick schedules the next boundary anew instead of using setInterval, which would
 * drift and keep the offset of the moment the header mounted.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, msUntilNextMinute(new Date()));
    };
    // Background tabs throttle timers; show the right minute as soon as the tab is seen again.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      setNow(new Date());
      schedule();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  return now;
}
