import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { uidQuery } from '../endpoint';
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

/** The schemas of the mission calls (calls/missions.ts). */
export const MISSION_SCHEMAS = {
  'mission.active': { query: uidQuery('customerUid'), response: z.array(Mission) },
  'mission.generate': { body: MissionGenerate, response: Mission },
} satisfies Record<string, EndpointSchemas>;
