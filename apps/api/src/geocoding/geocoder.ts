import type { GeocodingResult } from '@rescue-admin/api-contract';

/** Turns the address form's search string into coordinates; null when the place is unknown (→ 404). */
export interface Geocoder {
  geocode(search: string): Promise<GeocodingResult | null>;
}

export interface AddressSearch {
  /** "Hauptstraße 1" — whatever stands before the comma, if anything. */
  street: string;
  zip: string;
  city: string;
}

/**
 * Splits the client's "<street> <number>, <zip> <city>" (SPEC §7). Tolerant: a missing comma,
 * zip or street still yields the city when one can be told apart.
 */
export function parseAddressSearch(search: string): AddressSearch {
  const text = search.trim().replace(/\s+/g, ' ');
  const comma = text.lastIndexOf(',');
  const street = comma >= 0 ? text.slice(0, comma).trim() : '';
  const place = comma >= 0 ? text.slice(comma + 1).trim() : text;
  const match = /^(?:(\d{4,5})\s*)?(.*?)(?:\s*(\d{4,5}))?$/.exec(place);
  const zip = match?.[1] ?? match?.[3] ?? '';
  const city = (match?.[2] ?? place).trim();
  if (comma < 0 && !match?.[1]) {
    // No comma and no leading zip: "Musterweg 3 99084 Erfurt" — take what follows the zip, if any.
    const inner = /\b(\d{5})\s+(\D.*)$/.exec(text);
    if (inner) return { street: text.slice(0, inner.index).trim(), zip: inner[1], city: inner[2].trim() };
  }
  return { street, zip, city };
}

/**
 * Remembers answers (found and not found) for `ttlMs`, at most `maxEntries` searches, oldest out
 * first: a staging-room form asks for the same address again and again, and a public geocoder
 * must not be asked more than needed. Failures are not remembered.
 */
export class CachingGeocoder implements Geocoder {
  private readonly entries = new Map<string, { result: GeocodingResult | null; until: number }>();

  constructor(
    private readonly inner: Geocoder,
    private readonly ttlMs = 24 * 3_600_000,
    private readonly maxEntries = 5_000,
    private readonly clock: () => number = Date.now,
  ) {}

  async geocode(search: string): Promise<GeocodingResult | null> {
    const key = search.trim().replace(/\s+/g, ' ').toLowerCase();
    const hit = this.entries.get(key);
    if (hit && hit.until > this.clock()) return hit.result;
    const result = await this.inner.geocode(search);
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { result, until: this.clock() + this.ttlMs });
    return result;
  }
}
