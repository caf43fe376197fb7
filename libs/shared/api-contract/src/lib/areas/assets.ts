import { z } from 'zod';
import { History, endpoints, entity, uidQuery } from '../endpoint';
import { DateValue, Uid, optionalText, requiredText } from '../primitives';

export const Beacon = z.object({
  uid: Uid,
  name: requiredText(),
  model: optionalText().default(''),
  customerUid: Uid,
  lastUpdated: DateValue,
  /** null until the first sync. */
  lastSynced: DateValue.nullable(),
});
export type Beacon = z.infer<typeof Beacon>;

export const Gateway = z.object({
  uid: Uid,
  name: requiredText(),
  customerUid: Uid,
  lastUpdated: DateValue,
  lastSynced: DateValue.nullable(),
});
export type Gateway = z.infer<typeof Gateway>;

/** What the administrator may change (the rest comes from the sync), with the `lastUpdated` it was read at. */
export const BeaconUpdate = Beacon.pick({ uid: true, name: true, model: true, customerUid: true }).extend({ lastUpdated: DateValue });
export type BeaconUpdate = z.infer<typeof BeaconUpdate>;
export const GatewayUpdate = Gateway.pick({ uid: true, name: true, customerUid: true }).extend({ lastUpdated: DateValue });
export type GatewayUpdate = z.infer<typeof GatewayUpdate>;
/** Sync is per customer when given; without it every asset the caller may see is synced. */
export const AssetSync = z.object({ customerUid: Uid.optional() });
export type AssetSync = z.infer<typeof AssetSync>;

/** SPEC §7/§8: a sync answers the refreshed list; a failed one is null and clears the cached list. */
export const ASSET_ENDPOINTS = endpoints('base', {
  'beacon.all': { method: 'GET', path: 'beacon/all/', schemas: { response: z.array(Beacon) }, answer: 'list', fallback: [] },
  'beacon.update': { expects: 200, method: 'POST', path: 'beacon/update/', schemas: { body: BeaconUpdate, response: Beacon }, answer: 'stored', fallback: false },
  'beacon.sync': { expects: 200, method: 'POST', path: 'beacon/sync/', schemas: { body: AssetSync, response: z.array(Beacon) }, answer: 'list', fallback: null },
  'beacon.history': { extension: true, method: 'GET', path: 'beacon/history/', schemas: { query: uidQuery('beaconUid'), response: History }, answer: 'list' },
  'gateway.all': { method: 'GET', path: 'gateway/all/', schemas: { response: z.array(Gateway) }, answer: 'list', fallback: [] },
  'gateway.update': { method: 'POST', path: 'gateway/update/', schemas: { body: GatewayUpdate, response: Gateway }, answer: 'stored', fallback: false },
  'gateway.sync': { method: 'POST', path: 'gateway/sync/', schemas: { body: AssetSync, response: z.array(Gateway) }, answer: 'list', fallback: null },
  'gateway.history': { extension: true, method: 'GET', path: 'gateway/history/', schemas: { query: uidQuery('gatewayUid'), response: History }, answer: 'list' },
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
