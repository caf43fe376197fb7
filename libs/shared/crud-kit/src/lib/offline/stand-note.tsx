import { memo } from 'react';
import { useIsOnline } from '@rescue-admin/data-access';
import { useCrudTexts } from '../i18n/crud-texts';
import styles from './stand-note.module.css';

const DATE = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit' });
const TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

export interface StandNoteProps {
  /** When the data shown was fetched (react-query's `dataUpdatedAt`; also kept for data restored from the browser's store); 0: none. */
  updatedAt: number | undefined;
}

/**
 * „Offline – Stand vom 26.11., 14:32 Uhr“ above a list that shows data while the browser is
 * offline: the rows may be older than what the server holds. A status, so screen readers hear it
 * when the connection goes. Nothing while online or without data. Memoised: the list renders at
 * every keystroke of its search, the note only when its time or the connection changes.
 */
export const StandNote = memo(function StandNote({ updatedAt }: StandNoteProps) {
  const { t } = useCrudTexts();
  const online = useIsOnline();
  if (online || !updatedAt) return null;
  const at = new Date(updatedAt);
  return (
    <p role="status" className={styles.note}>
      {t('offline.stand', { date: DATE.format(at), time: TIME.format(at) })}
    </p>
  );
});
