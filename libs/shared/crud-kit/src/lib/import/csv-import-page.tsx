import { useAreaCan } from '@rescue-admin/data-access';
import { Button, Notice } from '@rescue-admin/ui-kit';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useId } from 'react';
import { useCrudTexts, type ImportNamespace } from '../i18n/crud-texts';
import { CrudPage } from '../list/crud-page';
import { useBackToList } from '../route-form/route-form';
import type { ImportConfig } from './import-config';
import { ImportFilePicker } from './import-file-picker';
import { ImportMapping } from './import-mapping';
import { ImportOutcome } from './import-outcome';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { loadedOf } from './import-steps';
import { useCsvImport } from './use-csv-import';
import { useImportTexts } from './use-import-texts';

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
  const { t, areaText } = useCrudTexts(namespace);
  const backToList = useBackToList();
  const id = useId();
  const texts = useImportTexts(namespace, config.fields);
  const importer = useCsvImport({ config, createWorker, sendBatch, createOne, onImported, retryDelayMs, valueLabels: texts.valueLabels });
  const { state } = importer;
  const title = areaText('import.title');
  const back = (
    <Button icon={ArrowLeft} onClick={backToList}>
      {t('actions.back')}
    </Button>
  );

  if (state.step === 'done') {
    const { outcome } = state;
    return (
      <ImportOutcome
        outcome={outcome}
        title={title}
        back={back}
        headingId={`${id}-skipped`}
        issueText={texts.issueText}
        onDownload={() => void texts.downloadSkipped(importer.engine, outcome.skipped)}
        onBackToList={backToList}
        onAnother={importer.restart}
      />
    );
  }

  if (state.step === 'sending') {
    return <ImportProgress title={title} progress={state.progress} cancelling={state.cancelling} onCancel={importer.cancel} />;
  }

  const loaded = loadedOf(state);
  return (
    <CrudPage title={title} actions={back}>
      <ImportFilePicker id={id} reading={state.step === 'parsing'} refusal={state.step === 'failed' ? state.refusal : null} onChoose={importer.choose} />
      {loaded && (
        <>
          <ImportMapping
            namespace={namespace}
            id={id}
            fileName={loaded.file.name}
            read={loaded.read}
            fields={config.fields}
            mapping={loaded.mapping}
            columnLabel={texts.columnLabel}
            onReread={(options) => importer.reread(loaded.file, options)}
            onMap={importer.map}
          />
          <ImportPreview namespace={namespace} id={id} fields={config.fields} check={loaded.check} issueText={texts.issueText} onStart={() => void importer.start()} />
        </>
      )}
    </CrudPage>
  );
}
