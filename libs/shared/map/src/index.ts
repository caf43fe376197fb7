/**
 * @rescue-admin/map — maps without domain words: many points clustered with popups
 * (`PointMap`), and a small map to set one position (`PositionPicker`). Leaflet and its
 * stylesheet come with it, so import this lib only dynamically (with the route that shows a map).
 * See README.md.
 */
export { PointMap, type MapPoint, type PointMapLabels, type PointMapProps } from './lib/point-map/point-map';
export { PositionPicker, type PositionPickerProps } from './lib/position-picker/position-picker';
export { MapLegend, type MapLegendItem, type MapLegendProps } from './lib/map-legend/map-legend';
export { MAP_TONES, type MapBounds, type MapTiles, type MapTone } from './lib/shared/map-types';
