import { createImportEngine } from './import-engine';
import type { ImportConfig, ImportEngine } from './import-config';

/** One call of the engine across the worker boundary. */
export interface ImportRequest {
  id: number;
  method: keyof ImportEngine;
  args: unknown[];
}
export type ImportResponse = { id: number; result: unknown } | { id: number; error: string };

interface WorkerScope {
  onmessage: ((event: MessageEvent<ImportRequest>) => void) | null;
  postMessage(message: ImportResponse): void;
}

/**
 * The body of a feature's import worker (`<area>-import.worker.ts`):
 * `serveImport(HYDRANT_IMPORT)`. It answers the page's `ImportEngine` calls, so reading,
 * splitting and checking 50,000 rows never block the page.
 */
export function serveImport(config: ImportConfig, scope: WorkerScope = self as unknown as WorkerScope): void {
  const engine = createImportEngine(config);
  scope.onmessage = (event) => {
    const { id, method, args } = event.data;
    const run = engine[method] as (...values: unknown[]) => Promise<unknown>;
    run(...args).then(
      (result) => scope.postMessage({ id, result }),
      (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  };
}
