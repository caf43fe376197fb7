import { jsonWorkerHandler, type JsonWorkerRequest } from '../json-chunks';

/**
 * For tests (`vi.stubGlobal('Worker', InThreadWorker)`): a Worker that runs the JSON worker's code
 * in this thread, one message per task, as a browser delivers them. Its `fetch` is this thread's
 * (a test's MSW server answers it).
 */
export class InThreadWorker {
  static created = 0;
  static requests: JsonWorkerRequest[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly handle = jsonWorkerHandler((message) => setTimeout(() => this.onmessage?.({ data: message } as MessageEvent)));
  constructor() {
    InThreadWorker.created += 1;
    // As the worker's script says once it runs.
    setTimeout(() => this.onmessage?.({ data: { ready: true } } as MessageEvent));
  }
  postMessage(request: JsonWorkerRequest) {
    InThreadWorker.requests.push(request);
    setTimeout(() => this.handle(request));
  }
}
