import { endpoints, entity } from '../call';
import type { MATERIAL_SCHEMAS } from '../areas/materials';

/** SPEC §7/§8: material calls reject on an unexpected status — create expects 201 (and answers the material), update and delete 200. */
export const MATERIAL_ENDPOINTS = endpoints<typeof MATERIAL_SCHEMAS>()('base', {
  'material.all': { method: 'GET', path: 'material/all/', answer: 'list', fallback: [] },
  'material.create': { expects: 201, method: 'POST', path: 'material/', success: 201, body: true, answer: 'record', idempotent: true },
  'material.update': { expects: 200, method: 'POST', path: 'material/update/', body: true, answer: 'stored' },
  /** SPEC §7: a POST with the query uid. */
  'material.delete': { expects: 200, method: 'POST', path: 'material/delete/', query: 'uid', answer: 'ok' },
  'material.history': { extension: true, method: 'GET', path: 'material/history/', query: 'uid', answer: 'list' },
  'material.bulkCreate': { extension: true, method: 'POST', path: 'material/bulk/', body: true, answer: 'record', idempotent: true },
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
