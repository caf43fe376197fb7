import { useTranslation } from 'react-i18next';
import type { ChunkLoadError } from '@rescue-admin/util';
import { Button } from '@rescue-admin/ui-kit';
import styles from './status-screen.module.css';

/** SPEC §8 literal, kept in English on purpose: support staff search for exactly this text. */
export const CHUNK_FAILED_TEXT = 'Loading chunk failed';

export interface ChunkErrorScreenProps {
  error: ChunkLoadError;
  /** Loads the chunk again („Erneut versuchen“; the boundary also does so when the browser comes back online). */
  onRetry?: () => void;
  /** @default reloads the page, which fetches the current release's chunks */
  onReload?: () => void;
}

/**
 * 'Loading chunk failed' with its type and address. A chunk that is gone from the server
 * (`missing`: a new release replaced it) needs a reload; any other failure is most likely the
 * connection, so the screen says „Keine Verbindung“ and offers to try again.
 */
export function ChunkErrorScreen({ error, onRetry, onReload = () => window.location.reload() }: ChunkErrorScreenProps) {
  const { t } = useTranslation('shell');
  const retry = error.type !== 'missing' && onRetry;
  return (
    <section className={styles.screen} role="alert" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title" className={styles.title}>
        {CHUNK_FAILED_TEXT}
      </h1>
      <p>{retry ? t('chunk.offline') : t('chunk.description')}</p>
      <dl className={styles.details}>
        <dt>{t('chunk.type')}</dt>
        <dd>
          <code>{error.type}</code>
        </dd>
        <dt>{t('chunk.address')}</dt>
        <dd>
          <code>{error.url ?? '–'}</code>
        </dd>
      </dl>
      {retry ? (
        <Button variant="primary" onClick={retry}>
          {t('chunk.retry')}
        </Button>
      ) : (
        <Button variant="primary" onClick={onReload}>
          {t('chunk.reload')}
        </Button>
      )}
    </section>
  );
}
