import type { GeocodingResult } from '@rescue-admin/api-contract';
import { HttpError } from '../http/errors';
import type { Geocoder } from './geocoder';

/** 502 with a code the client can name in German ("the address service failed"), never a 500. */
const badGateway = (message: string) => new HttpError(502, message, undefined, 'bad_gateway');

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name?: string;
}

/**
 * Requests waiting for or talking to the service at most. At one per second the last of them
 * answers within about ten seconds, well inside a request's 30 s; more callers than that would
 * only wait for a time-out, and an unbounded queue would hold every one of them in memory.
 */
export const NOMINATIM_MAX_PENDING = 10;

/**
 * Street-level geocoding through a Nominatim-compatible service (GEOCODER=nominatim,
 * GEOCODER_URL). The public instance allows one request per second and wants a User-Agent:
 * requests are spaced `minIntervalMs` apart (one after the other, never in parallel), and at
 * most `maxPending` wait or run at once — one more answers 503 `unavailable` with Retry-After
 * at once. Point GEOCODER_URL at your own instance for real use. Wrap it in a CachingGeocoder.
 */
export class NominatimGeocoder implements Geocoder {
  /** When the next request may start; requests queue behind each other. */
  private queue: Promise<unknown> = Promise.resolve();
  private nextAt = 0;
  /** Requests queued or under way. */
  private pending = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly timeoutMs = 5_000,
    private readonly minIntervalMs = 1_000,
    private readonly maxPending = NOMINATIM_MAX_PENDING,
  ) {}

  geocode(search: string): Promise<GeocodingResult | null> {
    if (this.pending >= this.maxPending) {
      // The queue drains one request per interval (and each may take up to its time-out).
      const retryAfter = Math.max(1, Math.ceil((this.pending * this.minIntervalMs) / 1000));
      return Promise.reject(new HttpError(503, 'The address service is busy; try again shortly', undefined, 'unavailable', undefined, retryAfter));
    }
    this.pending += 1;
    const turn = this.queue.then(async () => {
      const wait = this.nextAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      this.nextAt = Date.now() + this.minIntervalMs;
      return this.ask(search);
    });
    const settled = turn.finally(() => {
      this.pending -= 1;
    });
    this.queue = settled.catch(() => undefined);
    return settled;
  }

  private async ask(search: string): Promise<GeocodingResult | null> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({ q: search, format: 'jsonv2', limit: '1', countrycodes: 'de', addressdetails: '0' }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': this.userAgent, Accept: 'application/json', 'Accept-Language': 'de' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw badGateway(`Geocoding service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw badGateway(`Geocoding service answered ${response.status}`);
    let places: unknown;
    try {
      places = await response.json();
    } catch {
      throw badGateway('Geocoding service answered with something that is not JSON');
    }
    if (!Array.isArray(places)) throw badGateway('Geocoding service answered without a list of places');
    const place = places[0] as NominatimPlace | undefined;
    if (!place) return null;
    const lat = Number(place.lat);
    const lon = Number(place.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) throw badGateway('Geocoding service answered without coordinates');
    return { lat, lon, ...(typeof place.display_name === 'string' ? { label: place.display_name.slice(0, 500) } : {}) };
  }
}
