import { useAreaCan } from '@rescue-admin/data-access';
import { Button, Checkbox, Dropdown, FormField, Notice, type DropdownOption } from '@rescue-admin/ui-kit';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Upload from 'lucide-react/icons/upload';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { downloadCsv } from '../csv/csv';
import { isFieldErrorCode } from '../form/field-error-code';
import { useCrudTexts, type ImportNamespace } from '../i18n/crud-texts';
import { formatNumber } from '../list/crud-columns';
import { CrudPage } from '../list/crud-page';
import { useBackToList } from '../route-form/route-form';
import { createImportClient } from './import-client';
import {
  ENCODINGS,
  IMPORT_MAX_BYTES,
  SEPARATORS,
  type CheckResult,
  type ColumnMapping,
  type Encoding,
  type FileRefusal,
  type ImportConfig,
  type ImportEngine,
  type ReadOptions,
  type ReadResult,
  type RowIssue,
  type Separator,
  type ValueLabels,
} from './import-config';
import { ImportOutcome, IssueList, type Outcome } from './import-outcome';
import { SEND_ATTEMPTS, sendRows, type SendState } from './send-rows';
import styles from './csv-import-page.module.css';

export interface CsvImportPageProps {
  /** The feature's namespace: the heading is `import.title`, the skipped rows' file is named after `crud.csvFile`. */
  namespace: ImportNamespace;
  config: ImportConfig;
  /** The feature's worker (`new Worker(new URL('./<area>-import.worker.ts', import.meta.url), { type: 'module' })`); without one the work runs on the page. */
  createWorker?: () => Worker | null;
  /**
   * Sends one batch (at most BULK_LIMIT records) to the contract's bulk-create endpoint with this
   * idempotency key; undefined where the service has no bulk create (then every row goes through
   * `createOne`, as also once the bulk create answers that it is absent).
   */
  sendBatch?(records: Record<string, unknown>[], idempotencyKey: string): Promise<unknown>;
  /** Creates one record through the area's normal create endpoint with this idempotency key (one by one, at most 4 at once: `send-one-by-one.ts`). */
  createOne(record: Record<string, unknown>, idempotencyKey: string): Promise<unknown>;
  /** Called once rows were imported (the feature refreshes its lists). */
  onImported?(): void;
  /** The wait before the first re-send of a batch whose answer was lost (doubled for the next). @default 1000 */
  retryDelayMs?: number;
}

type ReadOk = Extract<ReadResult, { ok: true }>;

function megabytes(bytes: number): string {
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)}\u00a0MB`;
}


/**
 * The CSV import of an area (README, *CSV import*): choose a file → encoding and separator
 * (detected, changeable) → columns mapped by their headers (changeable) → a preview where every
 * row is checked by the contract's schema → the valid rows sent in batches with a progress bar and
 * cancel → a summary with the skipped rows as a download. The file's work runs in the feature's
 * Web Worker.
 */
export function CsvImportPage(props: CsvImportPageProps) {
  const { t, areaText } = useCrudTexts(props.namespace);
  // An import creates records: a role without the create grant (opened by its address) is told so
  // before choosing a file, not after the first batch is refused.
  const mayCreate = useAreaCan('create');
  if (mayCreate) return <CsvImport {...props} />;
  return (
    <CrudPage title={areaText('import.title')}>
      <Notice variant="warning" title={t('errors.forbidden')}>
        <p>{t('crud.forbiddenHint')}</p>
      </Notice>
    </CrudPage>
  );
}

function CsvImport({ namespace, config, createWorker, sendBatch, createOne, onImported, retryDelayMs = 1000 }: CsvImportPageProps) {
  const { t, areaText, textOf } = useCrudTexts(namespace);
  const backToList = useBackToList();
  const fileInputId = useId();
  const [client] = useState(() => createImportClient(config, createWorker));
  useEffect(() => () => client.dispose(), [client]);
  const engine: ImportEngine = client.engine;

  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<FileRefusal | { reason: 'unreadable' } | null>(null);
  const [read, setRead] = useState<ReadOk | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number; attempt: number } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancelled = useRef(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Leaving the page ends the import after the running batch (the worker is gone with it).
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      cancelled.current = true;
    };
  }, []);
  // While batches are being sent, closing or reloading the tab asks first.
  const importing = progress !== null;
  useEffect(() => {
    if (!importing) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [importing]);

  const fieldLabel = useCallback((key: string | null) => {
    const field = config.fields.find((candidate) => candidate.key === key);
    return field ? (textOf(field.label) ?? field.label) : '';
  }, [config.fields, textOf]);

  const valueLabels = useMemo<ValueLabels>(() => {
    const labels: ValueLabels = {};
    for (const field of config.fields) {
      if (field.kind !== 'enum') continue;
      labels[field.key] = Object.fromEntries((field.values ?? []).map((value) => [value, (field.valueLabels ?? []).map((prefix) => textOf(`${prefix}.${value}`) ?? `${prefix}.${value}`)]));
    }
    return labels;
  }, [config.fields, textOf]);

  const issueText = useCallback(
    (issue: RowIssue) => {
      const field = fieldLabel(issue.field);
      const base = { line: issue.line, field, value: issue.value };
      if (issue.code === 'unknownValue' || issue.code === 'notANumber' || issue.code === 'notSent' || issue.code === 'cancelled') {
        return t(`import.issue.${issue.code}`, base);
      }
      const message = isFieldErrorCode(issue.code) ? t(`validation.${issue.code}`) : issue.code;
      if (!issue.field) return t('import.issue.row', { ...base, message });
      return issue.value ? t('import.issue.fieldWithValue', { ...base, message }) : t('import.issue.field', { ...base, message });
    },
    [fieldLabel, t],
  );

  // Every new file and every change of the mapping checks all rows again, in the worker; an answer
  // that a newer check overtook is dropped.
  const checkSeq = useRef(0);
  const runCheck = useCallback(
    (next: ColumnMapping) => {
      const seq = ++checkSeq.current;
      setMapping(next);
      setCheck(null);
      void engine.check(next, valueLabels).then((result) => {
        if (seq === checkSeq.current) setCheck(result);
      });
    },
    [engine, valueLabels],
  );

  const readFile = useCallback(
    async (chosen: File, options: ReadOptions = {}) => {
      setRefusal(null);
      setCheck(null);
      setOutcome(null);
      if (chosen.size > IMPORT_MAX_BYTES) {
        // Refused before a byte is read.
        setRead(null);
        setRefusal({ reason: 'tooLarge', size: chosen.size, limit: IMPORT_MAX_BYTES });
        return;
      }
      setReading(true);
      try {
        // The enums' German words: a file without a header row has its columns suggested by their values.
        const result = await engine.read(chosen, { ...options, valueLabels });
        if (!result.ok) {
          setRead(null);
          setRefusal(result.refusal);
          return;
        }
        setRead(result);
        runCheck(result.mapping);
      } catch {
        setRead(null);
        setRefusal({ reason: 'unreadable' });
      } finally {
        setReading(false);
      }
    },
    [engine, runCheck, valueLabels],
  );

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    if (chosen) void readFile(chosen);
  };

  const runImport = async () => {
    if (!check) return;
    cancelled.current = false;
    setCancelling(false);
    const total = check.valid;
    const state: SendState = { imported: 0, skipped: [...(await engine.allIssues())], ended: 'done', from: 0 };
    setProgress({ done: 0, total, attempt: 0 });
    const onProgress = (done: number, attempt: number) => {
      if (!unmounted.current) setProgress({ done, total, attempt });
    };
    try {
      await sendRows({ engine, total, sendBatch, createOne, retryDelayMs, isCancelled: () => cancelled.current, onProgress }, state);
    } catch {
      // The worker ended (the page was left) or failed: what was not sent is not imported.
      state.ended = 'failed';
    }
    const { imported, skipped, ended, from } = state;
    if (imported > 0) onImported?.();
    if (unmounted.current) return;
    if (from < total) {
      const rest = await engine.batch(from, total - from).catch(() => ({ lines: [] as number[] }));
      for (const line of rest.lines) skipped.push({ line, field: null, code: ended === 'cancelled' ? 'cancelled' : 'notSent' });
    }
    skipped.sort((a, b) => a.line - b.line);
    setProgress(null);
    setOutcome({ imported, skipped, ended });
  };

  const downloadSkipped = async (skipped: RowIssue[]) => {
    const lines = [...new Set(skipped.map((issue) => issue.line))];
    const { headers, rows } = await engine.rowsAt(lines);
    const reasons = new Map<number, string[]>();
    for (const issue of skipped) reasons.set(issue.line, [...(reasons.get(issue.line) ?? []), issueText(issue)]);
    const columns = [
      { header: t('import.line'), value: (row: { line: number }) => row.line },
      // A column without a name (a file without a header row) is named by its number.
      ...headers.map((header, index) => ({
        header: header || t('import.columnNumber', { number: index + 1 }),
        value: (row: { cells: string[] }) => row.cells[index] ?? '',
      })),
      { header: t('import.reasonColumn'), value: (row: { line: number }) => (reasons.get(row.line) ?? []).join(' | ') },
    ];
    downloadCsv(t('import.skippedFile', { name: areaText('crud.csvFile') }), columns, rows, { yes: t('yes'), no: t('no') });
  };

  /** A column by its name; one without a name (no header row, an empty header) by its first value. */
  const columnLabel = useCallback(
    (header: string, example: string, number: number) => {
      if (header) return t('import.column', { header, number });
      return example ? t('import.columnExample', { example, number }) : t('import.columnNumber', { number });
    },
    [t],
  );

  const columnOptions = useMemo<DropdownOption[]>(
    () => [
      { value: '', label: t('import.notImported') },
      ...(read?.headers ?? []).map((header, index) => ({ value: String(index), label: columnLabel(header, read?.examples[index] ?? '', index + 1) })),
    ],
    [read, t, columnLabel],
  );

  const back = (
    <Button icon={ArrowLeft} onClick={backToList}>
      {t('actions.back')}
    </Button>
  );

  if (outcome) {
    return (
      <ImportOutcome
        outcome={outcome}
        title={areaText('import.title')}
        back={back}
        headingId={`${fileInputId}-skipped`}
        issueText={issueText}
        onDownload={() => downloadSkipped(outcome.skipped)}
        onBackToList={backToList}
        onAnother={() => {
          setOutcome(null);
          setRead(null);
          setFile(null);
        }}
      />
    );
  }

  if (progress) {
    return (
      <CrudPage title={areaText('import.title')}>
        <div className={styles.section}>
          <progress className={styles.progress} max={progress.total} value={progress.done} aria-label={t('import.progressLabel')} />
          <p role="status">
            {t('import.progress', { done: formatNumber(progress.done), total: formatNumber(progress.total) })}
            {progress.attempt > 0 && ` ${t('import.retrying', { attempt: progress.attempt, attempts: SEND_ATTEMPTS })}`}
          </p>
          <div className={styles.actions}>
            <Button
              disabled={cancelling}
              onClick={() => {
                cancelled.current = true;
                setCancelling(true);
              }}
            >
              {cancelling ? t('import.cancelling') : t('import.cancel')}
            </Button>
          </div>
        </div>
      </CrudPage>
    );
  }

  return (
    <CrudPage title={areaText('import.title')} actions={back}>
      <section className={styles.section}>
        <FormField label={t('import.file')} id={fileInputId} hint={t('import.fileHint', { limit: megabytes(IMPORT_MAX_BYTES) })}>
          {(control) => <input {...control} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={onFileChosen} className={styles.file} />}
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

      {read && file && (
        <>
          <section className={styles.section}>
            <p>{t('import.fileSummary', { name: file.name, count: read.rowCount, rows: formatNumber(read.rowCount), columns: read.headers.length })}</p>
            <div className={styles.settings}>
              <Dropdown
                label={t('import.encoding')}
                options={ENCODINGS.map((encoding) => ({
                  value: encoding,
                  label: t(`import.encodings.${encoding === 'utf-8' && read.bom ? 'utf-8-bom' : encoding}`),
                }))}
                value={read.encoding}
                onChange={(value) => value && void readFile(file, { encoding: value as Encoding, separator: read.separator, headerRow: read.headerRow })}
              />
              <Dropdown
                label={t('import.separator')}
                options={SEPARATORS.map((separator) => ({ value: separator, label: t(`import.separators.${separator}`) }))}
                value={read.separator}
                onChange={(value) => value && void readFile(file, { encoding: read.encoding, separator: value as Separator, headerRow: read.headerRow })}
              />
            </div>
            <Checkbox
              label={t('import.headerRow')}
              hint={t('import.headerRowHint')}
              checked={read.headerRow}
              onChange={(event) => void readFile(file, { encoding: read.encoding, separator: read.separator, headerRow: event.target.checked })}
            />
          </section>

          <section className={styles.section} aria-labelledby={`${fileInputId}-mapping`}>
            <h2 id={`${fileInputId}-mapping`} className={styles.sectionHeading}>
              {t('import.mappingTitle')}
            </h2>
            <p className={styles.hint}>{t(read.headerRow ? 'import.mappingHint' : 'import.mappingHintNoHeader')}</p>
            {read.duplicateHeaders.map((duplicate) => (
              <Notice key={duplicate.header} variant="warning">
                {t('import.duplicateHeader', { header: duplicate.header, columns: duplicate.columns.map((column) => column + 1).join(', ') })}
              </Notice>
            ))}
            <div className={styles.mapping}>
              {config.fields.map((field) => (
                <Dropdown
                  key={field.key}
                  label={fieldLabel(field.key)}
                  options={columnOptions}
                  value={mapping[field.key] === null || mapping[field.key] === undefined ? '' : String(mapping[field.key])}
                  onChange={(value) => runCheck({ ...mapping, [field.key]: value ? Number(value) : null })}
                />
              ))}
            </div>
          </section>

          <section className={styles.section} aria-labelledby={`${fileInputId}-preview`}>
            <h2 id={`${fileInputId}-preview`} className={styles.sectionHeading}>
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
                        {config.fields.map((field) => (
                          <th key={field.key} scope="col">
                            {fieldLabel(field.key)}
                          </th>
                        ))}
                        <th scope="col">{t('import.reasonColumn')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {check.preview.map((row) => (
                        <tr key={row.line} className={row.ok ? undefined : styles.badRow}>
                          <td>{row.line}</td>
                          {config.fields.map((field) => (
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
                    <Button variant="primary" icon={Upload} onClick={runImport}>
                      {t('import.start', { count: check.valid, formatted: formatNumber(check.valid) })}
                    </Button>
                  </div>
                )}
              </>
            )}
          </section>
        </>
      )}
    </CrudPage>
  );
}
