import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { ChunkLoadError, loadChunk, type LoadChunkOptions } from './chunk-load';
import { ChunkErrorScreen } from './chunk-error-screen';

/** A lazily loaded screen that can be asked to load before it is shown. */
export type LazyChunk = ComponentType & {
  /** Starts loading the chunk (once); resolves when it is here, rejects with its ChunkLoadError. */
  preload: () => Promise<unknown>;
};

type Module = { default: ComponentType };
/** A load that notes how it settled, so a render after it can read the result at once. */
type Loading = Promise<Module> & { settled?: { module: Module } | { error: unknown } };

function noteSettled(promise: Promise<Module>): Loading {
  const loading: Loading = promise;
  promise.then(
    (module) => (loading.settled = { module }),
    (error: unknown) => (loading.settled = { error }),
  );
  return loading;
}

/**
 * A component for the default export of a lazily loaded chunk, loaded with the spec's time-out
 * and failures classified. Create it once at module level, e.g. one per feature descriptor.
 *
 * Unlike `React.lazy`, a chunk that `preload()` has already brought renders at once: it does not
 * suspend, so no loading screen flashes — and React 19 holds back the content that follows a
 * loading screen by up to 300 ms, so each needless one costs that much. A chunk still on its
 * way suspends exactly as `React.lazy` does (by throwing its promise).
 */
export function lazyChunk(load: () => Promise<Module>, options: LoadChunkOptions = {}): LazyChunk {
  let loading: Loading | undefined;
  const start = () => (loading ??= noteSettled(loadChunk(load, options)));
  function Chunk() {
    const { settled } = start();
    if (!settled) {
      // Suspense's protocol, as React.lazy follows it: the boundary shows its fallback until this settles.
      throw loading;
    }
    if ('error' in settled) throw settled.error;
    const Screens = settled.module.default;
    return <Screens />;
  }
  return Object.assign(Chunk, { preload: () => start() });
}

interface BoundaryState {
  error: unknown;
}

/** Shows the chunk failure screen; any other error goes on to the router's error screen. */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // Support staff read the console: keep the original failure next to the classification.
    if (error instanceof ChunkLoadError) console.error(error, error.cause);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkErrorScreen error={error} />;
    throw error;
  }
}

export interface ChunkBoundaryProps {
  /** Shown while the chunk loads. */
  fallback: ReactNode;
  /** The `lazyChunk` component(s) to render. */
  children: ReactNode;
}

/** Loading state and 'Loading chunk failed' screen around lazily loaded chunks. */
export function ChunkBoundary({ fallback, children }: ChunkBoundaryProps) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
