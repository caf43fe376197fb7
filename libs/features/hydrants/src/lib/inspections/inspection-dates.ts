const DAY_MS = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A value the HTTP layer revived as a Date, or its ISO text (a record handed over in navigation state). */
export function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** „12.03.2026“ */
export function formatDate(value: Date | string): string {
  return dateFormat.format(asDate(value));
}

/** The local calendar day of a date as 'YYYY-MM-DD' (a date input's value). */
export function dayOf(value: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Whole calendar days from `now`'s day to `date`'s day (negative: in the past). */
function daysUntil(date: Date, now: Date): number {
  const start = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const end = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** How a due date reads: „überfällig seit …“, „heute fällig“, „fällig in 12 Tagen“ (within `soonDays`), or „fällig am …“. */
export type Due = { kind: 'overdue'; date: string } | { kind: 'today' } | { kind: 'soon'; days: number } | { kind: 'later'; date: string };

export function dueOf(next: Date | string, now: Date, soonDays: number): Due {
  const date = asDate(next);
  const days = daysUntil(date, now);
  if (days < 0) return { kind: 'overdue', date: formatDate(date) };
  if (days === 0) return { kind: 'today' };
  if (days <= soonDays) return { kind: 'soon', days };
  return { kind: 'later', date: formatDate(date) };
}

/** Whether an inspection may still be corrected: its `editableUntil` is ahead. */
export function isCorrectable(editableUntil: Date | string, now: Date): boolean {
  return asDate(editableUntil).getTime() > now.getTime();
}

