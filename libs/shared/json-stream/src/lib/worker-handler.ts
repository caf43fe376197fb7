// The JSON worker's side: one reader per answer under way, and the fetches it sends itself.
import { JsonAnswerReader, ROWS_PER_MESSAGE } from './answer-reader';
import { transferablesOf } from './column-codec';
import type { DateRules } from './date-rules';
import type { AnswerHead, JsonWorkerMessage, JsonWorkerRequest, WorkerFetch } from './protocol';

/** What {@link serveJsonWorker} needs of a worker's global scope (`self` in the worker's script). */
export interface WorkerScope {
  postMessage(message: JsonWorkerMessage, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<JsonWorkerRequest>) => void) | null;
}

/**
 * The JSON worker's message handler: one {@link JsonAnswerReader} per answer under way. An answer
 * it is asked to fetch is read where it arrives: its bytes never pass the page's main thread.
 */
export function jsonWorkerHandler(
  post: (message: JsonWorkerMessage) => void,
  rules: DateRules,
  rowsPerMessage = ROWS_PER_MESSAGE,
): (request: JsonWorkerRequest) => void {
  const readers = new Map<number, JsonAnswerReader>();
  const fetches = new Map<number, AbortController>();

  async function fetchAndRead(id: number, { url, method, headers }: WorkerFetch): Promise<void> {
    const controller = new AbortController();
    fetches.set(id, controller);
    try {
      const response = await fetch(url, { method, headers, signal: controller.signal });
      const head: AnswerHead = { status: response.status, statusText: response.statusText, headers: [...response.headers] };
      if (!response.ok || !response.body) {
        post({ id, head, text: await response.text() });
        return;
      }
      post({ id, head });
      const reader = new JsonAnswerReader(id, post, rules, rowsPerMessage);
      const body = response.body.getReader();
      for (;;) {
        const { done, value } = await body.read();
        if (done) break;
        reader.push(value);
      }
      reader.end();
    } catch (error) {
      // A cancelled answer is forgotten; any other failure (no connection, a broken one) is reported.
      if (!controller.signal.aborted) post({ id, failed: error instanceof Error ? error.message : String(error) });
    } finally {
      fetches.delete(id);
    }
  }

  return (request) => {
    if ('fetch' in request) {
      void fetchAndRead(request.id, request.fetch);
      return;
    }
    if ('cancel' in request) {
      readers.delete(request.id);
      fetches.get(request.id)?.abort();
      return;
    }
    let reader = readers.get(request.id);
    if (!reader) {
      reader = new JsonAnswerReader(request.id, post, rules, rowsPerMessage);
      readers.set(request.id, reader);
    }
    if ('chunk' in request) {
      reader.push(request.chunk);
    } else {
      reader.end();
      readers.delete(request.id);
    }
  };
}

/**
 * Runs the JSON worker in a worker's global scope (`self` of a module worker's script): it
 * handles the page's requests, hands column slices over without a copy, and says `ready` once the
 * script runs, so the page can send requests without waiting for it.
 */
export function serveJsonWorker(scope: WorkerScope, rules: DateRules): void {
  const handle = jsonWorkerHandler((message) => scope.postMessage(message, transferablesOf(message)), rules);
  scope.onmessage = (event: MessageEvent<JsonWorkerRequest>) => handle(event.data);
  scope.postMessage({ ready: true }, []);
}
