import { useMemo, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../styles/breakpoints';

/**
 * One MediaQueryList per query, made once: React reads the snapshot on every render of every
 * table, and `matchMedia()` builds and evaluates a new list each time — a noticeable part of a
 * long list's first render.
 */
const lists = new Map<string, MediaQueryList>();
/** The matchMedia the lists came from (a test may put in another one). */
let listsFrom: typeof window.matchMedia | undefined;
function mediaList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined;
  if (listsFrom !== window.matchMedia) {
    lists.clear();
    listsFrom = window.matchMedia;
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = mediaList(query);
    if (!list) return () => undefined;
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/** Whether a media query matches, kept up to date as the window resizes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeTo(query), [query]);
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}

/** True at widths of 768px and below (SPEC §9: the mobile breakpoint). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
