// The date revival rules the engine is given: which strings are instants is the caller's rule
// (the API contract's), not the engine's.

/** How the engine revives the date-times in parsed JSON. */
export interface DateRules {
  /** Turns every date-time string inside a parsed value into a `Date`, in place, at any depth (a string on its own is returned as its `Date`). */
  revive(value: unknown): unknown;
  /** The instant (ms since 1970) a date-time string denotes, or NaN when it is not one. */
  timeOf(text: string): number;
}
