import type { MapTileConfig } from './app-config';
import { useAuthSession } from './session';

/** The tile service of /config.json's `map` block, or null: the maps then draw on a plain background. */
export function useMapTiles(): MapTileConfig | null {
  return useAuthSession().map ?? null;
}
