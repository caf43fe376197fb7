import { Button, Notice } from '@rescue-admin/ui-kit';
import Upload from 'lucide-react/icons/upload';
import { useCrudTexts, type ImportNamespace } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';
import type { CheckResult, ImportField, RowIssue } from './import-config';
import { IssueList } from './import-outcome';
import styles from './csv-import-page.module.css';

export interface ImportPreviewProps {
  /** The feature's namespace: the fields' labels are among its texts. */
  namespace: ImportNamespace;
  /** The id the section's heading is made from. */
  id: string;
  fields: readonly ImportField[];
  /** The check of every row by the current mapping; null while it runs. */
  check: CheckResult | null;
  /** An issue in German (`useImportTexts().issueText`). */
  issueText(issue: RowIssue): string;
  onStart(): void;
}

/** The first rows as they would be imported, the bad ones marked, the issues in German, and the start of the import. */
export function ImportPreview({ namespace, id, fields, check, issueText, onStart }: ImportPreviewProps) {
  const { t, textOf } = useCrudTexts(namespace);
  return (
    <section className={styles.section} aria-labelledby={`${id}-preview`}>
      <h2 id={`${id}-preview`} className={styles.sectionHeading}>
        {t('import.previewTitle')}
      </h2>
      {!check ? (
        <p role="status">{t('import.checking')}</p>
      ) : (
        <>
          <p role="status">{t('import.checkSummary', { valid: formatNumber(check.valid), invalid: formatNumber(check.invalid) })}</p>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('import.previewCaption', { count: check.preview.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('import.line')}</th>
                  {fields.map((field) => (
                    <th key={field.key} scope="col">
                      {(textOf(field.label) ?? field.label)}
                    </th>
                  ))}
                  <th scope="col">{t('import.reasonColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {check.preview.map((row) => (
                  <tr key={row.line} className={row.ok ? undefined : styles.badRow}>
                    <td>{row.line}</td>
                    {fields.map((field) => (
                      <td key={field.key}>{row.values[field.key]}</td>
                    ))}
                    <td>{row.ok ? t('import.rowOk') : t('import.rowBad')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {check.issues.length > 0 && (
            <>
              <h3 className={styles.subHeading}>{t('import.issuesTitle')}</h3>
              <IssueList issues={check.issues} text={issueText} total={check.issueCount} />
            </>
          )}
          {check.valid === 0 ? (
            <Notice variant="warning">{t('import.nothingValid')}</Notice>
          ) : (
            <div className={styles.actions}>
              <Button variant="primary" icon={Upload} onClick={onStart}>
                {t('import.start', { count: check.valid, formatted: formatNumber(check.valid) })}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
