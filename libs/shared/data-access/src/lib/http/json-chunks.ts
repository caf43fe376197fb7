import { reviveDates } from './dates';

/** What the JSON worker posts back for one request. */
export type JsonWorkerMessage =
  | { id: number; rows: unknown[] }
  | { id: number; done: true; value?: unknown }
  | { id: number; error: string };

/** Rows per message: about 2 ms to receive each on the page, so no task of the page is long. */
export const ROWS_PER_MESSAGE = 2000;

/**
 * Parses a JSON answer and revives its dates (SPEC §3); an array is handed out in slices of
 * {@link ROWS_PER_MESSAGE} rows, anything else whole. The JSON worker's work, as a plain function.
 */
export function parseInSlices(bytes: ArrayBuffer, id: number, post: (message: JsonWorkerMessage) => void): void {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    post({ id, error: error instanceof Error ? error.message : String(error) });
    return;
  }
  if (!Array.isArray(value)) {
    post({ id, done: true, value: reviveDates(value) });
    return;
  }
  for (let start = 0; start < value.length; start += ROWS_PER_MESSAGE) {
    post({ id, rows: reviveDates(value.slice(start, start + ROWS_PER_MESSAGE)) as unknown[] });
  }
  post({ id, done: true });
}
