import { parseJsonWithDates } from './dates';
import { appendRows, type AnswerHead, type JsonWorkerMessage, type JsonWorkerRequest } from './json-chunks';

/**
 * From this size on, an answer is parsed in the JSON worker: 100,000 hydrants are about 29 MB of
 * JSON, whose parse alone would freeze the page for a few hundred milliseconds. Smaller answers
 * are parsed at once; a worker's start would cost more than it saves.
 */
export const WORKER_FROM_BYTES = 512 * 1024;

let worker: Worker | null = null;
/** Set once the worker's script runs: requests sent to it then go out at once. */
let workerReady = false;
/** Set when the worker could not run here (a policy, a failed load): answers are then parsed on the page. */
let workerBroken = false;
let nextId = 1;

/** One answer the worker reads: the list growing slice by slice, and the promise of the whole. */
class PendingAnswer {
  readonly rows: unknown[] = [];
  readonly parsed: Promise<unknown>;
  resolve!: (value: unknown) => void;
  reject!: (error: unknown) => void;
  /** For an answer the worker fetched: the page waits for its head, then hands ky a body-less Response. */
  head?: { resolve: (response: Response) => void; reject: (error: unknown) => void };
  private finished = false;
  /** The answer's last rows are here: the list is whole with the next message. */
  private complete = false;

  constructor(private onFirstRows?: (rows: unknown[]) => void) {
    this.parsed = new Promise((resolve, reject) => {
      this.resolve = (value) => {
        this.finished = true;
        resolve(value);
      };
      this.reject = (error) => {
        this.finished = true;
        reject(error);
      };
    });
    // Not awaited until the caller reads the answer: a failure found early must not count as unhandled.
    this.parsed.catch(() => undefined);
  }

  /**
   * Rows arrived: the first ones go to `onFirstRows` at once (a copy; the list grows on) — unless
   * they are the answer's last (`last`): a list that was here whole at once (every small one) is
   * then complete with the next message, and showing it as "the first rows" would only flash.
   */
  added(last = false): void {
    if (last) this.complete = true;
    const { onFirstRows } = this;
    if (!onFirstRows || this.rows.length === 0 || this.complete) return;
    this.onFirstRows = undefined;
    onFirstRows(this.rows.slice());
  }

  /** Asks for the first rows, also when some arrived before the caller asked. */
  watchFirstRows(onFirstRows: ((rows: unknown[]) => void) | undefined): void {
    if (this.finished || this.complete) return;
    this.onFirstRows = onFirstRows;
    this.added();
  }

  fail(error: unknown): void {
    this.head?.reject(error);
    this.reject(error);
  }
}

const pending = new Map<number, PendingAnswer>();
/** The Responses handed to ky for answers the worker fetched, and the answer each stands for. */
const readByWorker = new WeakMap<Response, PendingAnswer>();

/** A body-less status can carry no text; the others carry the error the API sent. */
function responseOf(head: AnswerHead, text: string | undefined): Response {
  const body = text === undefined || text === '' || [101, 103, 204, 205, 304].includes(head.status) ? null : text;
  return new Response(body, { status: head.status, statusText: head.statusText, headers: head.headers });
}

function jsonWorker(): Worker {
  if (worker) return worker;
  // The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
  const created = new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module', name: 'json' });
  created.onmessage = (event: MessageEvent<JsonWorkerMessage>) => {
    const message = event.data;
    if ('ready' in message) {
      workerReady = true;
      return;
    }
    const request = pending.get(message.id);
    if (!request) return;
    if ('head' in message) {
      const response = responseOf(message.head, message.text);
      request.head?.resolve(response);
      if (message.text === undefined) readByWorker.set(response, request);
      else {
        // No success: ky reads the API's error from the text; there is no list to wait for.
        pending.delete(message.id);
        request.resolve(undefined);
      }
    } else if ('failed' in message) {
      pending.delete(message.id);
      // As the page's own fetch reports a request that got no answer (errorReasonOf: 'network').
      request.fail(new TypeError(message.failed));
    } else if ('rows' in message || 'columns' in message) {
      if ('rows' in message) for (const row of message.rows) request.rows.push(row);
      else appendRows(message.columns, request.rows);
      request.added(message.last);
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
    for (const request of pending.values()) request.fail(new Error('The JSON worker failed'));
    pending.clear();
    worker = null;
    workerReady = false;
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
  const inWorker = readByWorker.get(response);
  if (inWorker) {
    inWorker.watchFirstRows(onFirstRows);
    return inWorker.parsed;
  }
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
  const answer = new PendingAnswer(onFirstRows);
  pending.set(id, answer);
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
  return answer.parsed;
}

/**
 * A `fetch` for ky (its `fetch` option) that has the JSON worker send a list's GET and read its
 * answer there: the answer's bytes never pass the page's main thread — 100,000 hydrants are 3 MB
 * on the wire and 29 MB of JSON, and reading them on the page (handing each piece on to the
 * worker) was work for the main thread while the first rows were being shown; under DevTools
 * (Lighthouse) those pieces were tasks of up to 115 ms. ky gets a Response with the status and
 * headers; {@link readJsonWithDates} then hands out the list the worker reads. An answer that is
 * no success comes with its text, so ky reads the API's error as ever.
 *
 * Until the worker runs (see {@link prepareJsonWorker}), and for anything but a GET, the page
 * fetches as usual.
 */
export function fetchInJsonWorker(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  if (!workerReady || workerBroken || !worker || request.method !== 'GET') return globalThis.fetch(request);
  const target = worker;
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  const id = nextId++;
  const answer = new PendingAnswer();
  pending.set(id, answer);
  const headed = new Promise<Response>((resolve, reject) => (answer.head = { resolve, reject }));
  const cancel = () => {
    if (!pending.has(id)) return;
    pending.delete(id);
    target.postMessage({ id, cancel: true } satisfies JsonWorkerRequest);
    answer.fail(signal.reason ?? new DOMException('The request was cancelled.', 'AbortError'));
  };
  signal.addEventListener('abort', cancel, { once: true });
  void answer.parsed.finally(() => signal.removeEventListener('abort', cancel)).catch(() => undefined);
  target.postMessage({ id, fetch: { url: request.url, method: request.method, headers: [...request.headers] } } satisfies JsonWorkerRequest);
  return headed;
}
