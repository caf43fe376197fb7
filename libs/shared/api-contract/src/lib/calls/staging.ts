import { endpoints, entity } from '../call';
import type { STAGING_SCHEMAS, StagingStatus } from '../areas/staging';

/** SPEC §4: the only staging room status. */
export const STAGING_STATUS = ['ACTIVE'] as const;
export const DEFAULT_STAGING_STATUS: StagingStatus = 'ACTIVE';

export const STAGING_ENDPOINTS = endpoints<typeof STAGING_SCHEMAS>()('base', {
  'staging.all': { method: 'GET', path: 'staging/all/', answer: 'list', fallback: [] },
  'staging.create': { method: 'POST', path: 'staging/', body: true, answer: 'uid', idempotent: true, fallback: '' },
  'staging.update': { method: 'POST', path: 'staging/update/', body: true, answer: 'stored', fallback: false },
  'staging.delete': { method: 'GET', path: 'staging/delete/', query: 'stagingRoomUid', answer: 'ok', fallback: false },
  'staging.history': { extension: true, method: 'GET', path: 'staging/history/', query: 'stagingRoomUid', answer: 'list' },
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
