// The messages between the page and the JSON worker: what the page asks, what the worker answers.
import type { ColumnSlice } from './column-codec';

/** A request for the JSON worker to send itself (a list's GET, with the page's headers). */
export interface WorkerFetch {
  url: string;
  method: string;
  headers: [string, string][];
}

/** The status line and headers of an answer the JSON worker fetched. */
export interface AnswerHead {
  status: number;
  statusText: string;
  headers: [string, string][];
}

/**
 * What the page posts to the JSON worker for one answer: either a request to send (`fetch`; the
 * worker then reads the answer itself), or the bytes of an answer the page fetched as they
 * arrive, then the end; or a cancel.
 */
export type JsonWorkerRequest = { id: number; fetch: WorkerFetch } | { id: number; chunk: ArrayBuffer } | { id: number; end: true } | { id: number; cancel: true };

/**
 * What the JSON worker posts back: once it has started (`ready`); for an answer it fetched, its
 * head first (with the body as text when it is no success: the page reads the error), or why no
 * answer came (`failed`); then slices of the list (as rows or column by column; `last` once the
 * answer has ended: the list is whole with the next message), then the end.
 */
export type JsonWorkerMessage =
  | { ready: true }
  | { id: number; head: AnswerHead; text?: string }
  | { id: number; failed: string }
  | { id: number; rows: unknown[]; last?: true }
  | { id: number; columns: ColumnSlice; last?: true }
  | { id: number; done: true; value?: unknown }
  | { id: number; error: string };
