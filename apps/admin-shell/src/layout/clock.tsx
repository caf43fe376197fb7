import { useTranslation } from 'react-i18next';
import { formatClock, formatLongDate } from '@rescue-admin/i18n';
import { useMinuteClock } from './use-minute-clock';
import styles from './clock.module.css';

/** Header clock: "14:05 Uhr" over "Sonntag, 22. November 2026". */
export function Clock() {
  const { t } = useTranslation('shell');
  const now = useMinuteClock();
  return (
    <time className={styles.clock} dateTime={now.toISOString()}>
      <span className={styles.time}>{t('header.clock', { time: formatClock(now) })}</span>
      <span className={styles.date}>{formatLongDate(now)}</span>
    </time>
  );
}
