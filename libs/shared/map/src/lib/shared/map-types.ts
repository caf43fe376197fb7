/** A raster tile service: URL template (`{z}/{x}/{y}`, optionally `{s}`) and the attribution it requires. */
export interface MapTiles {
  /** e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png` */
  url: string;
  /** Shown in the corner of the map, e.g. „© OpenStreetMap-Mitwirkende“. */
  attribution: string;
  /** Where the attribution links to (the service's copyright page). */
  attributionUrl?: string;
}

/** A centre and a zoom level (0 = the whole world, 18 = a house). */
export interface MapView {
  lat: number;
  lon: number;
  zoom: number;
}

/** A position in degrees. */
/** The visible area of a map, in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface LatLon {
  lat: number;
  lon: number;
}

/** Texts every map needs (German, from the caller). */
export interface MapFrameLabels {
  /** The map's accessible name, e.g. „Karte der Hydranten“. */
  map: string;
  zoomIn: string;
  zoomOut: string;
}

/** Germany as a whole: where a map without anything to show starts. */
export const DEFAULT_VIEW: MapView = { lat: 51.16, lon: 10.45, zoom: 6 };

/** A usable coordinate pair (numbers in range; NaN from an emptied field is not). */
export function isLatLon(value: { lat: unknown; lon: unknown } | null | undefined): value is LatLon {
  if (!value) return false;
  const { lat, lon } = value;
  return typeof lat === 'number' && typeof lon === 'number' && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
}

/** Six decimals: about 10 cm, more than any position typed or clicked needs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * What a point's marker says about it, drawn as colour and shape together (never colour alone):
 * 'ok' a green circle, 'warning' an amber diamond, 'danger' a red square with a cross, 'neutral' a
 * grey dashed ring. The caller decides what each means and names it in a legend and in the
 * point's accessible name.
 */
export const MAP_TONES = ['ok', 'warning', 'danger', 'neutral'] as const;
export type MapTone = (typeof MAP_TONES)[number];
