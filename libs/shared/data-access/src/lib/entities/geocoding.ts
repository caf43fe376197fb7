import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Address, type GeocodingResult } from '@rescue-admin/api-contract';
import { sendForRecord } from '../http/request';
import { readyClient } from '../query/client-registry';
import type { MutationHookOptions } from '../query/query-client';

export type GeocodingAddress = Pick<Address, 'street' | 'number' | 'zip' | 'city'>;

/** SPEC §7: "street number, zip city". */
export function geocodingSearch({ street, number, zip, city }: GeocodingAddress): string {
  return `${street.trim()} ${number.trim()}, ${zip.trim()} ${city.trim()}`;
}

/** SPEC §8: rejects on any answer but 200 (the form then says the address was not found). */
export function geocodeAddress(client: KyInstance | null, address: GeocodingAddress, signal?: AbortSignal): Promise<GeocodingResult> {
  return sendForRecord<GeocodingResult>(client, 'geocoding.search', { searchParams: { [QUERY.search]: geocodingSearch(address) }, signal });
}

/**
 * Looks up coordinates for an address on demand (a button in the address form). The form shows
 * its own "not found" message, so the shell adds no notice.
 */
export function useGeocode(options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation<GeocodingResult, Error, GeocodingAddress>({
    mutationKey: ['geocoding'],
    mutationFn: async (address) => geocodeAddress(await readyClient(queryClient, 'base'), address),
    meta: { errorHandledLocally: true, ...options.meta },
    // A lookup, not a change: offline it fails at once ("no connection") instead of waiting to be sent.
    networkMode: 'always',
  });
}
