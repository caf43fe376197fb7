import type { ServiceName } from '@rescue-admin/api-contract';

/**
 * The runtime configuration the session and the HTTP clients need (the shell reads and checks
 * /config.json, so that one build serves every environment).
 */
export interface AppConfig {
  /** Service base URLs; null when missing or invalid (calls to it log and return their fallback). */
  services: Record<ServiceName, string | null>;
  firebase: { apiKey: string; authDomain: string; projectId: string; storageBucket: string; appId?: string };
  /** Local emulators; absent in production, and ignored unless the page itself is on localhost. */
  emulators?: { auth?: string; storage?: { host: string; port: number } };
  /**
   * Map tiles (optional): a raster tile URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`)
   * and the attribution the tile service requires. Without it the maps draw on a plain background.
   */
  map?: MapTileConfig;
}

/** `map` in /config.json; the hosting config generator (tools/hosting) allows `tileUrl`'s host in img-src. */
export interface MapTileConfig {
  tileUrl: string;
  attribution: string;
  /** The tile service's copyright page, linked from the attribution. */
  attributionUrl?: string;
}
