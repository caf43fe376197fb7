import { Component, Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ChunkLoadError, loadChunk, type LoadChunkOptions } from './chunk-load';
import { ChunkErrorScreen } from './chunk-error-screen';

/**
 * A component for the default export of a lazily loaded chunk, loaded with the spec's time-out
 * and failures classified. Create it once at module level, e.g. one per feature descriptor.
 */
export function lazyChunk(load: () => Promise<{ default: ComponentType }>, options: LoadChunkOptions = {}): LazyExoticComponent<ComponentType> {
  return lazy(() => loadChunk(load, options));
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
