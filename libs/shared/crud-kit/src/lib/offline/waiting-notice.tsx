import { Button, Notice } from '@rescue-admin/ui-kit';
import CloudOff from 'lucide-react/icons/cloud-off';
import { useCrudTexts } from '../i18n/crud-texts';
import styles from './waiting-notice.module.css';

export interface WaitingNoticeProps {
  /** What waits, e.g. „Ihre Änderungen werden gesendet, sobald die Verbindung wieder besteht.“ */
  children: string;
  /** Drops what waits (never sent); the screen keeps what the user typed. */
  onCancel: () => void;
}

/**
 * A save, delete or sync started without a connection: it waits and is sent once the connection
 * is back. Says so (politely, role "status") and offers „Nicht senden“ — never an endless spinner.
 */
export function WaitingNotice({ children, onCancel }: WaitingNoticeProps) {
  const { t } = useCrudTexts();
  return (
    <Notice
      variant="warning"
      title={t('offline.waitingTitle')}
      action={
        <Button icon={CloudOff} onClick={onCancel}>
          {t('offline.cancel')}
        </Button>
      }
    >
      <p className={styles.text}>{children}</p>
    </Notice>
  );
}
