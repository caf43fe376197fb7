import { endpoints } from '../call';
import type { GEOCODING_SCHEMAS } from '../areas/geocoding';

/** SPEC §8: rejects on any answer but 200 (the form then says the address was not found). A lookup: offline it fails at once. */
export const GEOCODING_ENDPOINTS = endpoints<typeof GEOCODING_SCHEMAS>()('base', {
  'geocoding.search': { method: 'GET', path: 'geocoding/', query: 'search', answer: 'record', networkMode: 'always' },
});
