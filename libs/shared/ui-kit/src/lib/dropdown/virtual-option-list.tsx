// A long list's options (VIRTUALIZE_OPTIONS_FROM on): only those in view (and the active one) are
// rendered, with the active option scrolled into view. A lazy chunk with @tanstack/react-virtual
// (see virtual-options.ts): no start waits for the virtualiser.
import { measureElement as measureWithBrowser, useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect } from 'react';
import { OptionList, type OptionListProps } from './option-list';

/** The height of one option (CSS: min-height 36px), for the virtualiser's first estimate. */
const OPTION_HEIGHT = 36;

export function VirtualOptionList(props: OptionListProps) {
  const { filtered, activeIndex, listRef } = props;
  const count = filtered.length;
  // This project does not use the React Compiler; the options are plain elements.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => listRef.current,
    estimateSize: () => OPTION_HEIGHT,
    // The browser's height of an option; the estimate where there is none (not laid out yet).
    measureElement: (element, entry, instance) => measureWithBrowser(element, entry, instance) || OPTION_HEIGHT,
    overscan: 8,
  });
  const windowItems = virtualizer.getVirtualItems();
  const shownOptions = windowItems.map((item) => item.index);
  // The active option is always rendered, so aria-activedescendant names an element even before
  // the list has scrolled to it.
  if (activeIndex >= 0 && activeIndex < count && !shownOptions.includes(activeIndex)) {
    shownOptions.push(activeIndex);
    shownOptions.sort((a, b) => a - b);
  }
  // Keyboard moves scroll the active option into view.
  useLayoutEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);
  const listPadding =
    windowItems.length > 0 ? { paddingTop: windowItems[0].start, paddingBottom: virtualizer.getTotalSize() - (windowItems.at(-1)?.end ?? 0) } : undefined;
  return <OptionList {...props} optionWindow={{ partial: true, shownOptions, listPadding, measureRef: virtualizer.measureElement }} />;
}
