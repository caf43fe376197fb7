import { Button } from '@rescue-admin/ui-kit';
import { useCrudTexts } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';
import { CrudPage } from '../list/crud-page';
import type { Progress } from './import-steps';
import { SEND_ATTEMPTS } from './send-rows';
import styles from './csv-import-page.module.css';

export interface ImportProgressProps {
  /** The page's heading (the feature's `import.title`). */
  title: string;
  progress: Progress;
  /** Cancel was asked for: the running batch still ends. */
  cancelling: boolean;
  onCancel(): void;
}

/** The import while it sends: rows created of all, the attempt of a batch sent again, and cancel. */
export function ImportProgress({ title, progress, cancelling, onCancel }: ImportProgressProps) {
  const { t } = useCrudTexts();
  return (
    <CrudPage title={title}>
      <div className={styles.section}>
        <progress className={styles.progress} max={progress.total} value={progress.done} aria-label={t('import.progressLabel')} />
        <p role="status">
          {t('import.progress', { done: formatNumber(progress.done), total: formatNumber(progress.total) })}
          {progress.attempt > 0 && ` ${t('import.retrying', { attempt: progress.attempt, attempts: SEND_ATTEMPTS })}`}
        </p>
        <div className={styles.actions}>
          <Button disabled={cancelling} onClick={onCancel}>
            {cancelling ? t('import.cancelling') : t('import.cancel')}
          </Button>
        </div>
      </div>
    </CrudPage>
  );
}
