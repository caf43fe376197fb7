import type { ImportConfig, ImportEngine } from './import-config';
import type { ImportRequest, ImportResponse } from './import-worker';

type Pending = Map<number, { resolve(value: unknown): void; reject(error: Error): void }>;

/**
 * The page's side of the import: the engine's calls sent to the feature's worker, or — where
 * `createWorker` gives none (jsdom, a browser without module workers) — the engine on the page,
 * loaded only then. The worker starts with the first call; `dispose` ends it (a later call starts
 * a new one, as React's development mode unmounts and mounts every component once).
 */
export function createImportClient(config: ImportConfig, createWorker?: () => Worker | null): { engine: ImportEngine; dispose(): void } {
  let local: Promise<ImportEngine> | null = null;
  let worker: Worker | null = null;
  let next = 0;
  const pending: Pending = new Map();

  function failAll(message: string) {
    for (const waiting of pending.values()) waiting.reject(new Error(message));
    pending.clear();
  }

  function start(): Worker | null {
    if (worker || local) return worker;
    try {
      worker = typeof Worker === 'undefined' ? null : (createWorker?.() ?? null);
    } catch {
      worker = null;
    }
    if (!worker) {
      local = import('./import-engine').then(({ createImportEngine }) => createImportEngine(config));
      return null;
    }
    worker.onmessage = (event: MessageEvent<ImportResponse>) => {
      const waiting = pending.get(event.data.id);
      pending.delete(event.data.id);
      if (!waiting) return;
      if ('error' in event.data) waiting.reject(new Error(event.data.error));
      else waiting.resolve(event.data.result);
    };
    worker.onerror = (event) => failAll(event.message || 'import worker failed');
    return worker;
  }

  const engine = new Proxy({} as ImportEngine, {
    get:
      (_target, method: keyof ImportEngine) =>
      async (...args: unknown[]): Promise<unknown> => {
        const open = start();
        if (!open) {
          const onPage = await (local as Promise<ImportEngine>);
          return (onPage[method] as (...values: unknown[]) => Promise<unknown>)(...args);
        }
        return new Promise((resolve, reject) => {
          const id = ++next;
          pending.set(id, { resolve, reject });
          open.postMessage({ id, method, args } satisfies ImportRequest);
        });
      },
  });

  return {
    engine,
    dispose() {
      worker?.terminate();
      worker = null;
      local = null;
      failAll('import ended');
    },
  };
}
