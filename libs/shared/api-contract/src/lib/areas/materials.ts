import { z } from 'zod';
import { History, Ok, deleteByLastUpdate, endpoints, entity, uidQuery } from '../endpoint';
import { DateValue, Uid, requiredText } from '../primitives';
import { BULK_LIMIT, BulkCreated } from '../bulk';

export const Material = z.object({
  uid: Uid,
  createDate: DateValue,
  lastUpdate: DateValue,
  /** Not marked required in the form (SPEC §5), but an empty name is rejected: a material must be pickable. */
  name: requiredText(),
});
export type Material = z.infer<typeof Material>;

export const MaterialCreate = Material.pick({ name: true });
export type MaterialCreate = z.infer<typeof MaterialCreate>;
export const MaterialUpdate = Material.pick({ uid: true, name: true }).extend({ lastUpdate: DateValue });
export type MaterialUpdate = z.infer<typeof MaterialUpdate>;
export const MaterialBulkCreate = z.object({ materials: z.array(MaterialCreate).min(1).max(BULK_LIMIT) });
export type MaterialBulkCreate = z.infer<typeof MaterialBulkCreate>;

export const newMaterial = (): MaterialCreate => ({ name: '' });

/** SPEC §7/§8: material calls reject on an unexpected status — create expects 201 (and answers the material), update and delete 200. */
export const MATERIAL_ENDPOINTS = endpoints('base', {
  'material.all': { method: 'GET', path: 'material/all/', schemas: { response: z.array(Material) }, answer: 'list', fallback: [] },
  'material.create': {
    expects: 201,
    method: 'POST',
    path: 'material/',
    success: 201,
    schemas: { body: MaterialCreate, response: Material },
    answer: 'record',
    idempotent: true,
  },
  'material.update': { expects: 200, method: 'POST', path: 'material/update/', schemas: { body: MaterialUpdate, response: Material }, answer: 'stored' },
  /** SPEC §7: a POST with the query uid. */
  'material.delete': { expects: 200, method: 'POST', path: 'material/delete/', schemas: { query: deleteByLastUpdate('uid'), response: Ok }, answer: 'ok' },
  'material.history': { extension: true, method: 'GET', path: 'material/history/', schemas: { query: uidQuery('uid'), response: History }, answer: 'list' },
  'material.bulkCreate': {
    extension: true,
    method: 'POST',
    path: 'material/bulk/',
    schemas: { body: MaterialBulkCreate, response: BulkCreated },
    answer: 'record',
    idempotent: true,
  },
});

export const MATERIALS = entity({
  key: 'materials',
  noun: { one: 'Material', many: 'Materials' },
  list: MATERIAL_ENDPOINTS['material.all'],
  create: MATERIAL_ENDPOINTS['material.create'],
  update: MATERIAL_ENDPOINTS['material.update'],
  remove: MATERIAL_ENDPOINTS['material.delete'],
  history: MATERIAL_ENDPOINTS['material.history'],
});
