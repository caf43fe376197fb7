import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pageStart, type StartSignal } from '@rescue-admin/util';

/** How long no query may be fetching before the first screen counts as shown. */
export const START_QUIET_MS = 250;
/** The start is over this long after the first screen appeared at the latest (a screen that keeps fetching). */
export const START_LATEST_MS = 10_000;

/** How often the watch looks whether the screen is still busy. */
const LOOK_EVERY_MS = 50;
/** A loader in the main area (ui-kit's `Loader` says `aria-busy`): the screen is not shown yet. */
const BUSY = 'main [aria-busy="true"]';

/**
 * Settles the page's start (util's `pageStart`) once the page has loaded and for
 * {@link START_QUIET_MS} none of `queryClient`'s queries has been fetching and the main area has
 * shown no loader — the first screen shows its data — or {@link START_LATEST_MS} have passed. It
 * looks every {@link LOOK_EVERY_MS} until then: a screen's code, its data and its first render
 * follow each other, and no one event says the last of them is done. The service worker's
 * registration (main.tsx), the live stream's code and the notices' library wait for it.
 */
export function useWatchStart(queryClient: QueryClient, start: StartSignal = pageStart): void {
  const settled = useStartSettled(start);
  useEffect(() => {
    if (settled) return undefined;
    const begun = Date.now();
    let quietSince: number | null = null;
    const look = () => {
      const now = Date.now();
      const busy = document.readyState !== 'complete' || queryClient.isFetching() > 0 || document.querySelector(BUSY) !== null;
      quietSince = busy ? null : (quietSince ?? now);
      if ((quietSince !== null && now - quietSince >= START_QUIET_MS) || now - begun >= START_LATEST_MS) start.settle();
    };
    const timer = setInterval(look, LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [settled, queryClient, start]);
}

/**
 * {@link useWatchStart} from where the first screen has rendered: inside the main area's
 * Suspense, beside the route's screen, it mounts with the screen (whose queries then fetch),
 * not while the screen's code or the user's offline store still loads.
 */
export function StartWatch(): null {
  useWatchStart(useQueryClient());
  return null;
}

/** Whether the page's start is over, re-rendering once it is. */
export function useStartSettled(start: StartSignal = pageStart): boolean {
  return useSyncExternalStore(start.subscribe, start.isSettled, start.isSettled);
}
