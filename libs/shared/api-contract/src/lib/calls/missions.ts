import { endpoints, entity } from '../call';
import type { MISSION_SCHEMAS } from '../areas/missions';

/** Mission service: the spec shows none of its calls; these are the two the header needs. */
export const MISSION_ENDPOINTS = endpoints<typeof MISSION_SCHEMAS>()('mission', {
  'mission.active': { extension: true, method: 'GET', path: 'active/', query: 'customerUid', answer: 'list', fallback: [] },
  /** A training mission is wanted now or not at all: offline it fails at once instead of waiting. */
  'mission.generate': {
    extension: true,
    method: 'POST',
    path: 'generate/',
    success: 201,
    body: true,
    answer: 'record',
    idempotent: true,
    fallback: null,
    networkMode: 'always',
    message: 'Mission could not be generated',
  },
});

export const MISSIONS = entity({ key: 'missions', noun: { one: 'Mission', many: 'Active missions' }, list: MISSION_ENDPOINTS['mission.active'], create: MISSION_ENDPOINTS['mission.generate'] });
