import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortDirection = 'asc' | 'desc';

/** The same shape as the ui-kit DataTable's sort. */
export interface ListSort {
  columnId: string;
  direction: SortDirection;
}

/** URL parameter names, shared by every list so links look the same everywhere. */
export const LIST_URL_PARAMS = { query: 'q', sort: 'sort', filter: 'filter', form: 'form', edit: 'edit' } as const;

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
  /** The search text as typed (the search box's value); the URL's `?q=` follows it. */
  query: string;
  setQuery: (query: string) => void;
  /** The sort (`?sort=name` / `?sort=-name`), null for the server's order. */
  sort: ListSort | null;
  setSort: (sort: ListSort | null) => void;
}

export interface ListUrlStateOptions {
  /**
   * Prefix of the parameter names, for a page with several lists: `a` gives `?aQ=` and
   * `?aSort=`. Without it the list uses `?q=` and `?sort=`.
   */
  paramPrefix?: string;
}

/** The URL parameter names of a list's search and sort. */
export function listUrlParamNames(paramPrefix?: string): { query: string; sort: string } {
  return paramPrefix ? { query: `${paramPrefix}Q`, sort: `${paramPrefix}Sort` } : { query: LIST_URL_PARAMS.query, sort: LIST_URL_PARAMS.sort };
}

/**
 * Search text and sort of a list, kept in the URL so that a reload or a shared link shows the same
 * view and the back button undoes a sort. Typing replaces the history entry instead of adding one
 * per keystroke; a sort change adds one.
 *
 * The search box is bound to local state, not to the URL: react-router renders URL changes in a
 * transition, and a box whose value waits for that transition loses every letter typed before it
 * finishes ("musterstadt" became "muserstadt"). The URL follows the typed text, and the text adopts
 * the URL only when the URL changes from outside (back/forward, a link). Every keystroke is written
 * at once (as a replace, in the router's transition, so it never delays the box): the URL then
 * always holds the latest search when a form is opened from the list, and nothing is left to write
 * when the list unmounts.
 */
export function useListUrlState({ paramPrefix }: ListUrlStateOptions = {}): ListUrlState {
  const names = useMemo(() => listUrlParamNames(paramPrefix), [paramPrefix]);
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get(names.query) ?? '';
  const sortParam = params.get(names.sort);
  const sort = useMemo(() => parseSort(sortParam), [sortParam]);

  const [text, setText] = useState(urlQuery);
  // The URL's search text at the last commit, and the texts written to the URL whose navigation
  // has not been committed yet (oldest first). Only committed renders count: a transition render
  // can be thrown away when the next key arrives.
  const seen = useRef(urlQuery);
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    if (urlQuery === seen.current) return;
    seen.current = urlQuery;
    // React commits the router's updates in order, so one of our own writes arrives as the oldest
    // pending text equal to it; anything else came from outside and replaces what the box shows.
    const own = pending.current.indexOf(urlQuery);
    if (own >= 0) {
      pending.current = pending.current.slice(own + 1);
      return;
    }
    pending.current = [];
    setText(urlQuery);
  }, [urlQuery]);

  // The router's functional update starts from the last rendered URL, which lags behind fast typing,
  // so every write carries the typed text rather than whatever `?q=` the rendered URL still has.
  const textRef = useRef(text);
  useLayoutEffect(() => {
    textRef.current = text;
  }, [text]);

  /** Notes a write; only one that changes the URL's text will be committed as a change. */
  const expect = useCallback((query: string) => {
    const willBe = pending.current.at(-1) ?? seen.current;
    if (query !== willBe) pending.current = [...pending.current, query];
  }, []);

  const write = useCallback(
    (query: string, sortValue: string | null | undefined, replace: boolean) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (query) updated.set(names.query, query);
          else updated.delete(names.query);
          if (sortValue !== undefined) {
            if (sortValue) updated.set(names.sort, sortValue);
            else updated.delete(names.sort);
          }
          return updated;
        },
        { replace },
      ),
    [setParams, names],
  );

  const setQuery = useCallback(
    (next: string) => {
      textRef.current = next;
      setText(next);
      expect(next);
      write(next, undefined, true);
    },
    [write, expect],
  );

  const setSort = useCallback(
    (next: ListSort | null) => {
      const query = textRef.current;
      expect(query);
      write(query, formatSort(next), false);
    },
    [write, expect],
  );

  return { query: text, setQuery, sort, setSort };
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
