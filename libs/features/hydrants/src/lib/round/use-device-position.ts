import { useEffect, useState } from 'react';
import { acceptFix, type GeoPoint } from './geo';

/** Where the device is, as far as the round needs it. */
export type DevicePosition =
  | { status: 'locating'; position: null }
  | { status: 'located'; position: GeoPoint }
  | { status: 'denied'; position: null }
  | { status: 'unavailable'; position: null };

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.geolocation !== undefined;

/**
 * The device's position from `navigator.geolocation.watchPosition`, for ordering by distance. A
 * new fix counts only when the device moved {@link MIN_MOVE_M} m and {@link MIN_INTERVAL_MS} passed
 * (see `acceptFix`), so the list is re-ordered at walking pace, not once a second. Denied: `denied`;
 * no geolocation, or no fix yet when it fails: `unavailable` (a later failure keeps the last fix).
 */
export function useDevicePosition(): DevicePosition {
  const [state, setState] = useState<DevicePosition>(() => (hasGeolocation() ? { status: 'locating', position: null } : { status: 'unavailable', position: null }));
  useEffect(() => {
    if (!hasGeolocation()) return;
    let last: { point: GeoPoint; time: number } | null = null;
    const id = navigator.geolocation.watchPosition(
      (fix) => {
        const point = { lat: fix.coords.latitude, lon: fix.coords.longitude };
        const time = Date.now();
        if (!acceptFix(last, point, time)) return;
        last = { point, time };
        setState({ status: 'located', position: point });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState({ status: 'denied', position: null });
        else setState((current) => (current.status === 'located' ? current : { status: 'unavailable', position: null }));
      },
      { enableHighAccuracy: true, maximumAge: 15_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, []);
  return state;
}
