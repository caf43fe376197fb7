import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useIsOnline } from '@rescue-admin/data-access';
import styles from './offline-banner.module.css';

/**
 * „Keine Verbindung – …“ as soon as the browser reports it is offline, gone when it is back. The
 * live region is always there, so screen readers announce the text when it appears. Online and
 * offline are react-query's view (its onlineManager), the same one that holds back saves.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const online = useIsOnline();
  return (
    <div role="status" className={online ? undefined : styles.banner}>
      {!online && (
        <>
          <WifiOff size={18} aria-hidden="true" className={styles.icon} />
          <span>{t('offline.banner')}</span>
        </>
      )}
    </div>
  );
}
