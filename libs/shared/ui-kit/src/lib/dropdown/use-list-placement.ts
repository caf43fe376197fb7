// Where the Dropdown's open list goes on the screen.
import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

/** SPEC §9: the list is at most 250px high; below this much room under the field it opens upwards. */
const LIST_ROOM = 250 + 8;

/**
 * Where the open list goes: fixed to the viewport under the field (above it when there is no room
 * below), so no scrolling container around the field (a form, a dialog's body) clips it. It
 * follows the field while the page or a container scrolls, and when the window is resized.
 */
export function useListPlacement(open: boolean, anchorRef: RefObject<HTMLElement | null>): CSSProperties | undefined {
  const [placement, setPlacement] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open) return undefined;
    let frame = 0;
    const place = () => {
      frame = 0;
      const anchor = anchorRef.current;
      if (!anchor) return;
      const box = anchor.getBoundingClientRect();
      const below = window.innerHeight - box.bottom;
      const upwards = below < LIST_ROOM && box.top > below;
      setPlacement({
        position: 'fixed',
        left: box.left,
        width: box.width,
        ...(upwards ? { bottom: window.innerHeight - box.top + 4, top: 'auto' } : { top: box.bottom + 4 }),
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  }, [open, anchorRef]);
  return placement;
}
