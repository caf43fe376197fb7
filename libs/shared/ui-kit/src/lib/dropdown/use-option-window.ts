// Which options the open list renders: all of them, or from VIRTUALIZE_OPTIONS_FROM on only those
// in view (and the active one), with the active option scrolled into view.
import { measureElement as measureWithBrowser, useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type RefObject, useLayoutEffect } from 'react';

/** From this many options on, only those in view are rendered (a lookup of all hydrants, say). */
const VIRTUALIZE_OPTIONS_FROM = 100;
/** The height of one option (CSS: min-height 36px), for the virtualiser's first estimate. */
const OPTION_HEIGHT = 36;

interface OptionWindowOptions {
  open: boolean;
  /** How many options the list holds (after the search). */
  count: number;
  activeIndex: number;
  listRef: RefObject<HTMLUListElement | null>;
  /** The options' element ids are `${optionIdPrefix}-${index}`. */
  optionIdPrefix: string;
}

export interface OptionWindow {
  /** Whether only the options in view are rendered. */
  virtualize: boolean;
  /** The indexes of the options to render, in order. */
  shownOptions: number[];
  /** Room above and below the rendered options for those out of view. */
  listPadding: CSSProperties | undefined;
  /** The ref each rendered option passes to the virtualiser (when virtualised). */
  measureRef: ((element: Element | null) => void) | undefined;
}

export function useOptionWindow({ open, count, activeIndex, listRef, optionIdPrefix }: OptionWindowOptions): OptionWindow {
  const virtualize = count >= VIRTUALIZE_OPTIONS_FROM;
  // This project does not use the React Compiler; the options are plain elements.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: open ? count : 0,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT,
    // The browser's height of an option; the estimate where there is none (not laid out yet).
    measureElement: (element, entry, instance) => measureWithBrowser(element, entry, instance) || OPTION_HEIGHT,
    overscan: 8,
    enabled: open && virtualize,
  });
  const windowItems = open && virtualize ? virtualizer.getVirtualItems() : null;
  const shownOptions = windowItems ? windowItems.map((item) => item.index) : Array.from({ length: count }, (_, index) => index);
  // The active option is always rendered, so aria-activedescendant names an element even before
  // the list has scrolled to it.
  if (windowItems && activeIndex >= 0 && activeIndex < count && !shownOptions.includes(activeIndex)) {
    shownOptions.push(activeIndex);
    shownOptions.sort((a, b) => a - b);
  }
  // Keyboard moves scroll the active option into view.
  useLayoutEffect(() => {
    if (!open || activeIndex < 0) return;
    if (virtualize) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
    else document.getElementById(`${optionIdPrefix}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, virtualize, virtualizer, optionIdPrefix]);
  const listPadding: CSSProperties | undefined =
    windowItems && windowItems.length > 0
      ? { paddingTop: windowItems[0].start, paddingBottom: virtualizer.getTotalSize() - (windowItems.at(-1)?.end ?? 0) }
      : undefined;
  return { virtualize, shownOptions, listPadding, measureRef: windowItems ? virtualizer.measureElement : undefined };
}
