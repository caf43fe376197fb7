// How long a highlighted row shows its highlight: from the moment its key joins the table's
// highlighted keys (or the row comes into view with it), and anew whenever its row changes.
import { useEffect, useState } from 'react';

/** The highlight's length; `--duration-highlight` in tokens.css is the same. */
export const HIGHLIGHT_MS = 2000;

/**
 * Whether the row shows its highlight now: `on` (its key is highlighted) and less than
 * HIGHLIGHT_MS since it turned on or since `row` last changed. The end is timed here rather than
 * by the end of the CSS animation: with reduced motion there is no animation, only an outline
 * shown for the same time.
 */
export function useHighlight(on: boolean, row: object): boolean {
  const [endedFor, setEndedFor] = useState<object | null>(null);
  const [wasOn, setWasOn] = useState(on);
  // Turned on again for the same row: highlighted anew (adjusted during render, not in an effect).
  if (on !== wasOn) {
    setWasOn(on);
    if (on) setEndedFor(null);
  }
  useEffect(() => {
    if (!on) return undefined;
    const timer = setTimeout(() => setEndedFor(row), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [on, row]);
  return on && endedFor !== row;
}
