import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?view=karte` shows a list's records on a map; without it the table is shown. */
export const LIST_VIEW_PARAM = 'view';
export const MAP_VIEW_VALUE = 'karte';

export type ListViewMode = 'list' | 'map';

/**
 * Table or map, kept in the URL (`?view=karte`): reload keeps the choice, and each switch is a
 * history entry, so "back" returns to the other view. Search and sort parameters stay as they are.
 */
export function useListViewMode(): { mode: ListViewMode; setMode: (mode: ListViewMode) => void } {
  const [params, setParams] = useSearchParams();
  const mode: ListViewMode = params.get(LIST_VIEW_PARAM) === MAP_VIEW_VALUE ? 'map' : 'list';
  const setMode = useCallback(
    (next: ListViewMode) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'map') updated.set(LIST_VIEW_PARAM, MAP_VIEW_VALUE);
        else updated.delete(LIST_VIEW_PARAM);
        return updated;
      }),
    [setParams],
  );
  return { mode, setMode };
}
