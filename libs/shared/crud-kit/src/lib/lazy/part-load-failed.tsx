import { Button, Notice } from '@rescue-admin/ui-kit';
import { ChunkLoadError } from '@rescue-admin/util';
import { useCrudTexts } from '../i18n/crud-texts';

/** SPEC §8 literal, kept in English on purpose: support staff search for exactly this text. */
const CHUNK_FAILED_TEXT = 'Loading chunk failed';

export interface PartLoadFailedProps {
  /** The load's failure (a ChunkLoadError names its type and address). */
  error: unknown;
  /** Loads the part again („Erneut versuchen“). */
  onRetry: () => void;
}

/**
 * What a part of a screen shows in its place when its chunk could not be loaded: „Keine
 * Verbindung …“ and „Erneut versuchen“ — or, for a chunk gone from the server (a new release), a
 * hint to reload the page — with the spec's 'Loading chunk failed', type and address below. The
 * rest of the screen stays usable.
 */
export function PartLoadFailed({ error, onRetry }: PartLoadFailedProps) {
  const { t } = useCrudTexts();
  const detail = error instanceof ChunkLoadError ? `${CHUNK_FAILED_TEXT} (${error.type}: ${error.url ?? '–'})` : CHUNK_FAILED_TEXT;
  const missing = error instanceof ChunkLoadError && error.type === 'missing';
  return (
    <Notice
      variant="danger"
      title={t(missing ? 'lazyPart.missing' : 'lazyPart.offline')}
      action={<Button onClick={onRetry}>{t('actions.retry')}</Button>}
    >
      <code>{detail}</code>
    </Notice>
  );
}
