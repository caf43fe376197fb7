import { errorReasonOf } from '@rescue-admin/data-access';
import { Button, Notice } from '@rescue-admin/ui-kit';
import { useCrudTexts } from '../i18n/crud-texts';
import styles from './load-failed-notice.module.css';

export interface LoadFailedNoticeProps {
  /** The failed query's error: a refusal (403) reads differently from a failure. */
  error: unknown;
  /** Loads again ("Erneut versuchen"); not offered for a refusal, which a retry does not change. */
  onRetry: () => unknown;
}

/**
 * What a screen shows in place of data it could not load. A refusal (403) says „Dafür fehlt Ihnen
 * die Berechtigung.“ with whom to ask, and offers no retry: the answer will be the same. Anything
 * else says the data could not be loaded and offers "Erneut versuchen".
 */
export function LoadFailedNotice({ error, onRetry }: LoadFailedNoticeProps) {
  const { t } = useCrudTexts();
  if (errorReasonOf(error) === 'forbidden') {
    return (
      <Notice variant="warning" title={t('errors.forbidden')}>
        <p className={styles.text}>{t('crud.forbiddenHint')}</p>
      </Notice>
    );
  }
  return (
    <Notice variant="danger" title={t('crud.loadFailed')} action={<Button onClick={() => onRetry()}>{t('actions.retry')}</Button>}>
      <p className={styles.text}>{t('crud.loadFailedHint')}</p>
    </Notice>
  );
}
