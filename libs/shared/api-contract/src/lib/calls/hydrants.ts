import { endpoints, entity } from '../call';
import type { Durchmesser, HYDRANT_SCHEMAS, HydrantType, VerteilerLeitung } from '../areas/hydrants';

/** SPEC §4: hydrant enumerations with their defaults (the first value is not necessarily the default). */
export const DURCHMESSER = ['MM_300', 'MM_150'] as const;
export const DEFAULT_DURCHMESSER: Durchmesser = 'MM_300';
export const HYDRANT_TYPES = ['UEBERFLURHYDRANT', 'UNTERFLURHYDRANT', 'NONE'] as const;
export const DEFAULT_HYDRANT_TYPE: HydrantType = 'NONE';
export const VERTEILER_LEITUNGEN = ['RINGLEITUNG', 'STICHLEITUNG', 'NONE'] as const;
export const DEFAULT_VERTEILER_LEITUNG: VerteilerLeitung = 'NONE';

export const HYDRANT_ENDPOINTS = endpoints<typeof HYDRANT_SCHEMAS>()('base', {
  'hydrant.all': { method: 'GET', path: 'hydrant/all/', answer: 'list', fallback: [] },
  'hydrant.create': { method: 'POST', path: 'hydrant/', body: true, answer: 'uid', idempotent: true, fallback: '' },
  /** SPEC §7: POST /hydrant/update/ takes the payload {hydrant}. */
  'hydrant.update': { method: 'POST', path: 'hydrant/update/', body: true, answer: 'stored', fallback: false, wrap: 'hydrant' },
  'hydrant.delete': { method: 'GET', path: 'hydrant/delete/', query: 'hydrantUid', answer: 'ok', fallback: false },
  'hydrant.history': { extension: true, method: 'GET', path: 'hydrant/history/', query: 'hydrantUid', answer: 'list' },
  /** Not in SPEC §7: the CSV import's batches (see BULK_LIMIT). */
  'hydrant.bulkCreate': { extension: true, method: 'POST', path: 'hydrant/bulk/', body: true, answer: 'record', idempotent: true },
});

export const HYDRANTS = entity({
  key: 'hydrants',
  noun: { one: 'Hydrant', many: 'Hydrants' },
  list: HYDRANT_ENDPOINTS['hydrant.all'],
  create: HYDRANT_ENDPOINTS['hydrant.create'],
  update: HYDRANT_ENDPOINTS['hydrant.update'],
  remove: HYDRANT_ENDPOINTS['hydrant.delete'],
  history: HYDRANT_ENDPOINTS['hydrant.history'],
});
