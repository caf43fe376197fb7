import Supercluster, { type ClusterProperties, type PointFeature } from 'supercluster';

/** West, south, east, north in degrees. */
export type BBox = [west: number, south: number, east: number, north: number];

/**
 * One thing to draw at the current zoom: a cluster (`count` > 1, `id` = its cluster id) or a single
 * point (`count` 1, `id` = its position in the array handed to `load`).
 */
export interface ClusterItem {
  lat: number;
  lon: number;
  count: number;
  id: number;
  /** How many of its points are flagged (see `load`'s `flags`): a cluster's sum, a point's 0 or 1. */
  flagged: number;
}

export interface ClusterOptions {
  /** Cluster radius in pixels. @default 60 */
  radius?: number;
  /** Above this zoom every point is drawn on its own. @default 16 */
  maxZoom?: number;
}

interface PointProperties {
  index: number;
  /** 1 for a flagged point (e.g. a 'danger' tone), else 0; summed up by the clusters. */
  flagged: number;
}

interface FlaggedProperties {
  flagged: number;
}

/** The clustering itself (supercluster), the same in the worker and in the main thread. */
export interface ClusterCore {
  query(bbox: BBox, zoom: number): ClusterItem[];
  expansionZoom(clusterId: number): number;
}

/**
 * `flags` (optional, by position like the coordinates): which points count towards a cluster's
 * `flagged` — supercluster's map/reduce sums them while it builds the clusters, so a query costs
 * nothing more.
 */
export function createClusterCore(lons: Float64Array, lats: Float64Array, options: ClusterOptions = {}, flags?: Uint8Array): ClusterCore {
  const index = new Supercluster<PointProperties, FlaggedProperties>({
    radius: options.radius ?? 60,
    maxZoom: options.maxZoom ?? 16,
    map: (properties) => ({ flagged: properties.flagged }),
    reduce: (accumulated, properties) => {
      accumulated.flagged += properties.flagged;
    },
  });
  const features: Array<PointFeature<PointProperties>> = new Array(lons.length);
  for (let i = 0; i < lons.length; i++) {
    features[i] = { type: 'Feature', properties: { index: i, flagged: flags?.[i] ? 1 : 0 }, geometry: { type: 'Point', coordinates: [lons[i], lats[i]] } };
  }
  index.load(features);
  return {
    query(bbox, zoom) {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const [lon, lat] = feature.geometry.coordinates;
        const properties = feature.properties as Partial<ClusterProperties> & Partial<PointProperties>;
        const flagged = properties.flagged ?? 0;
        return properties.cluster
          ? { lat, lon, count: properties.point_count ?? 0, id: properties.cluster_id ?? -1, flagged }
          : { lat, lon, count: 1, id: properties.index ?? -1, flagged };
      });
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}

/** Messages between the main thread and the clustering worker. */
export type ClusterRequest =
  | { type: 'load'; id: number; lons: Float64Array; lats: Float64Array; flags?: Uint8Array; options: ClusterOptions }
  | { type: 'query'; id: number; bbox: BBox; zoom: number }
  | { type: 'expansionZoom'; id: number; clusterId: number };

export type ClusterResponse =
  | { type: 'loaded'; id: number }
  | { type: 'items'; id: number; items: ClusterItem[] }
  | { type: 'zoom'; id: number; zoom: number }
  | { type: 'error'; id: number; message: string };

/** Answers one request; the worker and the in-thread fallback share it. */
export function handleClusterRequest(state: { core: ClusterCore | null }, request: ClusterRequest): ClusterResponse {
  try {
    if (request.type === 'load') {
      state.core = createClusterCore(request.lons, request.lats, request.options, request.flags);
      return { type: 'loaded', id: request.id };
    }
    if (!state.core) return { type: 'error', id: request.id, message: 'no points loaded' };
    if (request.type === 'query') return { type: 'items', id: request.id, items: state.core.query(request.bbox, request.zoom) };
    return { type: 'zoom', id: request.id, zoom: state.core.expansionZoom(request.clusterId) };
  } catch (error) {
    return { type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) };
  }
}
