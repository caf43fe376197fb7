import { z } from 'zod';
import { Address, emptyAddress } from '../address';
import { CreatedUid, History, Ok, deleteByLastUpdate, endpoints, entity, uidQuery } from '../endpoint';
import { DateValue, Latitude, Longitude, NonNegativeInt, Uid, requiredText } from '../primitives';

/** SPEC §4: the only staging room status. */
export const STAGING_STATUS = ['ACTIVE'] as const;
export const StagingStatus = z.enum(STAGING_STATUS);
export type StagingStatus = z.infer<typeof StagingStatus>;
export const DEFAULT_STAGING_STATUS: StagingStatus = 'ACTIVE';

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

export const STAGING_ENDPOINTS = endpoints('base', {
  'staging.all': { method: 'GET', path: 'staging/all/', schemas: { response: z.array(StagingRoom) }, answer: 'list', fallback: [] },
  'staging.create': {
    method: 'POST',
    path: 'staging/',
    schemas: { body: StagingRoomCreate, response: CreatedUid },
    answer: 'uid',
    idempotent: true,
    fallback: '',
  },
  'staging.update': { method: 'POST', path: 'staging/update/', schemas: { body: StagingRoomUpdate, response: StagingRoom }, answer: 'stored', fallback: false },
  'staging.delete': {
    method: 'GET',
    path: 'staging/delete/',
    schemas: { query: deleteByLastUpdate('stagingRoomUid'), response: Ok },
    answer: 'ok',
    fallback: false,
  },
  'staging.history': { extension: true, method: 'GET', path: 'staging/history/', schemas: { query: uidQuery('stagingRoomUid'), response: History }, answer: 'list' },
});

export const STAGING_ROOMS = entity({
  key: 'stagingRooms',
  noun: { one: 'Staging room', many: 'Staging rooms' },
  list: STAGING_ENDPOINTS['staging.all'],
  create: STAGING_ENDPOINTS['staging.create'],
  update: STAGING_ENDPOINTS['staging.update'],
  remove: STAGING_ENDPOINTS['staging.delete'],
  history: STAGING_ENDPOINTS['staging.history'],
});
