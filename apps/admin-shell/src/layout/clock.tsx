import { useTranslation } from 'react-i18next';
import { formatClock, formatLongDate, formatShortDate } from '@rescue-admin/i18n';
import { useMinuteClock } from './use-minute-clock';
import styles from './clock.module.css';

/**
 * Header clock: "14:05 Uhr" over "Sonntag, 22. November 2026" — over "So., 22.11.2026" where the
 * header is narrower (≤ 1100 px, clock.module.css), so the date stays at every width (SPEC §2).
 * Only one of the two dates is displayed (and read) at a time.
 */
export function Clock() {
  const { t } = useTranslation('shell');
  const now = useMinuteClock();
  const longDate = formatLongDate(now);
  return (
    <time className={styles.clock} dateTime={now.toISOString()} title={longDate}>
      <span className={styles.time}>{t('header.clock', { time: formatClock(now) })}</span>
      <span className={styles.date}>{longDate}</span>
      <span className={styles.shortDate}>{formatShortDate(now)}</span>
    </time>
  );
}
