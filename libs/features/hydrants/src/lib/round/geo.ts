/** A point on the earth in degrees (WGS 84, as the hydrants' lat/lon and the browser's geolocation). */
export interface GeoPoint {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** The great-circle distance between two points in metres (haversine; the earth as a sphere, well within a metre per kilometre). */
export function haversineMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The initial bearing from `a` to `b` in degrees clockwise from north (0…360). */
export function bearingDegrees(a: GeoPoint, b: GeoPoint): number {
  const dLon = (b.lon - a.lon) * RAD;
  const y = Math.sin(dLon) * Math.cos(b.lat * RAD);
  const x = Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos(dLon);
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

/** The eight compass directions, clockwise from north: the keys of their German names. */
export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Compass = (typeof COMPASS)[number];

/** The compass direction nearest to a bearing. */
export const compassOf = (bearing: number): Compass => COMPASS[Math.round(bearing / 45) % 8];

/**
 * `items` with their distance from `here`, nearest first. The distances are worked out once into
 * a typed array and an index is sorted by them, so 100,000 hydrants take a few dozen milliseconds
 * — done once per accepted position, never per render.
 */
export function orderByDistance<T extends GeoPoint>(items: readonly T[], here: GeoPoint): { item: T; meters: number }[] {
  const meters = new Float64Array(items.length);
  for (let n = 0; n < items.length; n++) meters[n] = haversineMeters(here, items[n]);
  const order = new Uint32Array(items.length);
  for (let n = 0; n < order.length; n++) order[n] = n;
  order.sort((x, y) => meters[x] - meters[y]);
  return Array.from(order, (n) => ({ item: items[n], meters: meters[n] }));
}

/** A new fix replaces the one the list is ordered by only when the device moved this far… */
export const MIN_MOVE_M = 25;
/** …and not sooner than this after the last one: `watchPosition` reports every second while walking. */
export const MIN_INTERVAL_MS = 10_000;

/** Whether a new fix (`next`, at `nextTime`) should re-order the list ordered at `last` (`lastTime`). The first fix always does. */
export function acceptFix(last: { point: GeoPoint; time: number } | null, next: GeoPoint, nextTime: number): boolean {
  if (!last) return true;
  return nextTime - last.time >= MIN_INTERVAL_MS && haversineMeters(last.point, next) >= MIN_MOVE_M;
}

/** „120 m“, „1,4 km“: metres rounded to 10 below a kilometre, then kilometres with one decimal. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  return `${(meters / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: meters < 10_000 ? 1 : 0 })} km`;
}
