// Keeps a virtualised list's first visible row in place when rows above it come or go (an event
// added or deleted a record): the virtualiser keeps the scroll offset, so without this the rows
// on screen would jump by the height of each row added or removed above them.
import type { Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

interface Anchor {
  items: readonly unknown[];
  item: unknown;
  index: number;
  /** Where the virtualiser placed the row (px from the first row's top). */
  start: number;
}

/** How far from its last index the anchor is looked for by identity before it is looked for by id everywhere. */
const NEAR = 64;

function indexOfAnchor(items: readonly unknown[], anchor: Anchor, idOf: (item: unknown) => string): number {
  const from = Math.max(0, anchor.index - NEAR);
  const to = Math.min(items.length, anchor.index + NEAR + 1);
  for (let i = from; i < to; i++) if (items[i] === anchor.item) return i;
  // The row itself changed (a new object): found by its id.
  const id = idOf(anchor.item);
  for (let i = from; i < to; i++) if (idOf(items[i]) === id) return i;
  return items.findIndex((item) => idOf(item) === id);
}

/**
 * While `enabled` (the list is virtualised) and scrolled, a change of `items` moves the scroll
 * position by as much as the row that was first in view moved: it stays where it was on screen.
 * At the top of the list nothing is moved (a row added at the top shows there).
 */
export function useScrollAnchor<E extends Element>(
  scrollRef: RefObject<HTMLDivElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, E>,
  items: readonly unknown[],
  idOf: (item: unknown) => string,
  enabled: boolean,
): void {
  const anchor = useRef<Anchor | null>(null);
  const latest = useRef({ items, virtualizer });

  useLayoutEffect(() => {
    latest.current = { items, virtualizer };
    const element = scrollRef.current;
    if (!enabled || !element) {
      anchor.current = null;
      return;
    }
    const last = anchor.current;
    if (last && last.items !== items && element.scrollTop > 0) {
      const index = indexOfAnchor(items, last, idOf);
      const start = index >= 0 ? virtualizer.measurementsCache[index]?.start : undefined;
      if (start !== undefined && start !== last.start) element.scrollTop += start - last.start;
    }
    anchor.current = anchorAt(element.scrollTop, items, virtualizer);
  });

  // Scrolling moves the anchor without a render (the virtualiser renders only when other rows come into view).
  useEffect(() => {
    const element = scrollRef.current;
    if (!enabled || !element) return undefined;
    const onScroll = () => {
      anchor.current = anchorAt(element.scrollTop, latest.current.items, latest.current.virtualizer);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scrollRef, enabled]);
}

function anchorAt<E extends Element>(offset: number, items: readonly unknown[], virtualizer: Virtualizer<HTMLDivElement, E>): Anchor | null {
  const first = virtualizer.getVirtualItemForOffset(offset);
  return first && first.index < items.length ? { items, item: items[first.index], index: first.index, start: first.start } : null;
}
