import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The two kinds of asset; each has its own section, search, sort and edit parameter. */
export type AssetKind = 'beacon' | 'gateway';

/**
 * URL parameters of the assets page. Two tables share one URL, so each gets its own names: the
 * crud-kit list's search and sort under a prefix (`?beaconQ=`, `?beaconSort=`), and the edited
 * asset (`?beacon=<uid>`).
 */
export const ASSET_URL_PARAMS = {
  beacon: { prefix: 'beacon', edit: 'beacon' },
  gateway: { prefix: 'gateway', edit: 'gateway' },
} as const;

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
