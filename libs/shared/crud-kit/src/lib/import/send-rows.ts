import { BULK_LIMIT } from '@rescue-admin/api-contract';
import { ExtensionAbsentError, errorReasonOf, fieldErrorsOf, newIdempotencyKey } from '@rescue-admin/data-access';
import type { ImportEngine, RowIssue } from './import-config';
import { sendOneByOne } from './send-one-by-one';

/** How often a batch (or a row) is sent when the connection or the server fails, the first send included. */
export const SEND_ATTEMPTS = 3;

/** How far an import got: updated while it runs, so a failure half-way still says what landed. */
export interface SendState {
  imported: number;
  /** Rows not imported, with their reasons (the checked file's issues come in already). */
  skipped: RowIssue[];
  ended: 'done' | 'cancelled' | 'failed' | 'forbidden';
  /** The first valid row (by its index among them) not dealt with yet. */
  from: number;
}

export interface SendRowsOptions {
  engine: Pick<ImportEngine, 'batch'>;
  /** How many valid rows there are. */
  total: number;
  /** The bulk create (see `CsvImportPageProps.sendBatch`); undefined where the service has none. */
  sendBatch?(records: Record<string, unknown>[], idempotencyKey: string): Promise<unknown>;
  createOne(record: Record<string, unknown>, idempotencyKey: string): Promise<unknown>;
  retryDelayMs: number;
  isCancelled(): boolean;
  /** Rows created so far, and the attempt of a batch being re-sent (0: the first). */
  onProgress(done: number, attempt: number): void;
}

/** A bulk create's 400 names rows as `<list>.<index>.<field>`: the rows of the batch the server refused. */
function refusedRows(error: unknown): Map<number, { field: string | null; code: string }> {
  const rows = new Map<number, { field: string | null; code: string }>();
  for (const [path, code] of Object.entries(fieldErrorsOf(error))) {
    const match = /^[^.]+\.(\d+)(?:\.([^.]+))?/.exec(path);
    if (match && !rows.has(Number(match[1]))) rows.set(Number(match[1]), { field: match[2] ?? null, code });
  }
  return rows;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the valid rows batch by batch through the bulk create; where the service has none (no
 * `sendBatch`, or it answers `ExtensionAbsentError`), row by row ({@link sendOneByOne}). `state`
 * says how far it got, also when a batch cannot be read (the worker ended) and this rejects.
 */
export async function sendRows(options: SendRowsOptions, state: SendState): Promise<void> {
  const { engine, total, createOne, retryDelayMs, isCancelled, onProgress } = options;
  let bulk = options.sendBatch ?? null;
  outer: for (; state.from < total; state.from += BULK_LIMIT) {
    if (isCancelled()) {
      state.ended = 'cancelled';
      break;
    }
    let { records, lines } = await engine.batch(state.from, BULK_LIMIT);
    while (records.length > 0) {
      if (!bulk) {
        const before = state.imported;
        const result = await sendOneByOne({ records, lines }, { createOne, attempts: SEND_ATTEMPTS, retryDelayMs, isCancelled, onCreated: (created) => onProgress(before + created, 0) });
        state.imported += result.imported;
        state.skipped.push(...result.skipped);
        if (result.ended) {
          state.ended = result.ended;
          state.from += BULK_LIMIT;
          break outer;
        }
        break;
      }
      // One key per intended batch: a re-send after a lost answer creates nothing twice.
      const key = newIdempotencyKey();
      let failure: unknown = null;
      for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt++) {
        try {
          await bulk(records, key);
          failure = null;
          break;
        } catch (error) {
          failure = error;
          // The service has no bulk create: this batch (nothing of it landed) and the rest go row by row.
          if (error instanceof ExtensionAbsentError) break;
          const reason = errorReasonOf(error);
          if ((reason !== 'network' && reason !== 'server') || attempt === SEND_ATTEMPTS) break;
          onProgress(state.imported, attempt + 1);
          await wait(retryDelayMs * 2 ** (attempt - 1));
        }
      }
      if (failure === null) {
        state.imported += records.length;
        break;
      }
      if (failure instanceof ExtensionAbsentError) {
        bulk = null;
        continue;
      }
      const refused = refusedRows(failure);
      if (errorReasonOf(failure) === 'badRequest' && refused.size > 0) {
        // The batch landed not at all: its refused rows are skipped with the server's reason, the rest go again.
        for (const [index, { field, code }] of refused) state.skipped.push({ line: lines[index], field, code });
        const keep = records.map((_, index) => !refused.has(index));
        records = records.filter((_, index) => keep[index]);
        lines = lines.filter((_, index) => keep[index]);
        continue;
      }
      state.ended = errorReasonOf(failure) === 'forbidden' ? 'forbidden' : 'failed';
      for (const line of lines) state.skipped.push({ line, field: null, code: 'notSent' });
      state.from += BULK_LIMIT;
      break outer;
    }
    onProgress(state.imported, 0);
  }
}
