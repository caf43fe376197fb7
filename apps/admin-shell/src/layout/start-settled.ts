import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pageStart, type StartSignal } from '@rescue-admin/util';

/** How long no query may be fetching before the first screen counts as shown. */
export const START_QUIET_MS = 250;
/** The start is over this long after the first screen appeared at the latest (a screen that keeps fetching). */
export const START_LATEST_MS = 10_000;

/**
 * Settles the page's start (util's `pageStart`) once the page has loaded and for
 * {@link START_QUIET_MS} none of `queryClient`'s queries has been fetching — the first screen
 * shows its data — or {@link START_LATEST_MS} have passed. The service worker's registration
 * (main.tsx), the live stream's code and the notices' library wait for it.
 */
export function useWatchStart(queryClient: QueryClient, start: StartSignal = pageStart): void {
  const settled = useStartSettled(start);
  useEffect(() => {
    if (settled) return undefined;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(quiet);
      quiet = document.readyState === 'complete' && queryClient.isFetching() === 0 ? setTimeout(start.settle, START_QUIET_MS) : undefined;
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    window.addEventListener('load', check);
    const latest = setTimeout(start.settle, START_LATEST_MS);
    check();
    return () => {
      unsubscribe();
      window.removeEventListener('load', check);
      clearTimeout(quiet);
      clearTimeout(latest);
    };
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
