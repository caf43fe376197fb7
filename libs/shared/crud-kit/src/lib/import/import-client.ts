import type { ImportConfig, ImportEngine } from './import-config';
import type { ImportRequest, ImportResponse } from './import-worker';

/**
 * The page's side of the import: the engine's calls sent to the feature's worker, or — where
 * `createWorker` gives none (jsdom, a browser without module workers) — the engine on the page,
 * loaded only then.
 */
export function createImportClient(config: ImportConfig, createWorker?: () => Worker | null): { engine: ImportEngine; dispose(): void } {
  let worker: Worker | null = null;
  try {
    worker = typeof Worker === 'undefined' ? null : (createWorker?.() ?? null);
  } catch {
    worker = null;
  }
  if (!worker) {
    const local = import('./import-engine').then(({ createImportEngine }) => createImportEngine(config));
    const engine = new Proxy({} as ImportEngine, {
      get: (_target, method: keyof ImportEngine) => async (...args: unknown[]) => ((await local)[method] as (...values: unknown[]) => Promise<unknown>)(...args),
    });
    return { engine, dispose: () => undefined };
  }
  const open = worker;
  let next = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  open.onmessage = (event: MessageEvent<ImportResponse>) => {
    const waiting = pending.get(event.data.id);
    pending.delete(event.data.id);
    if (!waiting) return;
    if ('error' in event.data) waiting.reject(new Error(event.data.error));
    else waiting.resolve(event.data.result);
  };
  open.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'import worker failed'));
    pending.clear();
  };
  const engine = new Proxy({} as ImportEngine, {
    get:
      (_target, method: keyof ImportEngine) =>
      (...args: unknown[]) =>
        new Promise((resolve, reject) => {
          const id = ++next;
          pending.set(id, { resolve, reject });
          open.postMessage({ id, method, args } satisfies ImportRequest);
        }),
  });
  return { engine, dispose: () => open.terminate() };
}
