import { useMapTiles } from '@rescue-admin/session';
import type { MapTiles } from '@rescue-admin/map';
import { useMemo } from 'react';

/** /config.json's `map` block in the map lib's shape; null: the maps draw on a plain background. */
export function useConfiguredTiles(): MapTiles | null {
  const config = useMapTiles();
  return useMemo(
    () => (config ? { url: config.tileUrl, attribution: config.attribution, ...(config.attributionUrl ? { attributionUrl: config.attributionUrl } : {}) } : null),
    [config],
  );
}
