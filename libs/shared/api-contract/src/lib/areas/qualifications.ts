import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { DEFAULT_DISPLAY_TYPE, DISPLAY_TYPES } from '../calls/qualifications';
import { CreatedUid, History, Version, uidQuery } from '../endpoint';
import { NonNegativeInt, Uid, requiredText } from '../primitives';

/** SPEC §4: a qualification is PRIMARY unless chosen otherwise (calls/qualifications.ts). */
export const DisplayType = z.enum(DISPLAY_TYPES);
export type DisplayType = z.infer<typeof DisplayType>;

export const QualificationGroup = z.object({
  uid: Uid,
  name: requiredText(),
  allowedAmount: NonNegativeInt,
  version: Version,
});
export type QualificationGroup = z.infer<typeof QualificationGroup>;

export const Qualification = z.object({
  uid: Uid,
  name: requiredText(),
  /** null: the qualification belongs to no group. */
  groupId: Uid.nullable(),
  displayType: DisplayType,
  version: Version,
});
export type Qualification = z.infer<typeof Qualification>;

export const QualificationGroupCreate = QualificationGroup.omit({ uid: true, version: true });
export type QualificationGroupCreate = z.infer<typeof QualificationGroupCreate>;
/**
 * SPEC §4: "A new group can also be created together with the qualification." When `newGroup` is
 * given, the server creates that group and assigns it in the same transaction (`groupId` is then
 * ignored), so a failed save leaves no orphan group behind.
 */
const withNewGroup = { newGroup: QualificationGroupCreate.optional() };
export const QualificationCreate = Qualification.omit({ uid: true, version: true }).extend(withNewGroup);
export type QualificationCreate = z.infer<typeof QualificationCreate>;
export const QualificationUpdate = Qualification.extend(withNewGroup).extend({ version: Version });
export type QualificationUpdate = z.infer<typeof QualificationUpdate>;

export const newQualification = (): QualificationCreate => ({ name: '', groupId: null, displayType: DEFAULT_DISPLAY_TYPE });
export const newQualificationGroup = (): QualificationGroupCreate => ({ name: '', allowedAmount: 0 });

/** The schemas of the qualification calls (calls/qualifications.ts). */
export const QUALIFICATION_SCHEMAS = {
  'qualification.all': { response: z.array(Qualification) },
  'qualification.groups': { response: z.array(QualificationGroup) },
  'qualification.createGroup': { body: QualificationGroupCreate, response: CreatedUid },
  'qualification.create': { body: QualificationCreate, response: CreatedUid },
  'qualification.update': { body: QualificationUpdate, response: Qualification },
  'qualification.history': { query: uidQuery('qualificationUid'), response: History },
} satisfies Record<string, EndpointSchemas>;
