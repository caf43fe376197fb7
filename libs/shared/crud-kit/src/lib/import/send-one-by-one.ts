import { errorReasonOf, fieldErrorsOf, newIdempotencyKey } from '@rescue-admin/data-access';
import type { Batch, RowIssue } from './import-config';

/** How many creates are under way at once where the service has no bulk create. */
export const ONE_BY_ONE_CONCURRENCY = 4;

export interface OneByOneOptions {
  /** Sends one record through the area's normal create endpoint with this idempotency key. */
  createOne(record: Record<string, unknown>, idempotencyKey: string): Promise<unknown>;
  /** How often a row is sent when the connection or the server fails (the first send included). */
  attempts: number;
  /** The wait before the first re-send (doubled for the next). */
  retryDelayMs: number;
  /** Whether the user asked to stop: no further row is started, those under way finish. */
  isCancelled(): boolean;
  /** After each created row, with the number created so far in this batch. */
  onCreated(created: number): void;
  concurrency?: number;
}

export interface OneByOneResult {
  imported: number;
  /** Rows the service refused (with its reason) and rows not sent (`notSent`, `cancelled`). */
  skipped: RowIssue[];
  /** Why the import ended early, or null when every row of the batch was dealt with. */
  ended: 'cancelled' | 'failed' | 'forbidden' | null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The import where the service has no bulk create (a service that implements SPEC.md only):
 * each row of a batch is created on its own through the normal create endpoint, at most
 * `concurrency` at once, so the report stays per row: a row the service refuses (400, 409) is
 * skipped with the service's field code, a row whose send fails for the connection or the server
 * is sent again (same idempotency key, so it is created once) and, when that fails too, ends the
 * import like a failed batch; a refusal by the access policy (403) ends it as refused.
 */
export async function sendOneByOne({ records, lines }: Batch, options: OneByOneOptions): Promise<OneByOneResult> {
  const { createOne, attempts, retryDelayMs, isCancelled, onCreated, concurrency = ONE_BY_ONE_CONCURRENCY } = options;
  const skipped: RowIssue[] = [];
  let imported = 0;
  // Set by the workers (TypeScript does not follow that, hence the widening).
  let ended = null as OneByOneResult['ended'];
  let next = 0;

  async function sendRow(index: number): Promise<void> {
    const key = newIdempotencyKey();
    for (let attempt = 1; ; attempt++) {
      try {
        await createOne(records[index], key);
        imported++;
        onCreated(imported);
        return;
      } catch (error) {
        const reason = errorReasonOf(error);
        if ((reason === 'network' || reason === 'server') && attempt < attempts) {
          await wait(retryDelayMs * 2 ** (attempt - 1));
          continue;
        }
        if (reason === 'badRequest' || reason === 'conflict') {
          // The first field the service names (as a bulk create's refusal names one per row), without
          // the wrapper of a wrapped body (`hydrant.name` → `name`).
          const [refusal] = Object.entries(fieldErrorsOf(error));
          if (refusal) skipped.push({ line: lines[index], field: refusal[0].split('.').at(-1) ?? null, code: refusal[1] });
          else skipped.push({ line: lines[index], field: null, code: reason === 'conflict' ? 'duplicate' : 'invalid_value' });
          return;
        }
        ended ??= reason === 'forbidden' ? 'forbidden' : 'failed';
        skipped.push({ line: lines[index], field: null, code: 'notSent' });
        return;
      }
    }
  }

  async function worker(): Promise<void> {
    while (next < records.length) {
      if (ended) return;
      if (isCancelled()) {
        ended = 'cancelled';
        return;
      }
      const index = next++;
      await sendRow(index);
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, records.length) }, worker));
  // Rows never started: cancelled by the user, or not sent after the import failed.
  for (let index = next; index < records.length; index++) skipped.push({ line: lines[index], field: null, code: ended === 'cancelled' ? 'cancelled' : 'notSent' });
  return { imported, skipped, ended };
}
