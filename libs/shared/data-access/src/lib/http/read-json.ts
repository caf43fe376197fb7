import { JsonWorkerClient } from '@rescue-admin/json-stream';
import { parseJsonWithDates } from '@rescue-admin/api-contract';

/**
 * The page's JSON worker (json.worker.ts, with the contract's date rules): large answers, and
 * the lists it fetches itself, are read there while they arrive; small ones are parsed here.
 */
const client = new JsonWorkerClient({
  // The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
  createWorker: () => new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module', name: 'json' }),
  parseText: parseJsonWithDates,
});

/** Starts the JSON worker ahead of a list, so it runs when the answer arrives (see JsonWorkerClient.prepare). */
export function prepareJsonWorker(): void {
  client.prepare();
}

/** A JSON answer with its ISO date-times revived (SPEC §3), a large one read in the worker (see JsonWorkerClient.read). */
export function readJsonWithDates(response: Response, onFirstRows?: (rows: unknown[]) => void): Promise<unknown> {
  return client.read(response, onFirstRows);
}

/** The ETag of the answer a list was read from, while it is that very array (see JsonWorkerClient.tagOf). */
export const listTagOf = (list: unknown): string | undefined => client.tagOf(list);

/** ky's `fetch` for a list call: the worker sends the GET and reads the answer (see JsonWorkerClient.fetch). */
export function fetchInJsonWorker(input: Request | string | URL, init?: RequestInit): Promise<Response> {
  return client.fetch(input, init);
}
