import { lazyModule } from '@rescue-admin/util';
import type { ImportConfig, ImportEngine } from './import-config';
import type { ImportRequest, ImportResponse } from './import-worker';

/** The engine for the page, through the app's one loader (120 s limit, failure classified and logged). */
const engineModule = lazyModule(() => import('./import-engine'));

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
      const loading = engineModule.load().then(({ createImportEngine }) => createImportEngine(config));
      // A failed load is tried again by the next call (the connection may be back).
      loading.catch(() => local === loading && (local = null));
      local = loading;
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
