import { z } from 'zod';
import type { Address } from '../address';
import type { EndpointSchemas } from '../call';
import { Latitude, Longitude } from '../primitives';

/** Geocoding answer (SPEC §7). */
export const GeocodingResult = z.object({
  lat: Latitude,
  lon: Longitude,
  /** What the provider matched, for display ("Musterstadt, 12345"). */
  label: z.string().optional(),
});
export type GeocodingResult = z.infer<typeof GeocodingResult>;

/** GET /geocoding/?search=: "<street> <number>, <zip> <city>". */
export const GeocodingQuery = z.object({ search: z.string().trim().min(1).max(500) });
export type GeocodingQuery = z.infer<typeof GeocodingQuery>;

/** SPEC §7: the search text of an address, "street number, zip city". */
export function geocodingSearch({ street, number, zip, city }: Pick<Address, 'street' | 'number' | 'zip' | 'city'>): string {
  return `${street.trim()} ${number.trim()}, ${zip.trim()} ${city.trim()}`;
}

/** The schemas of the geocoding call (calls/geocoding.ts). */
export const GEOCODING_SCHEMAS = {
  'geocoding.search': { query: GeocodingQuery, response: GeocodingResult },
} satisfies Record<string, EndpointSchemas>;
