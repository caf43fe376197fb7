// The virtualiser's measurements for the desktop table and the mobile list: estimated row heights
// and the fallbacks for elements and scroll areas that report no size.
import { measureElement as measureWithBrowser, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';
import type { RowShape } from './data-table-types';

/**
 * The browser's measurement, or the estimate when an element reports no height (not laid out
 * yet, hidden, or a DOM without layout). Zero heights would make every row "fit" and render all.
 */
export function measureOrEstimate(estimate: (index: number) => number) {
  return <E extends Element>(element: E, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, E>) => {
    const size = measureWithBrowser(element, entry, instance);
    return size > 0 ? size : estimate(Number(element.getAttribute('data-index')));
  };
}

/**
 * A row's height as data-table.module.css draws it, for the virtualiser's estimate: a line of
 * text (`--size-table-row` and the border), or an action strip of two rows of buttons (padding,
 * 24 + 2 + 24 px, border), plus the band below (padding, a 32 px button, border). Right for every
 * row whose text fits on one line, so those need no correction once measured — each correction
 * makes the virtualiser recompute every row's position after it (100,000 at the first render).
 */
export function rowHeightOf(shape: RowShape): number {
  return (shape.actions >= 2 ? 59 : 41) + (shape.band ? 49 : 0);
}

/** What a scroll area that reports no height counts as: about a screenful. */
const FALLBACK_VIEW_HEIGHT = 600;

/**
 * The scroll area's size, or a screenful when it reports no height (not laid out yet, hidden, or
 * a DOM without layout): a zero height would show no row at all — also for a search that leaves a
 * few rows of a long list, which stays virtualised.
 */
export function observeRectOrScreenful<E extends Element>(instance: Virtualizer<HTMLDivElement, E>, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEW_HEIGHT }));
}
