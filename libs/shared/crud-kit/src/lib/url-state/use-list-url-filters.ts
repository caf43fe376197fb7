import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_URL_PARAMS } from './use-list-url-state';

/** `?filter=a,b` → the known ids among them, in the order of `known` (unknown and repeated ones dropped). */
export function parseListFilters<F extends string>(value: string | null, known: readonly F[]): F[] {
  if (!value) return [];
  const given = new Set(value.split(','));
  return known.filter((id) => given.has(id));
}

/** The `?filter=` value of a set of filters, null for none. */
export function formatListFilters(active: readonly string[]): string | null {
  return active.length > 0 ? active.join(',') : null;
}

export interface ListUrlFilters<F extends string> {
  /** The filters switched on (`?filter=a,b`), in the order of the known ones. */
  active: readonly F[];
  /** Switches a filter on or off; each change is a history entry, so "back" undoes it. */
  toggle: (id: F) => void;
}

/**
 * A list's on/off filters (e.g. filter chips), kept in the URL beside its search and sort
 * (`?filter=a,b`), so a reload or a shared link shows the same rows. Other parameters stay.
 */
export function useListUrlFilters<F extends string>(known: readonly F[], { paramPrefix }: { paramPrefix?: string } = {}): ListUrlFilters<F> {
  const name = paramPrefix ? `${paramPrefix}Filter` : LIST_URL_PARAMS.filter;
  const [params, setParams] = useSearchParams();
  const value = params.get(name);
  const active = useMemo(() => parseListFilters(value, known), [value, known]);
  const toggle = useCallback(
    (id: F) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const now = new Set(parseListFilters(current.get(name), known));
        if (now.has(id)) now.delete(id);
        else now.add(id);
        const next = formatListFilters(known.filter((candidate) => now.has(candidate)));
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      }),
    [setParams, name, known],
  );
  return { active, toggle };
}
