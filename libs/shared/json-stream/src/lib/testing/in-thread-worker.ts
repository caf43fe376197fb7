// A Worker for tests that runs the JSON worker's code in the test's own thread.
import type { DateRules } from '../date-rules';
import type { JsonWorkerRequest } from '../protocol';
import { jsonWorkerHandler } from '../worker-handler';

/**
 * For tests (`vi.stubGlobal('Worker', createInThreadWorker(rules))`): a Worker class that runs the
 * JSON worker's code, with these date rules, in this thread, one message per task, as a browser
 * delivers them. Its `fetch` is this thread's (a test's MSW server answers it). `created` counts
 * the workers made, `requests` records what the page posted.
 */
export function createInThreadWorker(rules: DateRules) {
  return class InThreadWorker {
    static created = 0;
    static requests: JsonWorkerRequest[] = [];
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: (() => void) | null = null;
    private readonly handle = jsonWorkerHandler((message) => setTimeout(() => this.onmessage?.({ data: message } as MessageEvent)), rules);
    constructor() {
      InThreadWorker.created += 1;
      // As the worker's script says once it runs.
      setTimeout(() => this.onmessage?.({ data: { ready: true } } as MessageEvent));
    }
    postMessage(request: JsonWorkerRequest) {
      InThreadWorker.requests.push(request);
      setTimeout(() => this.handle(request));
    }
  };
}
