import { z } from 'zod';
import { endpoints, entity, uidQuery } from '../endpoint';
import { DateValue, Uid, requiredText } from '../primitives';

/**
 * Mission: the spec does not show its shape. This is the minimum the header needs: a training
 * mission generated for a customer, listed in the mission switcher while active.
 */
export const Mission = z.object({
  uid: Uid,
  name: requiredText(),
  customerUid: Uid,
  createDate: DateValue,
  active: z.boolean(),
});
export type Mission = z.infer<typeof Mission>;

export const MissionGenerate = z.object({ customerUid: Uid });
export type MissionGenerate = z.infer<typeof MissionGenerate>;

/** Mission service: the spec shows none of its calls; these are the two the header needs. */
export const MISSION_ENDPOINTS = endpoints('mission', {
  'mission.active': { extension: true, method: 'GET', path: 'active/', schemas: { query: uidQuery('customerUid'), response: z.array(Mission) }, answer: 'list', fallback: [] },
  /** A training mission is wanted now or not at all: offline it fails at once instead of waiting. */
  'mission.generate': {
    extension: true,
    method: 'POST',
    path: 'generate/',
    success: 201,
    schemas: { body: MissionGenerate, response: Mission },
    answer: 'record',
    idempotent: true,
    fallback: null,
    networkMode: 'always',
    message: 'Mission could not be generated',
  },
});

export const MISSIONS = entity({ key: 'missions', noun: { one: 'Mission', many: 'Active missions' }, list: MISSION_ENDPOINTS['mission.active'], create: MISSION_ENDPOINTS['mission.generate'] });
