import L from 'leaflet';
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useMap } from 'react-leaflet';
import { MapFrame } from '../shared/map-frame';
import { DEFAULT_VIEW, isLatLon, roundCoordinate, type LatLon, type MapFrameLabels, type MapTiles, type MapView } from '../shared/map-types';
import styles from './position-picker.module.css';

export interface PositionPickerProps {
  /**
   * The position the form holds; the marker follows it (typing in the number fields moves it).
   * Without a usable position (an emptied field) there is no marker.
   */
  position: { lat: number; lon: number } | null;
  /** A click on the map or a dragged marker: the new position, rounded to six decimals. */
  onChange: (position: LatLon) => void;
  labels: MapFrameLabels;
  tiles?: MapTiles | null;
  /**
   * Where the map starts when the position is the spec's default 0/0 (a new record) or unusable.
   * @default Germany
   */
  fallbackView?: MapView;
  /** Zoom for a real position. @default 15 */
  zoom?: number;
  /** @default 260 */
  height?: CSSProperties['height'];
}

/** 0/0 is where a new record's coordinates start (SPEC §9), not a place anyone means. */
const isUnset = (position: LatLon) => position.lat === 0 && position.lon === 0;

/**
 * A small map to set a position: a click on the map or dragging the marker reports the new
 * coordinates, and a changed `position` moves the marker (and the view, when it left it). Mouse
 * and touch only: the coordinate fields beside it are the keyboard's way to the same value.
 */
export function PositionPicker({ position, onChange, labels, tiles, fallbackView = DEFAULT_VIEW, zoom = 15, height = 260 }: PositionPickerProps) {
  const usable = isLatLon(position) ? position : null;
  const initialView = usable && !isUnset(usable) ? { lat: usable.lat, lon: usable.lon, zoom } : fallbackView;
  return (
    <MapFrame labels={labels} tiles={tiles} initialView={initialView} height={height}>
      <DraggableMarker position={usable} onChange={onChange} />
    </MapFrame>
  );
}

function DraggableMarker({ position, onChange }: { position: LatLon | null; onChange: (position: LatLon) => void }) {
  const map = useMap();
  const markerRef = useRef<L.Marker | null>(null);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const report = (latlng: L.LatLng) => {
      const wrapped = latlng.wrap();
      onChangeRef.current({ lat: roundCoordinate(wrapped.lat), lon: roundCoordinate(wrapped.lng) });
    };
    const onClick = (event: L.LeafletMouseEvent) => report(event.latlng);
    map.on('click', onClick);
    const icon = document.createElement('span');
    icon.className = styles.pin;
    const marker = L.marker([0, 0], {
      icon: L.divIcon({ html: icon, className: styles.icon, iconSize: undefined }),
      draggable: true,
      // Not a keyboard stop: the number fields are.
      keyboard: false,
      autoPan: true,
    });
    marker.on('dragend', () => report(marker.getLatLng()));
    markerRef.current = marker;
    return () => {
      map.off('click', onClick);
      marker.remove();
      markerRef.current = null;
    };
  }, [map]);

  const lat = position?.lat;
  const lon = position?.lon;
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    if (lat === undefined || lon === undefined) {
      marker.remove();
      return;
    }
    marker.setLatLng([lat, lon]);
    if (!map.hasLayer(marker)) marker.addTo(map);
    // Typed coordinates outside the view: show them (0/0 of a new record is not worth a trip).
    if (!isUnset({ lat, lon }) && !map.getBounds().contains([lat, lon])) map.setView([lat, lon], Math.max(map.getZoom(), 13));
  }, [map, lat, lon]);

  return null;
}
