import { endpoints, entity } from '../call';
import type { DisplayType, QUALIFICATION_SCHEMAS } from '../areas/qualifications';

/** SPEC §4: a qualification is PRIMARY unless chosen otherwise. */
export const DISPLAY_TYPES = ['PRIMARY', 'SECONDARY'] as const;
export const DEFAULT_DISPLAY_TYPE: DisplayType = 'PRIMARY';

/** SPEC §7/§8: qualification calls reject on an unexpected status; only the qualification list falls back to []. */
export const QUALIFICATION_ENDPOINTS = endpoints<typeof QUALIFICATION_SCHEMAS>()('base', {
  'qualification.all': { method: 'GET', path: 'qualification/', answer: 'list', fallback: [] },
  'qualification.groups': { method: 'GET', path: 'qualification/group/', answer: 'list' },
  'qualification.createGroup': { method: 'POST', path: 'qualification/group/', body: true, answer: 'uid', idempotent: true },
  'qualification.create': { method: 'POST', path: 'qualification/', body: true, answer: 'uid', idempotent: true },
  'qualification.update': { method: 'POST', path: 'qualification/update/', body: true, answer: 'stored' },
  'qualification.history': { extension: true, method: 'GET', path: 'qualification/history/', query: 'qualificationUid', answer: 'list' },
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
