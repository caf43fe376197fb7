import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '@rescue-admin/util';
import { ChunkErrorScreen } from './chunk-error-screen';
import { Button } from '@rescue-admin/ui-kit';
import styles from './status-screen.module.css';

/** The router's last line of defence: a German message instead of a blank page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation(['shell', 'common']);
  if (error instanceof ChunkLoadError) return <ChunkErrorScreen error={error} />;
  console.error(error);
  return (
    <section className={styles.screen} role="alert">
      <h1 className={styles.title}>{t('common:errors.unknown')}</h1>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('chunk.reload')}
      </Button>
    </section>
  );
}
