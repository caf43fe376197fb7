/**
 * German date wording (SPEC §1). Intl formatters are costly to create, so each is built once —
 * on first use, not when the app starts (a page without dates need not pay for them).
 * All functions use the browser's time zone, as administrators read local times.
 */
const LOCALE = 'de-DE';

function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const relative = once(() => new Intl.RelativeTimeFormat('de', { numeric: 'auto' }));
const dateTime = once(() => new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }));
const longDate = once(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }));
const shortDate = once(() => new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' }));
const clock = once(() => new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; a difference is expressed in the first unit it reaches. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * "vor 5 Minuten", "in 2 Tagen", "gestern", "jetzt". Under a minute counts as now: a list that
 * said "vor 37 Sekunden" would be stale before anyone read it.
 */
export function formatRelativeTime(value: Date, now: Date = new Date()): string {
  const diff = value.getTime() - now.getTime();
  const abs = Math.abs(diff);
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative().format(Math.round(diff / size), unit);
  }
  return relative().format(0, 'second');
}

/** "22.11.2026, 14:05" */
export function formatDateTime(value: Date): string {
  return dateTime().format(value);
}

/** "Sonntag, 22. November 2026" */
export function formatLongDate(value: Date): string {
  return longDate().format(value);
}

/** "So., 22.11.2026" — the same date where the long one does not fit (the header clock below 1100 px). */
export function formatShortDate(value: Date): string {
  return shortDate().format(value);
}

/** "14:05" — hour and minute, 24-hour clock (the header adds 'Uhr'). */
export function formatClock(value: Date): string {
  return clock().format(value);
}
