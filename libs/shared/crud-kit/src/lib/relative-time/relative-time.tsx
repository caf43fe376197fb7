import { formatDateTime, formatRelativeTime } from '@rescue-admin/i18n';

export interface RelativeTimeProps {
  /** The moment to show; null/undefined shows nothing (the table then shows its dash). */
  date: Date | null | undefined;
  /** The reference "now". @default the current time */
  now?: Date;
}

/**
 * "vor 5 Minuten", with the exact German date-time as tooltip and in the machine-readable
 * `dateTime` attribute. The exact value is also given to screen readers, because a tooltip alone
 * is out of their reach.
 */
export function RelativeTime({ date, now }: RelativeTimeProps) {
  if (!date) return null;
  const exact = formatDateTime(date);
  const relative = formatRelativeTime(date, now);
  return (
    <time dateTime={date.toISOString()} title={exact} aria-label={`${relative} (${exact})`}>
      {relative}
    </time>
  );
}
