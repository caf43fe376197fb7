import L from 'leaflet';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Popup, useMap } from 'react-leaflet';
import { createClusterIndex, type ClusterIndex } from '../cluster/cluster-index';
import type { ClusterItem } from '../cluster/cluster-core';
import { MapFrame } from '../shared/map-frame';
import { DEFAULT_VIEW, isLatLon, type MapBounds, type MapFrameLabels, type MapTiles, type MapTone, type MapView } from '../shared/map-types';
import styles from './point-map.module.css';

/** One point on the map: where it is and what it is called (the marker's accessible name). */
export interface MapPoint {
  id: string;
  lat: number;
  lon: number;
  /** Its name: the marker's accessible name (unless `accessibleName` is given) and its popup's. */
  label: string;
  /** How its marker looks (colour and shape, see {@link MapTone}). @default the plain accent dot */
  tone?: MapTone;
  /** The marker's accessible name where it says more than `label`, e.g. „Hydrant Am Markt, außer Betrieb“. @default label */
  accessibleName?: string;
}

export interface PointMapLabels extends MapFrameLabels {
  /** The close button of a popup, e.g. „Schließen“. */
  closePopup: string;
  /** A cluster's accessible name, e.g. (37) → „37 Hydranten“. */
  cluster: (count: number) => string;
  /**
   * How many of a cluster's points have the 'danger' tone, e.g. (3) → „3 außer Betrieb“: shown
   * as a badge on the cluster and added to its name („37 Hydranten, 3 außer Betrieb“). Without it
   * clusters do not count them.
   */
  clusterDanger?: (count: number) => string;
}

export interface PointMapProps<P extends MapPoint> {
  /** The points to show; a new array (e.g. a changed search) re-clusters them. */
  points: readonly P[];
  /** The content of a point's popup, e.g. its name, a few fields and a link to its form. */
  renderPopup: (point: P) => ReactNode;
  labels: PointMapLabels;
  /** The tile service; without it the map has a plain background. */
  tiles?: MapTiles | null;
  /**
   * When this changes, the view fits the points again (e.g. the search text). The view also fits
   * them when the first points arrive; a refetch with the same key keeps the administrator's view.
   * @default ''
   */
  fitKey?: string;
  /** Where the map starts before (or without) points. @default Germany */
  initialView?: MapView;
  /** @default 'min(70vh, 640px)' */
  height?: CSSProperties['height'];
  /** Above this zoom no point is clustered. @default 16 */
  clusterMaxZoom?: number;
  /** Called whenever the markers for the current view are drawn (benchmarks, tests). */
  onRendered?: (info: { markers: number; clusters: number }) => void;
  /** Called with the visible area whenever the view settles (after a pan, a zoom or a fit). */
  onViewChange?: (bounds: MapBounds) => void;
}

const countFormat = new Intl.NumberFormat('de-DE');

/**
 * Many points on a map, clustered (supercluster, in a worker) so that 50,000 stay smooth: a
 * cluster is a button with its count that zooms in; a point is a button named after it that
 * opens a popup with `renderPopup`'s content. Everything is reachable by keyboard: Tab moves
 * through the markers, Enter or Space activates one, Escape closes a popup and focus returns to
 * its marker; the focused map pans with the arrow keys and zooms with + and −.
 */
export function PointMap<P extends MapPoint>({
  points,
  renderPopup,
  labels,
  tiles,
  fitKey = '',
  initialView = DEFAULT_VIEW,
  height = 'min(70vh, 640px)',
  clusterMaxZoom = 16,
  onRendered,
  onViewChange,
}: PointMapProps<P>) {
  return (
    <MapFrame labels={labels} tiles={tiles} initialView={initialView} height={height}>
      <ClusterLayer
        points={points}
        renderPopup={renderPopup}
        labels={labels}
        fitKey={fitKey}
        clusterMaxZoom={clusterMaxZoom}
        onRendered={onRendered}
        onViewChange={onViewChange}
      />
    </MapFrame>
  );
}

interface ClusterLayerProps<P extends MapPoint> {
  points: readonly P[];
  renderPopup: (point: P) => ReactNode;
  labels: PointMapLabels;
  fitKey: string;
  clusterMaxZoom: number;
  onRendered?: (info: { markers: number; clusters: number }) => void;
  onViewChange?: (bounds: MapBounds) => void;
}

interface DrawnMarker {
  marker: L.Marker;
  button: HTMLButtonElement;
  /** The point's id (a cluster has none). */
  pointId?: string;
}

/** The latest value for handlers that must not be re-created when it changes. */
function useLatest<V>(value: V): { readonly current: V } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

function clusterSize(count: number): 'small' | 'medium' | 'large' {
  if (count < 100) return 'small';
  if (count < 1000) return 'medium';
  return 'large';
}

/**
 * A cluster's button: its count, and a badge with its 'danger' points where the caller counts them.
 * With a badge, the button's name is its (visually hidden) text „37 Hydranten, 3 außer Betrieb“
 * and the two figures are its picture: an `aria-label` would not contain what is seen („373“).
 */
function drawCluster(button: HTMLButtonElement, item: ClusterItem, labels: PointMapLabels): void {
  button.className = [styles.cluster, styles[clusterSize(item.count)]].filter(Boolean).join(' ');
  const name = labels.cluster(item.count);
  if (item.flagged > 0 && labels.clusterDanger) {
    const danger = labels.clusterDanger(item.flagged);
    button.removeAttribute('aria-label');
    button.title = danger;
    const picture = (text: string, className?: string) => {
      const span = document.createElement('span');
      if (className) span.className = className;
      span.setAttribute('aria-hidden', 'true');
      span.textContent = text;
      return span;
    };
    const words = document.createElement('span');
    words.className = styles.visuallyHidden;
    words.textContent = `${name}, ${danger}`;
    button.replaceChildren(picture(countFormat.format(item.count)), picture(countFormat.format(item.flagged), styles.badge), words);
  } else {
    button.removeAttribute('title');
    button.setAttribute('aria-label', name);
    button.textContent = countFormat.format(item.count);
  }
}

function ClusterLayer<P extends MapPoint>({ points, renderPopup, labels, fitKey, clusterMaxZoom, onRendered, onViewChange }: ClusterLayerProps<P>) {
  const map = useMap();
  const [selected, setSelected] = useState<P | null>(null);
  const selectedRef = useLatest(selected);
  const labelsRef = useLatest(labels);
  const onRenderedRef = useLatest(onRendered);
  const onViewChangeRef = useLatest(onViewChange);
  const indexRef = useRef<ClusterIndex | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const drawn = useRef(new Map<string, DrawnMarker>());
  /** The points the index holds (set once their load has finished). */
  const loaded = useRef<readonly P[]>([]);
  const fittedKey = useRef<string | null>(null);

  const select = useCallback((point: P | null) => setSelected(point), []);

  /** Puts focus somewhere sensible when the focused marker disappears. */
  const keepFocus = useCallback(
    (removed: HTMLElement[]) => {
      const active = document.activeElement;
      if (active && removed.some((element) => element.contains(active))) map.getContainer().focus({ preventScroll: true });
    },
    [map],
  );

  const draw = useCallback(
    (items: ClusterItem[], forPoints: readonly P[]) => {
      const layer = layerRef.current;
      if (!layer) return;
      const next = new Map<string, DrawnMarker>();
      let clusters = 0;
      for (const item of items) {
        const isCluster = item.count > 1;
        if (isCluster) clusters++;
        const key = isCluster ? `c${item.id}` : `p${item.id}`;
        const existing = drawn.current.get(key);
        if (existing) {
          next.set(key, existing);
          continue;
        }
        const point = isCluster ? null : forPoints[item.id];
        if (!isCluster && !point) continue;
        const button = document.createElement('button');
        button.type = 'button';
        // A mouse press must not focus the button: focusing scrolls it into view, and in a page
        // that scrolls (a phone) the marker moves away under the pointer, so the click lands on
        // the map instead. Keyboard focus (Tab) is unaffected; the popup takes the focus anyway.
        button.addEventListener('mousedown', (event) => event.preventDefault());
        if (point) {
          const name = point.accessibleName ?? point.label;
          button.className = styles.point;
          if (point.tone) button.dataset.tone = point.tone;
          button.setAttribute('aria-label', name);
          button.setAttribute('aria-haspopup', 'dialog');
          button.setAttribute('aria-expanded', String(selectedRef.current?.id === point.id));
          button.title = name;
        } else {
          drawCluster(button, item, labelsRef.current);
        }
        // The button is the marker; Leaflet's own focus handling (tabindex, role) stays off.
        const marker = L.marker([item.lat, item.lon], {
          icon: L.divIcon({ html: button, className: styles.icon, iconSize: undefined }),
          keyboard: false,
          riseOnHover: true,
        });
        if (point) {
          marker.on('click', () => select(point));
        } else {
          const clusterId = item.id;
          marker.on('click', () => {
            void indexRef.current?.expansionZoom(clusterId).then((zoom) => {
              map.setView([item.lat, item.lon], Math.min(zoom, map.getMaxZoom()));
              // The cluster's button is gone after the zoom: the map keeps the focus.
              map.getContainer().focus({ preventScroll: true });
            });
          });
        }
        marker.addTo(layer);
        next.set(key, { marker, button, pointId: point?.id });
      }
      const removed: HTMLElement[] = [];
      for (const [key, old] of drawn.current) {
        if (next.has(key)) continue;
        removed.push(old.button);
        layer.removeLayer(old.marker);
      }
      drawn.current = next;
      keepFocus(removed);
      onRenderedRef.current?.({ markers: next.size, clusters });
    },
    [map, select, keepFocus, selectedRef, labelsRef, onRenderedRef],
  );

  const refresh = useCallback(async () => {
    const index = indexRef.current;
    if (!index) return;
    const forPoints = loaded.current;
    const bounds = map.getBounds().pad(0.25);
    const bbox: [number, number, number, number] = [
      Math.max(-180, bounds.getWest()),
      Math.max(-90, bounds.getSouth()),
      Math.min(180, bounds.getEast()),
      Math.min(90, bounds.getNorth()),
    ];
    try {
      const items = await index.query(bbox, map.getZoom());
      // An answer about points that have been replaced meanwhile is dropped.
      if (forPoints === loaded.current) draw(items, forPoints);
    } catch {
      // Disposed (unmounted) or not loaded yet: nothing to draw.
    }
  }, [map, draw]);

  // One index and one marker layer per map.
  useEffect(() => {
    const index = createClusterIndex();
    const layer = L.layerGroup().addTo(map);
    indexRef.current = index;
    layerRef.current = layer;
    const markers = drawn.current;
    return () => {
      index.dispose();
      layer.remove();
      markers.clear();
      indexRef.current = null;
      layerRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    const onMove = () => {
      void refresh();
      const bounds = map.getBounds();
      onViewChangeRef.current?.({ south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() });
    };
    map.on('moveend', onMove);
    return () => {
      map.off('moveend', onMove);
    };
  }, [map, refresh, onViewChangeRef]);

  // New points: index them (off the main thread), then fit the view if asked, then draw.
  useEffect(() => {
    const index = indexRef.current;
    if (!index) return;
    let cancelled = false;
    const usable = points.filter((point) => isLatLon(point));
    const lons = new Float64Array(usable.length);
    const lats = new Float64Array(usable.length);
    // The clusters count the 'danger' points only where the caller names them (labels.clusterDanger).
    const flags = labelsRef.current.clusterDanger ? new Uint8Array(usable.length) : undefined;
    let south = 90;
    let north = -90;
    let west = 180;
    let east = -180;
    usable.forEach((point, i) => {
      lons[i] = point.lon;
      lats[i] = point.lat;
      if (flags && point.tone === 'danger') flags[i] = 1;
      if (point.lat < south) south = point.lat;
      if (point.lat > north) north = point.lat;
      if (point.lon < west) west = point.lon;
      if (point.lon > east) east = point.lon;
    });
    void index.load(lons, lats, { maxZoom: clusterMaxZoom }, flags).then(
      () => {
        if (cancelled) return;
        // Positions mean other points now: start the markers afresh.
        layerRef.current?.clearLayers();
        const removed = [...drawn.current.values()].map((entry) => entry.button);
        drawn.current = new Map();
        keepFocus(removed);
        loaded.current = usable;
        setSelected((current) => (current && usable.some((point) => point.id === current.id) ? current : null));
        if (usable.length > 0 && fittedKey.current !== fitKey) {
          fittedKey.current = fitKey;
          const bounds = L.latLngBounds([south, west], [north, east]);
          // fitBounds ends with a moveend, which draws; a view that did not change draws here.
          const before = map.getCenter();
          const zoomBefore = map.getZoom();
          map.fitBounds(bounds, { maxZoom: clusterMaxZoom, padding: [24, 24], animate: false });
          if (map.getCenter().equals(before) && map.getZoom() === zoomBefore) void refresh();
        } else {
          void refresh();
        }
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [points, fitKey, clusterMaxZoom, map, refresh, keepFocus, labelsRef]);

  // The open popup's marker says so.
  useEffect(() => {
    for (const entry of drawn.current.values()) {
      if (entry.pointId !== undefined) entry.button.setAttribute('aria-expanded', String(entry.pointId === selected?.id));
    }
  }, [selected]);

  const position = useMemo<[number, number] | null>(() => (selected ? [selected.lat, selected.lon] : null), [selected]);

  const close = useCallback(() => {
    const point = selectedRef.current;
    setSelected(null);
    if (!point) return;
    // Back to the marker that opened it, if it is still drawn.
    const index = loaded.current.findIndex((candidate) => candidate.id === point.id);
    const marker = drawn.current.get(`p${index}`);
    (marker?.button ?? map.getContainer()).focus({ preventScroll: true });
  }, [map, selectedRef]);

  const onPopupRemoved = useCallback(() => {
    // Closed by Leaflet (a click on the map): forget the selection; focus stays where the click put it.
    if (selectedRef.current) setSelected(null);
  }, [selectedRef]);

  return selected && position ? (
    <Popup key={selected.id} position={position} closeButton={false} autoPanPadding={[24, 24]} eventHandlers={{ remove: onPopupRemoved }}>
      <PopupContent label={selected.label} closeLabel={labels.closePopup} onClose={close}>
        {renderPopup(selected)}
      </PopupContent>
    </Popup>
  ) : null;
}

interface PopupContentProps {
  label: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** A non-modal dialog: focus moves into it when it opens; Escape and the close button close it. */
function PopupContent({ label, closeLabel, onClose, children }: PopupContentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useLatest(onClose);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // Escape anywhere inside the popup (Leaflet's own Escape works only while the map has focus).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onCloseRef]);
  return (
    <div ref={ref} role="dialog" aria-label={label} tabIndex={-1} className={styles.popup}>
      <button type="button" className={styles.close} aria-label={closeLabel} title={closeLabel} onClick={onClose}>
        <X size={16} aria-hidden="true" />
      </button>
      {children}
    </div>
  );
}
