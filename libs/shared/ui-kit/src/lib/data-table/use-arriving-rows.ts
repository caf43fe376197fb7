// Which rows the table renders while a list arrives: the new rows in a pass React may split.
import { useDeferredValue } from 'react';
import { VIRTUALIZE_FROM } from './data-table-model';

/**
 * The rows to render, and whether newer rows are still on their way to the screen.
 *
 * The rows that arrive — a list's first rows, and every change of a long list (loaded, its first
 * rows, then the rest) — render in a pass React may split, like a search. A list's data comes
 * through a store update, which React otherwise renders in one go: the first rows of a long list
 * would then be one long task, and even a short list's first rows one of the longest tasks of a
 * list screen's start on a slow phone. Meanwhile the table shows what it showed (the loader, or
 * the first rows). A short list that shows rows shows their changes at once (a saved record's row
 * changes with its notice).
 */
export function useArrivingRows<T>(givenRows: readonly T[]): { rows: readonly T[]; arriving: boolean } {
  const deferredRows = useDeferredValue(givenRows);
  const firstRows = deferredRows.length === 0 && givenRows.length > 0;
  const rows = firstRows || Math.max(givenRows.length, deferredRows.length) >= VIRTUALIZE_FROM ? deferredRows : givenRows;
  return { rows, arriving: rows !== givenRows };
}
