import { z } from 'zod';
import { CreatedUid, History, Version, endpoints, entity, uidQuery } from '../endpoint';
import { NonNegativeInt, Uid, requiredText } from '../primitives';

/** SPEC §4: a qualification is PRIMARY unless chosen otherwise. */
export const DISPLAY_TYPES = ['PRIMARY', 'SECONDARY'] as const;
export const DisplayType = z.enum(DISPLAY_TYPES);
export type DisplayType = z.infer<typeof DisplayType>;
export const DEFAULT_DISPLAY_TYPE: DisplayType = 'PRIMARY';

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

/** SPEC §7/§8: qualification calls reject on an unexpected status; only the qualification list falls back to []. */
export const QUALIFICATION_ENDPOINTS = endpoints('base', {
  'qualification.all': { method: 'GET', path: 'qualification/', schemas: { response: z.array(Qualification) }, answer: 'list', fallback: [] },
  'qualification.groups': { method: 'GET', path: 'qualification/group/', schemas: { response: z.array(QualificationGroup) }, answer: 'list' },
  'qualification.createGroup': {
    method: 'POST',
    path: 'qualification/group/',
    schemas: { body: QualificationGroupCreate, response: CreatedUid },
    answer: 'uid',
    idempotent: true,
  },
  'qualification.create': {
    method: 'POST',
    path: 'qualification/',
    schemas: { body: QualificationCreate, response: CreatedUid },
    answer: 'uid',
    idempotent: true,
  },
  'qualification.update': { method: 'POST', path: 'qualification/update/', schemas: { body: QualificationUpdate, response: Qualification }, answer: 'stored' },
  'qualification.history': {
    extension: true,
    method: 'GET',
    path: 'qualification/history/',
    schemas: { query: uidQuery('qualificationUid'), response: History },
    answer: 'list',
  },
});

export const QUALIFICATIONS = entity({
  key: 'qualifications',
  noun: { one: 'Qualification', many: 'Qualifications' },
  list: QUALIFICATION_ENDPOINTS['qualification.all'],
  create: QUALIFICATION_ENDPOINTS['qualification.create'],
  update: QUALIFICATION_ENDPOINTS['qualification.update'],
  history: QUALIFICATION_ENDPOINTS['qualification.history'],
});

export const QUALIFICATION_GROUPS = entity({
  key: 'qualificationGroups',
  noun: { one: 'Qualification group', many: 'Qualification groups' },
  list: QUALIFICATION_ENDPOINTS['qualification.groups'],
  create: QUALIFICATION_ENDPOINTS['qualification.createGroup'],
});
