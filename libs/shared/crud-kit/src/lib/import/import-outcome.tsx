import { Button, Notice } from '@rescue-admin/ui-kit';
import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { useCrudTexts } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';
import { CrudPage } from '../list/crud-page';
import type { RowIssue } from './import-config';
import type { SendState } from './send-rows';
import styles from './csv-import-page.module.css';

/** What an import did: how many rows it imported, which it skipped and why, and how it ended. */
export type Outcome = Pick<SendState, 'imported' | 'skipped' | 'ended'>;

const MAX_LISTED_ISSUES = 100;

export interface ImportOutcomeProps {
  outcome: Outcome;
  /** The page's heading (the feature's `import.title`). */
  title: string;
  /** The page's back action. */
  back: ReactNode;
  /** The id of the skipped rows' heading. */
  headingId: string;
  issueText(issue: RowIssue): string;
  onDownload(): void;
  onBackToList(): void;
  onAnother(): void;
}

/** The import's last step: imported and skipped rows in German, the skipped ones to download, and what next. */
export function ImportOutcome({ outcome, title, back, headingId, issueText, onDownload, onBackToList, onAnother }: ImportOutcomeProps) {
  const { t } = useCrudTexts();
  const heading = ({ done: 'doneTitle', cancelled: 'cancelledTitle', failed: 'failedTitle', forbidden: 'failedTitle' } as const)[outcome.ended];
  const skippedRows = new Set(outcome.skipped.map((issue) => issue.line)).size;
  return (
    <CrudPage title={title} actions={back}>
      <Notice variant={outcome.ended === 'done' ? 'success' : 'warning'} title={t(`import.${heading}`)}>
        <p>{t('import.imported', { count: outcome.imported, formatted: formatNumber(outcome.imported) })}</p>
        {outcome.skipped.length > 0 && (
          <p>{t('import.skipped', { count: skippedRows, formatted: formatNumber(skippedRows) })}</p>
        )}
        {outcome.ended === 'failed' && <p>{t('import.failed')}</p>}
        {outcome.ended === 'forbidden' && <p>{t('import.forbidden')}</p>}
      </Notice>
      {outcome.skipped.length > 0 && (
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.sectionHeading}>
            {t('import.skippedTitle')}
          </h2>
          <IssueList issues={outcome.skipped} text={issueText} total={outcome.skipped.length} />
          <Button icon={Download} onClick={onDownload}>
            {t('import.downloadSkipped')}
          </Button>
        </section>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onClick={onBackToList}>
          {t('crud.backToList')}
        </Button>
        <Button onClick={onAnother}>{t('import.another')}</Button>
      </div>
    </CrudPage>
  );
}

/** The first issues in German; how many more there are (all of them are in the download). */
export function IssueList({ issues, text, total }: { issues: RowIssue[]; text(issue: RowIssue): string; total: number }) {
  const { t } = useCrudTexts();
  const shown = issues.slice(0, MAX_LISTED_ISSUES);
  return (
    <>
      <ul className={styles.issues}>
        {shown.map((issue, index) => (
          <li key={`${issue.line}-${issue.field ?? ''}-${index}`}>{text(issue)}</li>
        ))}
      </ul>
      {total > shown.length && <p className={styles.hint}>{t('import.moreIssues', { count: total - shown.length, formatted: formatNumber(total - shown.length) })}</p>}
    </>
  );
}

