import { useSyncExternalStore } from 'react';
import { BOOT_TEXTS } from '@rescue-admin/i18n';
import { Button, Loader } from '@rescue-admin/ui-kit';
import { isOnline } from '@rescue-admin/util';
import styles from './status-screen.module.css';

export interface OfflineScreenProps {
  /** Tries at once instead of waiting for the connection. Without it no button is shown. */
  onRetry?: () => void;
}

/**
 * „Keine Verbindung“ while the app cannot load its parts at the start. Its words come with the
 * entry (`BOOT_TEXTS`): without a connection the locale files cannot be fetched either.
 */
export function OfflineScreen({ onRetry }: OfflineScreenProps) {
  return (
    <main className={styles.screen} role="alert" aria-labelledby="offline-title">
      <h1 id="offline-title" className={styles.title}>
        {BOOT_TEXTS.offlineTitle}
      </h1>
      <p>{BOOT_TEXTS.offlineDescription}</p>
      {onRetry && (
        <Button variant="primary" onClick={onRetry}>
          {BOOT_TEXTS.retry}
        </Button>
      )}
    </main>
  );
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The start's loading screen: the loader, or „Keine Verbindung“ while the browser is offline. */
export function StartingScreen() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return online ? <Loader fullScreen /> : <OfflineScreen />;
}
