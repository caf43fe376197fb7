import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isStartSettled, markStartSettled } from '@rescue-admin/util';

/** How long no query may be fetching before the first screen counts as shown. */
export const START_QUIET_MS = 250;
/** The start is over this long after the first call at the latest (a screen that keeps fetching). */
export const START_LATEST_MS = 10_000;

/**
 * Whether the page's start is over: the page has loaded and for {@link START_QUIET_MS} no query
 * has been fetching — the first screen shows its data — or {@link START_LATEST_MS} have passed.
 * It marks util's start signal (`whenStartSettled`), which the service worker's registration
 * waits for; the live stream and the notices' library load once it is true. True from then on.
 */
export function useStartSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(isStartSettled);
  useEffect(() => {
    if (settled) return undefined;
    const settle = () => {
      markStartSettled();
      setSettled(true);
    };
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(quiet);
      quiet = document.readyState === 'complete' && queryClient.isFetching() === 0 ? setTimeout(settle, START_QUIET_MS) : undefined;
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    window.addEventListener('load', check);
    const latest = setTimeout(settle, START_LATEST_MS);
    check();
    return () => {
      unsubscribe();
      window.removeEventListener('load', check);
      clearTimeout(quiet);
      clearTimeout(latest);
    };
  }, [settled, queryClient]);
  return settled;
}
