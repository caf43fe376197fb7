/// <reference lib="webworker" />
/*
 * Builds the cluster index off the main thread: with 50,000 points supercluster's `load` takes
 * 100–300 ms, far over the 100 ms a task on the main thread may take (CONVENTIONS.md 20).
 */
import { handleClusterRequest, type ClusterCore, type ClusterRequest } from './cluster-core';

const state: { core: ClusterCore | null } = { core: null };

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  self.postMessage(handleClusterRequest(state, event.data));
};
