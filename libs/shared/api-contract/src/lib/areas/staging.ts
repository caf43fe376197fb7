import { z } from 'zod';
import { Address, emptyAddress } from '../address';
import type { EndpointSchemas } from '../call';
import { DEFAULT_STAGING_STATUS, STAGING_STATUS } from '../calls/staging';
import { CreatedUid, History, Ok, deleteByLastUpdate, uidQuery } from '../endpoint';
import { DateValue, Latitude, Longitude, NonNegativeInt, Uid, requiredText } from '../primitives';

/** SPEC §4: the only staging room status (calls/staging.ts). */
export const StagingStatus = z.enum(STAGING_STATUS);
export type StagingStatus = z.infer<typeof StagingStatus>;

export const StagingRoom = z.object({
  uid: Uid,
  createDate: DateValue,
  lastUpdate: DateValue,
  name: requiredText(),
  address: Address,
  rangeAutoerfassung: NonNegativeInt,
  status: StagingStatus,
  customerUid: Uid,
  lon: Longitude,
  lat: Latitude,
});
export type StagingRoom = z.infer<typeof StagingRoom>;

export const StagingRoomCreate = StagingRoom.omit({ uid: true, createDate: true, lastUpdate: true });
export type StagingRoomCreate = z.infer<typeof StagingRoomCreate>;
/** The whole room with the `lastUpdate` it was read at (changed since → 409 `stale`). */
export const StagingRoomUpdate = StagingRoom.omit({ createDate: true, lastUpdate: true }).extend({ lastUpdate: DateValue });
export type StagingRoomUpdate = z.infer<typeof StagingRoomUpdate>;

/** SPEC §9: coordinates and range 0; SPEC §4: ACTIVE. */
export const newStagingRoom = (): StagingRoomCreate => ({
  name: '',
  address: emptyAddress(),
  rangeAutoerfassung: 0,
  status: DEFAULT_STAGING_STATUS,
  customerUid: '',
  lon: 0,
  lat: 0,
});

/** The schemas of the staging room calls (calls/staging.ts). */
export const STAGING_SCHEMAS = {
  'staging.all': { response: z.array(StagingRoom) },
  'staging.create': { body: StagingRoomCreate, response: CreatedUid },
  'staging.update': { body: StagingRoomUpdate, response: StagingRoom },
  'staging.delete': { query: deleteByLastUpdate('stagingRoomUid'), response: Ok },
  'staging.history': { query: uidQuery('stagingRoomUid'), response: History },
} satisfies Record<string, EndpointSchemas>;
