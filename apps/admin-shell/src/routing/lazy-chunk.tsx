import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { ChunkLoadError, lazyModule, onReconnect, type LoadChunkOptions } from '@rescue-admin/util';
import { ChunkErrorScreen } from './chunk-error-screen';

/** A lazily loaded screen that can be asked to load before it is shown. */
export type LazyChunk = ComponentType & {
  /** Starts loading the chunk (once; again after a failure); resolves when it is here, rejects with its ChunkLoadError. */
  preload: () => Promise<unknown>;
};

type Module = { default: ComponentType };
/** A load that notes how it settled, so a render after it can read the result at once. */
type Attempt = Promise<Module> & { settled?: { module: Module } | { error: unknown } };

/** Forgets the failed attempt of every chunk, so their next render loads them again. */
const forgetFailures = new Set<() => void>();

/**
 * A component for the default export of a lazily loaded chunk, loaded through the app's one loader
 * (`lazyModule`: the spec's time-out, failures classified and logged). Create it once at module
 * level, e.g. one per feature descriptor.
 *
 * Unlike `React.lazy`, a chunk that `preload()` has already brought renders at once: it does not
 * suspend, so no loading screen flashes — and React 19 holds back the content that follows a
 * loading screen by up to 300 ms, so each needless one costs that much. A chunk still on its
 * way suspends exactly as `React.lazy` does (by throwing its promise). A failed attempt stays
 * failed for the renders after it (no loop of loads) until the `ChunkBoundary` retries.
 */
export function lazyChunk(load: () => Promise<Module>, options: LoadChunkOptions = {}): LazyChunk {
  const module = lazyModule(load, options);
  let attempt: Attempt | undefined;
  const start = (): Attempt => {
    if (attempt) return attempt;
    const current: Attempt = module.load();
    current.then(
      (loaded) => (current.settled = { module: loaded }),
      (error: unknown) => (current.settled = { error }),
    );
    return (attempt = current);
  };
  forgetFailures.add(() => {
    if (attempt?.settled && 'error' in attempt.settled) attempt = undefined;
  });
  function Chunk() {
    const loaded = module.loaded();
    if (loaded) return <loaded.default />;
    const current = start();
    const { settled } = current;
    // Suspense's protocol, as React.lazy follows it: the boundary shows its fallback until this settles.
    if (!settled) throw current;
    if ('error' in settled) throw settled.error;
    return <settled.module.default />;
  }
  return Object.assign(Chunk, {
    preload: () => {
      if (attempt?.settled && 'error' in attempt.settled) attempt = undefined;
      return start();
    },
  });
}

interface BoundaryState {
  error: unknown;
}

/**
 * Shows the chunk failure screen and loads again when the browser comes back online or the user
 * asks for it; any other error goes on to the routes' error screen (RouteErrorBoundary).
 */
class ChunkErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };
  private stopListening: (() => void) | undefined;

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidMount() {
    this.stopListening = onReconnect(this.retry);
  }

  override componentWillUnmount() {
    this.stopListening?.();
  }

  private readonly retry = () => {
    if (!(this.state.error instanceof ChunkLoadError)) return;
    for (const forget of forgetFailures) forget();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return <ChunkErrorScreen error={error} onRetry={this.retry} />;
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
