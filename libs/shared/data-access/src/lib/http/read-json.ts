import { parseJsonWithDates } from './dates';
import { appendRows, type JsonWorkerMessage, type JsonWorkerRequest } from './json-chunks';

/**
 * From this size on, an answer is parsed in the JSON worker: 100,000 hydrants are about 29 MB of
 * JSON, whose parse alone would freeze the page for a few hundred milliseconds. Smaller answers
 * are parsed at once; a worker's start would cost more than it saves.
 */
export const WORKER_FROM_BYTES = 512 * 1024;

let worker: Worker | null = null;
/** Set when the worker could not run here (a policy, a failed load): answers are then parsed on the page. */
let workerBroken = false;
let nextId = 1;
const pending = new Map<
  number,
  { rows: unknown[]; resolve: (value: unknown) => void; reject: (error: Error) => void; onFirstRows?: (rows: unknown[]) => void }
>();

function jsonWorker(): Worker {
  if (worker) return worker;
  // The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
  const created = new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module', name: 'json' });
  created.onmessage = (event: MessageEvent<JsonWorkerMessage>) => {
    const message = event.data;
    const request = pending.get(message.id);
    if (!request) return;
    if ('rows' in message || 'columns' in message) {
      if ('rows' in message) for (const row of message.rows) request.rows.push(row);
      else appendRows(message.columns, request.rows);
      // The list's first slice, while the rest is still coming: a copy, the list grows on.
      const { onFirstRows } = request;
      if (onFirstRows) {
        request.onFirstRows = undefined;
        onFirstRows(request.rows.slice());
      }
    } else if ('error' in message) {
      pending.delete(message.id);
      request.reject(new SyntaxError(message.error));
    } else {
      pending.delete(message.id);
      request.resolve('value' in message ? message.value : request.rows);
    }
  };
  created.onerror = () => {
    // A worker that cannot run (blocked by a policy, failed to load): every waiting answer fails.
    for (const request of pending.values()) request.reject(new Error('The JSON worker failed'));
    pending.clear();
    worker = null;
    workerBroken = true;
  };
  worker = created;
  return created;
}

/**
 * Starts the JSON worker ahead of an answer that may be large (a list), so its script is loaded
 * and running when the answer arrives. Nothing happens where workers cannot run.
 */
export function prepareJsonWorker(): void {
  if (typeof Worker === 'undefined' || workerBroken) return;
  try {
    jsonWorker();
  } catch {
    workerBroken = true;
  }
}

/** The bytes of `chunk` as an ArrayBuffer of their own, to hand to the worker without a copy where possible. */
function ownBuffer(chunk: Uint8Array): ArrayBuffer {
  return chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer
    ? chunk.buffer
    : (chunk.slice().buffer as ArrayBuffer);
}

function decode(chunks: Uint8Array[], length: number): string {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * How long reading an answer may go on before the page's other tasks get a turn. A body that is
 * already here (the local network, a fast line) is otherwise read to its end in one task: each
 * `read()` resolves at once, as a microtask, and 100,000 hydrants (3 MB) were one task of 112 ms
 * — four times that on a phone.
 */
export const READ_SLICE_MS = 8;

/** The next task of the page: the browser's `scheduler.yield()` where there is one, else a timer. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Reads the next piece of `reader`, first letting other tasks run once this task has read for {@link READ_SLICE_MS}. */
function slicedReader(reader: ReadableStreamDefaultReader<Uint8Array>): () => Promise<ReadableStreamReadResult<Uint8Array>> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart >= READ_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    return reader.read();
  };
}

/**
 * A JSON answer with its ISO date-times revived (SPEC §3), as ky's `response.json()` would give
 * it, but without freezing the page for a large one. An answer is read as it arrives; once it is
 * larger than {@link WORKER_FROM_BYTES}, its bytes go on to the JSON worker, which parses a list
 * while it is still being downloaded and hands its rows back in slices (each one a short task of
 * the page). Smaller answers are parsed here.
 *
 * `onFirstRows` is called once with the first slice of a list read in the worker (the first rows
 * of the answer, in its order), while the rest is still on its way; a smaller answer does not call it.
 */
export async function readJsonWithDates(response: Response, onFirstRows?: (rows: unknown[]) => void): Promise<unknown> {
  if (typeof Worker === 'undefined' || workerBroken || !response.body) return parseJsonWithDates(await response.text());
  const read = slicedReader(response.body.getReader());
  const head: Uint8Array[] = [];
  let headBytes = 0;
  while (headBytes < WORKER_FROM_BYTES) {
    const { done, value } = await read();
    if (done) return parseJsonWithDates(decode(head, headBytes));
    head.push(value);
    headBytes += value.byteLength;
  }
  let target: Worker;
  try {
    target = jsonWorker();
  } catch {
    workerBroken = true;
    // No worker here after all: the rest is read and parsed on the page.
    for (;;) {
      const { done, value } = await read();
      if (done) return parseJsonWithDates(decode(head, headBytes));
      head.push(value);
      headBytes += value.byteLength;
    }
  }
  const id = nextId++;
  const parsed = new Promise((resolve, reject) => pending.set(id, { rows: [], resolve, reject, onFirstRows }));
  // Not awaited until the last byte is sent: a syntax error found early must not count as unhandled.
  parsed.catch(() => undefined);
  const send = (chunk: Uint8Array) => {
    const buffer = ownBuffer(chunk);
    target.postMessage({ id, chunk: buffer } satisfies JsonWorkerRequest, [buffer]);
  };
  try {
    for (const chunk of head) send(chunk);
    for (;;) {
      const { done, value } = await read();
      if (done) break;
      send(value);
    }
  } catch (error) {
    // The connection broke or the request was cancelled: the worker forgets this answer.
    pending.delete(id);
    target.postMessage({ id, cancel: true } satisfies JsonWorkerRequest);
    throw error;
  }
  target.postMessage({ id, end: true } satisfies JsonWorkerRequest);
  return parsed;
}
