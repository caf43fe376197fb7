import { useEffect } from 'react';

/**
 * Calls `preload` once `shown` is true and the browser is idle, and swallows its failure (the part
 * reports its own when it is opened): the list and the map view fetch their form this way.
 */
export function usePreloadWhenShown(shown: boolean, preload: (() => Promise<unknown>) | undefined): void {
  useEffect(() => {
    if (!shown || !preload) return;
    return whenIdle(() => void preload().catch(() => undefined));
  }, [shown, preload]);
}

/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`; a plain timer where there is
 * none, e.g. in jsdom). Returns the cancel function, for an effect's clean-up.
 */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
