/**
 * The page's unsaved work, as the places that hold it report it (a form with changes, an import
 * under way), for the parts that would lose it by reloading the page — the shell's „Neu laden“ of
 * a new version asks first while there is any. Module state: one page, one set.
 */
const holders = new Set<symbol>();
let discarded = false;

/** Reports unsaved work until the returned function is called (call it once the work is saved or gone). */
export function holdUnsavedWork(): () => void {
  const holder = Symbol('unsaved work');
  holders.add(holder);
  return () => {
    holders.delete(holder);
  };
}

/** Whether anything on the page holds unsaved work that the user has not chosen to discard. */
export function hasUnsavedWork(): boolean {
  return !discarded && holders.size > 0;
}

/**
 * The user chose to leave the page and lose the unsaved work (reloading for a new version): the
 * holders' own „leave the page?“ prompts (`beforeunload`) stay quiet from now on, so the user is
 * not asked twice.
 */
export function discardUnsavedWork(): void {
  discarded = true;
}

/** Whether {@link discardUnsavedWork} was called on this page. */
export function unsavedWorkDiscarded(): boolean {
  return discarded;
}
