/**
 * @rescue-admin/map — maps without domain words: many points clustered with popups
 * (`PointMap`), and a small map to set one position (`PositionPicker`). Leaflet and its
 * stylesheet come with it, so import this lib only dynamically (with the route that shows a map).
 * See README.md.
 */
export { PointMap, type MapPoint, type PointMapLabels, type PointMapProps } from './lib/point-map/point-map';
export { PositionPicker, type PositionPickerProps } from './lib/position-picker/position-picker';
export { DEFAULT_VIEW, isLatLon, roundCoordinate, type LatLon, type MapFrameLabels, type MapTiles, type MapView } from './lib/shared/map-types';
export { createClusterIndex, type ClusterIndex } from './lib/cluster/cluster-index';
export type { BBox, ClusterItem, ClusterOptions } from './lib/cluster/cluster-core';
