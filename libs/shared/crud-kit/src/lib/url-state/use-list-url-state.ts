import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortDirection = 'asc' | 'desc';

/** The same shape as the ui-kit DataTable's sort. */
export interface ListSort {
  columnId: string;
  direction: SortDirection;
}

/** URL parameter names, shared by every list so links look the same everywhere. */
export const LIST_URL_PARAMS = { query: 'q', sort: 'sort', form: 'form', edit: 'edit' } as const;

/** `sort=name` is ascending, `sort=-name` descending. */
export function parseSort(value: string | null): ListSort | null {
  if (!value) return null;
  const descending = value.startsWith('-');
  const columnId = descending ? value.slice(1) : value;
  return columnId ? { columnId, direction: descending ? 'desc' : 'asc' } : null;
}

export function formatSort(sort: ListSort | null): string | null {
  if (!sort) return null;
  return sort.direction === 'desc' ? `-${sort.columnId}` : sort.columnId;
}

export interface ListUrlState {
  /** The search text (`?q=`). */
  query: string;
  setQuery: (query: string) => void;
  /** The sort (`?sort=name` / `?sort=-name`), null for the server's order. */
  sort: ListSort | null;
  setSort: (sort: ListSort | null) => void;
}

/**
 * Search text and sort of a list, kept in the URL so that a reload or a shared link shows the same
 * view and the back button undoes a sort. Typing replaces the history entry instead of adding one
 * per keystroke; a sort change adds one.
 */
export function useListUrlState(): ListUrlState {
  const [params, setParams] = useSearchParams();
  const query = params.get(LIST_URL_PARAMS.query) ?? '';
  const sortParam = params.get(LIST_URL_PARAMS.sort);
  const sort = useMemo(() => parseSort(sortParam), [sortParam]);

  const setQuery = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(LIST_URL_PARAMS.query, next);
          else updated.delete(LIST_URL_PARAMS.query);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setSort = useCallback(
    (next: ListSort | null) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const value = formatSort(next);
        if (value) updated.set(LIST_URL_PARAMS.sort, value);
        else updated.delete(LIST_URL_PARAMS.sort);
        return updated;
      }),
    [setParams],
  );

  return { query, setQuery, sort, setSort };
}

export type InPlaceFormMode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; uid: string };

export interface InPlaceFormUrlState {
  mode: InPlaceFormMode;
  openCreate: () => void;
  openEdit: (uid: string) => void;
  /** Back to the list, keeping its search and sort. */
  close: () => void;
}

/**
 * Which view an in-place screen shows (`?form=new`, `?edit=<uid>`, or the list), kept in the URL so
 * that reload and the back button work. Opening a form adds a history entry; closing it (after a
 * save or cancel) replaces that entry with the list's URL, search and sort kept.
 */
export function useInPlaceFormUrlState(): InPlaceFormUrlState {
  const [params, setParams] = useSearchParams();
  const editUid = params.get(LIST_URL_PARAMS.edit);
  const isCreate = params.get(LIST_URL_PARAMS.form) === 'new';
  const mode = useMemo<InPlaceFormMode>(
    () => (editUid ? { kind: 'edit', uid: editUid } : isCreate ? { kind: 'create' } : { kind: 'list' }),
    [editUid, isCreate],
  );

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace: boolean) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(LIST_URL_PARAMS.form);
          updated.delete(LIST_URL_PARAMS.edit);
          change(updated);
          return updated;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    mode,
    openCreate: useCallback(() => update((p) => p.set(LIST_URL_PARAMS.form, 'new'), false), [update]),
    openEdit: useCallback((uid: string) => update((p) => p.set(LIST_URL_PARAMS.edit, uid), false), [update]),
    // Replacing the form's entry means "back" after a save does not reopen the form.
    close: useCallback(() => update(() => undefined, true), [update]),
  };
}
