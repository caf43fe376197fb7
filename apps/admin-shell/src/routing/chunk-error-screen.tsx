import { useTranslation } from 'react-i18next';
import type { ChunkLoadError } from './chunk-load';
import { Button } from '@rescue-admin/ui-kit';
import styles from './status-screen.module.css';

/** SPEC §8 literal, kept in English on purpose: support staff search for exactly this text. */
export const CHUNK_FAILED_TEXT = 'Loading chunk failed';

export interface ChunkErrorScreenProps {
  error: ChunkLoadError;
  /** @default reloads the page, which fetches the current release's chunks */
  onReload?: () => void;
}

export function ChunkErrorScreen({ error, onReload = () => window.location.reload() }: ChunkErrorScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.screen} role="alert" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title" className={styles.title}>
        {CHUNK_FAILED_TEXT}
      </h1>
      <p>{t('chunk.description')}</p>
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
      <Button variant="primary" onClick={onReload}>
        {t('chunk.reload')}
      </Button>
    </section>
  );
}
