import { formatSort, parseSort, type ListSort } from '@rescue-admin/crud-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The two kinds of asset; each has its own section, search, sort and edit parameter. */
export type AssetKind = 'beacon' | 'gateway';

/**
 * URL parameters of the assets page. Two tables share one URL, so each gets its own names
 * (the crud-kit's `?q=`/`?sort=` belong to pages with one list).
 */
export const ASSET_URL_PARAMS = {
  beacon: { query: 'beaconQ', sort: 'beaconSort', edit: 'beacon' },
  gateway: { query: 'gatewayQ', sort: 'gatewaySort', edit: 'gateway' },
} as const;

/**
 * Search and sort of one section, kept in the URL like every list's (reload and shared links show
 * the same view). Typing replaces the history entry, a sort change adds one.
 */
export function useSectionUrlState(kind: AssetKind) {
  const names = ASSET_URL_PARAMS[kind];
  const [params, setParams] = useSearchParams();
  const query = params.get(names.query) ?? '';
  const sortParam = params.get(names.sort);
  const sort = useMemo(() => parseSort(sortParam), [sortParam]);

  const set = useCallback(
    (name: string, value: string | null, options: { replace: boolean }) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        return updated;
      }, options),
    [setParams],
  );

  return {
    query,
    setQuery: useCallback((next: string) => set(names.query, next, { replace: true }), [set, names.query]),
    sort,
    setSort: useCallback((next: ListSort | null) => set(names.sort, formatSort(next), { replace: false }), [set, names.sort]),
  };
}

export type AssetEditMode = { kind: 'list' } | { kind: AssetKind; uid: string };

/**
 * Which asset is being edited (`?beacon=<uid>` or `?gateway=<uid>`), so that reload and the back
 * button work. Closing replaces the form's history entry and keeps the sections' search and sort.
 */
export function useAssetEditUrlState() {
  const [params, setParams] = useSearchParams();
  const beacon = params.get(ASSET_URL_PARAMS.beacon.edit);
  const gateway = params.get(ASSET_URL_PARAMS.gateway.edit);
  const mode = useMemo<AssetEditMode>(
    () => (beacon ? { kind: 'beacon', uid: beacon } : gateway ? { kind: 'gateway', uid: gateway } : { kind: 'list' }),
    [beacon, gateway],
  );

  const update = useCallback(
    (edit: { kind: AssetKind; uid: string } | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(ASSET_URL_PARAMS.beacon.edit);
          updated.delete(ASSET_URL_PARAMS.gateway.edit);
          if (edit) updated.set(ASSET_URL_PARAMS[edit.kind].edit, edit.uid);
          return updated;
        },
        { replace: edit === null },
      ),
    [setParams],
  );

  return {
    mode,
    openEdit: useCallback((kind: AssetKind, uid: string) => update({ kind, uid }), [update]),
    close: useCallback(() => update(null), [update]),
  };
}
