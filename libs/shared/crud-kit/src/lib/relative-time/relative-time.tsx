import { formatDateTime, formatRelativeTime } from '@rescue-admin/i18n';
import { useSyncExternalStore } from 'react';

export interface RelativeTimeProps {
  /** The moment to show; null/undefined shows nothing (the table then shows its dash). */
  date: Date | null | undefined;
  /** The reference "now". @default the current time, kept current while the text is shown */
  now?: Date;
}

/** How often the shown texts catch up with the clock ("vor 5 Minuten" → "vor 6 Minuten"). */
export const RELATIVE_TIME_TICK_MS = 30_000;

/**
 * One clock for every RelativeTime on the page: a timer runs only while one is shown, and each tick
 * renders the shown ones again (a virtualised table shows a few dozen, not its 100,000 rows).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), RELATIVE_TIME_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
/** The current time in whole ticks: it changes at every tick, and only then. */
const currentTick = () => Math.floor(Date.now() / RELATIVE_TIME_TICK_MS) * RELATIVE_TIME_TICK_MS;

/**
 * "vor 5 Minuten", with the exact German date-time as tooltip and in the machine-readable
 * `dateTime` attribute. The exact value is also given to screen readers, because a tooltip alone
 * is out of their reach. Without `now` the text follows the clock while it is shown.
 */
export function RelativeTime({ date, now }: RelativeTimeProps) {
  // Renders again at every tick while shown (the tick itself is only the reason to).
  useSyncExternalStore(now || !date ? noSubscription : subscribe, currentTick, currentTick);
  if (!date) return null;
  const exact = formatDateTime(date);
  const relative = formatRelativeTime(date, now);
  return (
    <time dateTime={date.toISOString()} title={exact} aria-label={`${relative} (${exact})`}>
      {relative}
    </time>
  );
}

const noSubscription = () => () => undefined;
