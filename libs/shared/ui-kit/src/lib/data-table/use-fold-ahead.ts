// Folds a long list's search texts ahead, in short tasks after the rows are shown, so that the
// first keystroke finds them ready.
import { useEffect } from 'react';
import type { SearchIndex } from './data-table-model';

/**
 * Above FOLD_AHEAD_FROM rows the search texts are folded ahead once the rows are shown, in tasks of
 * at most FOLD_TASK_MS (checking the clock every FOLD_SLICE items): short enough that none counts
 * as a long task, even on a phone four times slower than a desktop.
 */
const FOLD_AHEAD_FROM = 5000;
const FOLD_SLICE = 500;
const FOLD_TASK_MS = 8;

export function useFoldAhead(index: Pick<SearchIndex<unknown>, 'foldSome'>, rowCount: number): void {
  useEffect(() => {
    if (rowCount <= FOLD_AHEAD_FROM) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const foldMore = () => {
      const until = performance.now() + FOLD_TASK_MS;
      while (!index.foldSome(FOLD_SLICE)) {
        if (performance.now() >= until) {
          timer = setTimeout(foldMore, 0);
          return;
        }
      }
    };
    timer = setTimeout(foldMore, 0);
    return () => clearTimeout(timer);
  }, [index, rowCount]);
}
