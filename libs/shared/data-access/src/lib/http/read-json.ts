import { parseJsonWithDates } from './dates';
import type { JsonWorkerMessage } from './json-chunks';

/**
 * From this size on, an answer is parsed in the JSON worker: 100,000 hydrants are about 25 MB of
 * JSON, whose parse alone would freeze the page for a few hundred milliseconds. Smaller answers
 * are parsed at once; a worker's start would cost more than it saves.
 */
export const WORKER_FROM_BYTES = 512 * 1024;

let worker: Worker | null = null;
/** Set when the worker could not run here (a policy, a failed load): answers are then parsed on the page. */
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, { rows: unknown[]; resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function jsonWorker(): Worker {
  if (worker) return worker;
  // The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
  const created = new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module', name: 'json' });
  created.onmessage = (event: MessageEvent<JsonWorkerMessage>) => {
    const message = event.data;
    const request = pending.get(message.id);
    if (!request) return;
    if ('rows' in message) {
      for (const row of message.rows) request.rows.push(row);
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

/**
 * A JSON answer with its ISO date-times revived (SPEC §3), as ky's `response.json()` would give
 * it, but without freezing the page for a large one: that is parsed in a worker, which hands the
 * rows of a list back in slices (each one a short task of the page).
 */
export async function readJsonWithDates(response: Response): Promise<unknown> {
  if (typeof Worker === 'undefined' || workerBroken) return parseJsonWithDates(await response.text());
  const bytes = await response.arrayBuffer();
  const onThePage = () => parseJsonWithDates(new TextDecoder().decode(bytes));
  if (bytes.byteLength < WORKER_FROM_BYTES) return onThePage();
  let target: Worker;
  try {
    target = jsonWorker();
  } catch {
    workerBroken = true;
    return onThePage();
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { rows: [], resolve, reject });
    target.postMessage({ id, bytes }, [bytes]);
  });
}
