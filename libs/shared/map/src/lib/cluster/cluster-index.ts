import { handleClusterRequest, type BBox, type ClusterCore, type ClusterItem, type ClusterOptions, type ClusterRequest, type ClusterResponse } from './cluster-core';

/** A cluster index that answers asynchronously, from a worker where the browser has one. */
export interface ClusterIndex {
  /**
   * Replaces the points (longitudes and latitudes by position). Queries then answer for these;
   * `flags` (by position, optional) marks the points each cluster counts in `flagged`.
   */
  load(lons: Float64Array, lats: Float64Array, options?: ClusterOptions, flags?: Uint8Array): Promise<void>;
  query(bbox: BBox, zoom: number): Promise<ClusterItem[]>;
  /** The zoom at which a cluster falls apart. */
  expansionZoom(clusterId: number): Promise<number>;
  dispose(): void;
}

type Pending = { resolve: (response: ClusterResponse) => void; reject: (error: Error) => void };

function createWorker(): Worker {
  // The `new URL(…, import.meta.url)` inside `new Worker(…)` is what makes Vite bundle the worker.
  return new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module', name: 'map-clusters' });
}

/**
 * Where `Worker` exists (browsers) the index lives in a worker; elsewhere (jsdom in tests, very old
 * browsers) the same code runs in the main thread. Answers are matched to requests by id and come
 * in order; an answer to a query made before a newer `load` is about the old points, so the caller
 * discards it (PointMap counts its loads).
 */
export function createClusterIndex(): ClusterIndex {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let worker: Worker | null = null;
  const local: { core: ClusterCore | null } = { core: null };

  if (typeof Worker !== 'undefined') {
    try {
      worker = createWorker();
      worker.onmessage = (event: MessageEvent<ClusterResponse>) => {
        const request = pending.get(event.data.id);
        pending.delete(event.data.id);
        request?.resolve(event.data);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        for (const request of pending.values()) request.reject(new Error(`cluster worker failed: ${event.message}`));
        pending.clear();
      };
    } catch {
      worker = null;
    }
  }

  function send(request: ClusterRequest, transfer: Transferable[] = []): Promise<ClusterResponse> {
    if (!worker) return Promise.resolve(handleClusterRequest(local, request));
    const active = worker;
    return new Promise((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      active.postMessage(request, transfer);
    });
  }

  function expect<T extends ClusterResponse['type']>(response: ClusterResponse, type: T): Extract<ClusterResponse, { type: T }> {
    if (response.type === 'error') throw new Error(response.message);
    if (response.type !== type) throw new Error(`unexpected answer ${response.type}`);
    return response as Extract<ClusterResponse, { type: T }>;
  }

  return {
    async load(lons, lats, options = {}, flags) {
      // Copies are transferred, so the caller keeps its arrays.
      const lonCopy = lons.slice();
      const latCopy = lats.slice();
      const flagCopy = flags?.slice();
      const transfer = flagCopy ? [lonCopy.buffer, latCopy.buffer, flagCopy.buffer] : [lonCopy.buffer, latCopy.buffer];
      expect(await send({ type: 'load', id: nextId++, lons: lonCopy, lats: latCopy, flags: flagCopy, options }, transfer), 'loaded');
    },
    async query(bbox, zoom) {
      return expect(await send({ type: 'query', id: nextId++, bbox, zoom }), 'items').items;
    },
    async expansionZoom(clusterId) {
      return expect(await send({ type: 'expansionZoom', id: nextId++, clusterId }), 'zoom').zoom;
    },
    dispose() {
      worker?.terminate();
      worker = null;
      for (const request of pending.values()) request.reject(new Error('cluster index disposed'));
      pending.clear();
      local.core = null;
    },
  };
}
