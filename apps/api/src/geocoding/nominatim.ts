import type { GeocodingResult } from '@rescue-admin/api-contract';
import { HttpError } from '../http/errors';
import type { Geocoder } from './geocoder';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name?: string;
}

/**
 * Street-level geocoding through a Nominatim-compatible service (GEOCODER=nominatim,
 * GEOCODER_URL). The public instance allows one request per second and wants a User-Agent;
 * point GEOCODER_URL at your own instance for real use.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async geocode(search: string): Promise<GeocodingResult | null> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({ q: search, format: 'jsonv2', limit: '1', countrycodes: 'de', addressdetails: '0' }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json', 'Accept-Language': 'de' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new HttpError(502, `Geocoding service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new HttpError(502, `Geocoding service answered ${response.status}`);
    const [place] = (await response.json()) as NominatimPlace[];
    if (!place) return null;
    const lat = Number(place.lat);
    const lon = Number(place.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) throw new HttpError(502, 'Geocoding service answered without coordinates');
    return { lat, lon, ...(place.display_name ? { label: place.display_name } : {}) };
  }
}
