import { ChunkLoadError, loadChunk, type LoadChunkOptions } from './chunk-load';

/** A lazily loaded module (a chunk, an optional library), loaded through {@link loadChunk}. */
export interface LazyModule<T> {
  /**
   * Starts the load, or joins the one under way; resolves with the module, rejects with its
   * ChunkLoadError. After a failure the next call loads again (the connection may be back).
   */
  load(): Promise<T>;
  /** The module once it is here, so a render can use it at once; undefined before. */
  loaded(): T | undefined;
}

/**
 * The one loader of everything the app loads lazily: route chunks, a screen's parts, the map, the
 * import engine, optional libraries. Each load has the spec's time-out (120 s) and its failure is
 * classified (missing | timeout | error, with the address) and written to the console once, with
 * the browser's original failure beside it, for support staff.
 */
export function lazyModule<T>(load: () => Promise<T>, options: LoadChunkOptions = {}): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let module: { value: T } | undefined;
  return {
    load() {
      loading ??= loadChunk(load, options).then(
        (value) => {
          module = { value };
          return value;
        },
        (error: unknown) => {
          loading = undefined;
          if (error instanceof ChunkLoadError) console.error(error, error.cause);
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module?.value,
  };
}
