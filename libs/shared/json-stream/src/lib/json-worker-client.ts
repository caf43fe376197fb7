// The page's side of the JSON worker: starts it, hands it answers to read (or requests to send)
// and gathers the rows it sends back.
import { appendRows } from './column-codec';
import { decode, ownBuffer, slicedReader } from './page-reading';
import { PendingAnswer } from './pending-answer';
import type { AnswerHead, JsonWorkerMessage, JsonWorkerRequest } from './protocol';

/**
 * From this size on, an answer is parsed in the JSON worker: a list of 100,000 records is tens of
 * megabytes of JSON, whose parse alone would freeze the page for a few hundred milliseconds.
 * Smaller answers are parsed at once; a worker's start would cost more than it saves.
 */
export const WORKER_FROM_BYTES = 512 * 1024;

export interface JsonWorkerClientOptions {
  /**
   * Starts the worker. Its script calls `serveJsonWorker(self, rules)`; the caller writes
   * `new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' })` beside that
   * script, which is what makes Vite bundle it.
   */
  createWorker: () => Worker;
  /** Parses an answer read on the page (a small one, or where no worker runs), with its dates revived as the worker does. */
  parseText: (text: string) => unknown;
}

/** A body-less status can carry no text; the others carry the error the API sent. */
function responseOf(head: AnswerHead, text: string | undefined): Response {
  const body = text === undefined || text === '' || [101, 103, 204, 205, 304].includes(head.status) ? null : text;
  return new Response(body, { status: head.status, statusText: head.statusText, headers: head.headers });
}

/** One JSON worker of the page, started on first use, and the answers it reads. */
export class JsonWorkerClient {
  private worker: Worker | null = null;
  /** Set once the worker's script runs: requests sent to it then go out at once. */
  private workerReady = false;
  /** Set when the worker could not run here (a policy, a failed load): answers are then parsed on the page. */
  private workerBroken = false;
  private nextId = 1;
  private readonly pending = new Map<number, PendingAnswer>();
  /** The Responses handed out for answers the worker fetched, and the answer each stands for. */
  private readonly readByWorker = new WeakMap<Response, PendingAnswer>();
  /** The ETag of the answer each value was read from (see {@link tagOf}). */
  private readonly tags = new WeakMap<object, string>();

  constructor(private readonly options: JsonWorkerClientOptions) {}

  /**
   * Starts the JSON worker ahead of an answer that may be large (a list), so its script is loaded
   * and running when the answer arrives. Nothing happens where workers cannot run.
   */
  prepare(): void {
    if (typeof Worker === 'undefined' || this.workerBroken) return;
    try {
      this.jsonWorker();
    } catch {
      this.workerBroken = true;
    }
  }

  /**
   * A JSON answer with its date-times revived, as `response.json()` and the given rules would give
   * it, but without freezing the page for a large one. An answer is read as it arrives; once it is
   * larger than {@link WORKER_FROM_BYTES}, its bytes go on to the JSON worker, which parses a list
   * while it is still being downloaded and hands its rows back in slices (each one a short task of
   * the page). Smaller answers are parsed here.
   *
   * `onFirstRows` is called once with the first slice of a list read in the worker (the first rows
   * of the answer, in its order), while the rest is still on its way; a smaller answer does not call it.
   */
  async read(response: Response, onFirstRows?: (rows: unknown[]) => void): Promise<unknown> {
    const value = await this.readAnswer(response, onFirstRows);
    const tag = response.headers.get('ETag');
    if (tag && typeof value === 'object' && value !== null) this.tags.set(value, tag);
    return value;
  }

  /**
   * The validator (ETag) of the answer that {@link read} read `value` from, for a conditional
   * request (If-None-Match) asking whether it is still current; undefined for any other value
   * (one made or changed on the page since, or read from an answer without one).
   */
  tagOf(value: unknown): string | undefined {
    return typeof value === 'object' && value !== null ? this.tags.get(value) : undefined;
  }

  private async readAnswer(response: Response, onFirstRows?: (rows: unknown[]) => void): Promise<unknown> {
    const { parseText } = this.options;
    const inWorker = this.readByWorker.get(response);
    if (inWorker) {
      inWorker.watchFirstRows(onFirstRows);
      return inWorker.parsed;
    }
    if (typeof Worker === 'undefined' || this.workerBroken || !response.body) return parseText(await response.text());
    const read = slicedReader(response.body.getReader());
    const head: Uint8Array[] = [];
    let headBytes = 0;
    while (headBytes < WORKER_FROM_BYTES) {
      const { done, value } = await read();
      if (done) return parseText(decode(head, headBytes));
      head.push(value);
      headBytes += value.byteLength;
    }
    let target: Worker;
    try {
      target = this.jsonWorker();
    } catch {
      this.workerBroken = true;
      // No worker here after all: the rest is read and parsed on the page.
      for (;;) {
        const { done, value } = await read();
        if (done) return parseText(decode(head, headBytes));
        head.push(value);
        headBytes += value.byteLength;
      }
    }
    const id = this.nextId++;
    const answer = new PendingAnswer(onFirstRows);
    this.pending.set(id, answer);
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
      this.pending.delete(id);
      target.postMessage({ id, cancel: true } satisfies JsonWorkerRequest);
      throw error;
    }
    target.postMessage({ id, end: true } satisfies JsonWorkerRequest);
    return answer.parsed;
  }

  /**
   * A `fetch` (for ky's `fetch` option) that has the JSON worker send a GET and read its answer
   * there: the answer's bytes never pass the page's main thread, which stays free while the first
   * rows are shown. The caller gets a Response with the status and headers; {@link read} then
   * hands out the list the worker reads. An answer that is no success comes with its text, so the
   * caller reads the error as ever.
   *
   * Until the worker runs (see {@link prepare}), and for anything but a GET, the page fetches as usual.
   */
  fetch(input: Request | string | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!this.workerReady || this.workerBroken || !this.worker || request.method !== 'GET') return globalThis.fetch(request);
    const target = this.worker;
    const { signal } = request;
    if (signal.aborted) return Promise.reject(signal.reason);
    const id = this.nextId++;
    const answer = new PendingAnswer();
    this.pending.set(id, answer);
    const headed = new Promise<Response>((resolve, reject) => (answer.head = { resolve, reject }));
    const cancel = () => {
      if (!this.pending.has(id)) return;
      this.pending.delete(id);
      target.postMessage({ id, cancel: true } satisfies JsonWorkerRequest);
      answer.fail(signal.reason ?? new DOMException('The request was cancelled.', 'AbortError'));
    };
    signal.addEventListener('abort', cancel, { once: true });
    void answer.parsed.finally(() => signal.removeEventListener('abort', cancel)).catch(() => undefined);
    target.postMessage({ id, fetch: { url: request.url, method: request.method, headers: [...request.headers] } } satisfies JsonWorkerRequest);
    return headed;
  }

  private jsonWorker(): Worker {
    if (this.worker) return this.worker;
    const created = this.options.createWorker();
    created.onmessage = (event: MessageEvent<JsonWorkerMessage>) => this.receive(event.data);
    created.onerror = () => {
      // A worker that cannot run (blocked by a policy, failed to load): every waiting answer fails.
      for (const request of this.pending.values()) request.fail(new Error('The JSON worker failed'));
      this.pending.clear();
      this.worker = null;
      this.workerReady = false;
      this.workerBroken = true;
    };
    this.worker = created;
    return created;
  }

  private receive(message: JsonWorkerMessage): void {
    if ('ready' in message) {
      this.workerReady = true;
      return;
    }
    const request = this.pending.get(message.id);
    if (!request) return;
    if ('head' in message) {
      const response = responseOf(message.head, message.text);
      request.head?.resolve(response);
      if (message.text === undefined) this.readByWorker.set(response, request);
      else {
        // No success: the caller reads the error from the text; there is no list to wait for.
        this.pending.delete(message.id);
        request.resolve(undefined);
      }
    } else if ('failed' in message) {
      this.pending.delete(message.id);
      // As the page's own fetch reports a request that got no answer.
      request.fail(new TypeError(message.failed));
    } else if ('rows' in message || 'columns' in message) {
      if ('rows' in message) for (const row of message.rows) request.rows.push(row);
      else appendRows(message.columns, request.rows);
      request.added(message.last);
    } else if ('error' in message) {
      this.pending.delete(message.id);
      request.reject(new SyntaxError(message.error));
    } else {
      this.pending.delete(message.id);
      request.resolve('value' in message ? message.value : request.rows);
    }
  }
}
