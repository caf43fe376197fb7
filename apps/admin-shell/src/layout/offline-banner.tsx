import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useIsOnline } from '@rescue-admin/data-access';
import { useSessionNeedsConnection } from '@rescue-admin/offline';
import styles from './offline-banner.module.css';

/**
 * „Keine Verbindung – …“ as soon as the browser reports it is offline, gone when it is back; once
 * the session's sign-in would be renewed, that this needs the connection and the waiting changes
 * are kept. The
 * live region is always there, so screen readers announce the text when it appears. Online and
 * offline are react-query's view (its onlineManager), the same one that holds back saves.
 */
export function OfflineBanner() {
  const { t } = useTranslation(['common', 'shell']);
  const online = useIsOnline();
  // Offline past the time the sign-in would be renewed: nothing can be sent until the connection is back.
  const needsConnection = useSessionNeedsConnection(online);
  return (
    <div role="status" className={online ? undefined : styles.banner}>
      {!online && (
        <>
          <WifiOff size={18} aria-hidden="true" className={styles.icon} />
          <span>{needsConnection ? t('pending.sessionNeedsConnection', { ns: 'shell' }) : t('offline.banner')}</span>
        </>
      )}
    </div>
  );
}
