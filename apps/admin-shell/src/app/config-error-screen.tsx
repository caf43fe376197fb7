import { useTranslation } from 'react-i18next';
import { Button } from '@rescue-admin/ui-kit';
import styles from '../routing/status-screen.module.css';

/** Shown instead of the app when /config.json is missing or broken: the app cannot reach anything. */
export function ConfigErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className={styles.screen} role="alert" aria-labelledby="config-error-title">
      <h1 id="config-error-title" className={styles.title}>
        {t('configError.title')}
      </h1>
      <p>{t('configError.description')}</p>
      <p>{t('configError.details')}</p>
      <pre className={styles.pre}>{detail}</pre>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('configError.reload')}
      </Button>
    </main>
  );
}
