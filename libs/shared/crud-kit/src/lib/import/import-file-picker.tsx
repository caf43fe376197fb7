import { FormField, Notice } from '@rescue-admin/ui-kit';
import { useCrudTexts } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';
import { IMPORT_MAX_BYTES } from './import-config';
import type { Refusal } from './import-steps';
import styles from './csv-import-page.module.css';

function megabytes(bytes: number): string {
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)}\u00a0MB`;
}

export interface ImportFilePickerProps {
  /** The file input's id. */
  id: string;
  /** The chosen file is being read. */
  reading: boolean;
  /** Why the chosen file is not imported, or null. */
  refusal: Refusal | null;
  /** A file was chosen (null: the choice was cleared). */
  onChoose(file: File | null): void;
}

/** The import's first step: the CSV file (with its size limit), „wird gelesen“ while it is read, and why it is refused. */
export function ImportFilePicker({ id, reading, refusal, onChoose }: ImportFilePickerProps) {
  const { t } = useCrudTexts();
  return (
    <section className={styles.section}>
      <FormField label={t('import.file')} id={id} hint={t('import.fileHint', { limit: megabytes(IMPORT_MAX_BYTES) })}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
            className={styles.file}
          />
        )}
      </FormField>
      {reading && <p role="status">{t('import.reading')}</p>}
      {refusal && (
        <Notice variant="danger" title={t('import.refused.title')}>
          {refusal.reason === 'tooLarge'
            ? t('import.refused.tooLarge', { size: megabytes(refusal.size), limit: megabytes(refusal.limit) })
            : refusal.reason === 'unclosedQuote'
              ? t('import.refused.unclosedQuote', { line: refusal.line })
              : t(`import.refused.${refusal.reason}`)}
        </Notice>
      )}
    </section>
  );
}
