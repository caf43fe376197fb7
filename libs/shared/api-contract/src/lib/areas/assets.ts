import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { History, uidQuery } from '../endpoint';
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

/** The schemas of the beacon and gateway calls (calls/assets.ts). */
export const ASSET_SCHEMAS = {
  'beacon.all': { response: z.array(Beacon) },
  'beacon.update': { body: BeaconUpdate, response: Beacon },
  'beacon.sync': { body: AssetSync, response: z.array(Beacon) },
  'beacon.history': { query: uidQuery('beaconUid'), response: History },
  'gateway.all': { response: z.array(Gateway) },
  'gateway.update': { body: GatewayUpdate, response: Gateway },
  'gateway.sync': { body: AssetSync, response: z.array(Gateway) },
  'gateway.history': { query: uidQuery('gatewayUid'), response: History },
} satisfies Record<string, EndpointSchemas>;
