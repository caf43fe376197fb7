import { endpoints, entity } from '../call';
import type { ASSET_SCHEMAS } from '../areas/assets';

/** SPEC §7/§8: a sync answers the refreshed list; a failed one is null and clears the cached list. */
export const ASSET_ENDPOINTS = endpoints<typeof ASSET_SCHEMAS>()('base', {
  'beacon.all': { method: 'GET', path: 'beacon/all/', answer: 'list', fallback: [] },
  'beacon.update': { expects: 200, method: 'POST', path: 'beacon/update/', body: true, answer: 'stored', fallback: false },
  'beacon.sync': { expects: 200, method: 'POST', path: 'beacon/sync/', body: true, answer: 'list', fallback: null },
  'beacon.history': { extension: true, method: 'GET', path: 'beacon/history/', query: 'beaconUid', answer: 'list' },
  'gateway.all': { method: 'GET', path: 'gateway/all/', answer: 'list', fallback: [] },
  'gateway.update': { method: 'POST', path: 'gateway/update/', body: true, answer: 'stored', fallback: false },
  'gateway.sync': { method: 'POST', path: 'gateway/sync/', body: true, answer: 'list', fallback: null },
  'gateway.history': { extension: true, method: 'GET', path: 'gateway/history/', query: 'gatewayUid', answer: 'list' },
});

export const BEACONS = entity({
  key: 'beacons',
  noun: { one: 'Beacon', many: 'Beacons' },
  list: ASSET_ENDPOINTS['beacon.all'],
  update: ASSET_ENDPOINTS['beacon.update'],
  sync: ASSET_ENDPOINTS['beacon.sync'],
  history: ASSET_ENDPOINTS['beacon.history'],
});

export const GATEWAYS = entity({
  key: 'gateways',
  noun: { one: 'Gateway', many: 'Gateways' },
  list: ASSET_ENDPOINTS['gateway.all'],
  update: ASSET_ENDPOINTS['gateway.update'],
  sync: ASSET_ENDPOINTS['gateway.sync'],
  history: ASSET_ENDPOINTS['gateway.history'],
});
