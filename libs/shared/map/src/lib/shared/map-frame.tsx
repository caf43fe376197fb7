import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { MapFrameLabels, MapTiles, MapView } from './map-types';
import styles from './map-frame.module.css';

export interface MapFrameProps {
  labels: MapFrameLabels;
  /** The tile service; without it the map has a plain background (markers work the same). */
  tiles?: MapTiles | null;
  initialView: MapView;
  height: CSSProperties['height'];
  /** @default 19 */
  maxZoom?: number;
  children?: ReactNode;
}

/*
 * Leaflet's keyboard handler focuses the map on every mouse press and then restores the window's
 * scroll position — but not that of a scrolling container such as the app's <main> on a phone.
 * There the focus scrolled the map under the pointer between press and release, so a click on a
 * marker landed on the map. Focus without scrolling instead (Leaflet 1.9, Map.Keyboard).
 */
const keyboardHandler = (L.Map as unknown as { Keyboard: { prototype: { _onMouseDown: (this: { _focused: boolean; _map: L.Map }) => void } } }).Keyboard.prototype;
keyboardHandler._onMouseDown = function () {
  if (this._focused) return;
  this._map.getContainer().focus({ preventScroll: true });
};

/** Names the Leaflet container (it is focusable: arrow keys pan, + and − zoom). */
function ContainerName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/**
 * A Leaflet map with German zoom buttons, tiles from a URL template (or none) and the tile
 * service's attribution as a real link — Leaflet's own attribution control takes HTML, which a
 * config file should not be able to inject.
 */
export function MapFrame({ labels, tiles, initialView, height, maxZoom = 19, children }: MapFrameProps) {
  return (
    <div className={styles.frame} style={{ height }}>
      <MapContainer
        className={styles.map}
        center={[initialView.lat, initialView.lon]}
        zoom={initialView.zoom}
        minZoom={2}
        maxZoom={maxZoom}
        zoomControl={false}
        attributionControl={false}
        worldCopyJump
      >
        <ContainerName label={labels.map} />
        {tiles && <TileLayer url={tiles.url} maxZoom={maxZoom} />}
        <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
        {children}
      </MapContainer>
      {tiles && (
        <p className={styles.attribution}>
          {tiles.attributionUrl ? (
            <a href={tiles.attributionUrl} target="_blank" rel="noopener noreferrer">
              {tiles.attribution}
            </a>
          ) : (
            tiles.attribution
          )}
        </p>
      )}
    </div>
  );
}
