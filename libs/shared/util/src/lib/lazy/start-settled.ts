/**
 * The end of a page's start: its first screen shows what it came for (the shell marks it once
 * the page has loaded and the first screen's queries are answered). What the first screen does
 * not need — the service worker and its precache, the live stream, the notices' library — waits
 * for it, so it neither competes with the first screen's scripts and data nor counts against
 * them. Once settled, it stays settled.
 */
export interface StartSignal {
  /** Whether the start is over. */
  isSettled(): boolean;
  /** Ends the start (once; later calls do nothing). */
  settle(): void;
  /**
   * Calls `listener` once the start is over (never, if it is already: read `isSettled` first, as
   * `useSyncExternalStore(start.subscribe, start.isSettled)` does). Returns the function that
   * stops listening.
   */
  subscribe(listener: () => void): () => void;
  /** Resolves once the start is over, or `latestMs` after the call at the latest (a page that never marks it, such as /login). */
  settled(latestMs: number): Promise<void>;
}

/** A start signal of its own (tests); the app uses {@link pageStart}. */
export function createStartSignal(): StartSignal {
  let done = false;
  const waiting = new Set<() => void>();
  const signal: StartSignal = {
    isSettled: () => done,
    settle: () => {
      if (done) return;
      done = true;
      for (const listener of [...waiting]) listener();
      waiting.clear();
    },
    subscribe: (listener) => {
      if (done) return () => undefined;
      waiting.add(listener);
      return () => void waiting.delete(listener);
    },
    settled: (latestMs) =>
      done
        ? Promise.resolve()
        : new Promise((resolve) => {
            const stop = signal.subscribe(() => {
              clearTimeout(timer);
              resolve();
            });
            const timer = setTimeout(() => {
              stop();
              resolve();
            }, latestMs);
          }),
  };
  return signal;
}

/** The page's start. */
export const pageStart: StartSignal = createStartSignal();
