import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GazetteerGeocoder, loadGermanPlaces } from './gazetteer';
import { parseAddressSearch } from './geocoder';
import { NominatimGeocoder } from './nominatim';

describe('parseAddressSearch', () => {
  it.each([
    ['Hauptstraße 1, 80331 München', { street: 'Hauptstraße 1', zip: '80331', city: 'München' }],
    ['Am Anger 12a,99084 Erfurt', { street: 'Am Anger 12a', zip: '99084', city: 'Erfurt' }],
    ['Bahnhofstr. 3, Halle (Saale)', { street: 'Bahnhofstr. 3', zip: '', city: 'Halle (Saale)' }],
    ['Musterweg 3 99084 Erfurt', { street: 'Musterweg 3', zip: '99084', city: 'Erfurt' }],
    ['Leipzig', { street: '', zip: '', city: 'Leipzig' }],
  ])('splits %j', (search, expected) => {
    expect(parseAddressSearch(search)).toEqual(expected);
  });
});

describe('GazetteerGeocoder over the installed GeoNames list', () => {
  let dir: string;
  let geocoder: GazetteerGeocoder;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-gazetteer-'));
    geocoder = new GazetteerGeocoder(await loadGermanPlaces(join(dir, 'de.json')));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps only Germany in its cache file', async () => {
    expect(existsSync(join(dir, 'de.json'))).toBe(true);
    const places = await loadGermanPlaces(join(dir, 'de.json'));
    expect(places.length).toBeGreaterThan(5_000);
    expect(places.every(([, lat, lon]) => lat > 47 && lat < 55.2 && lon > 5.8 && lon < 15.1)).toBe(true);
  });

  it.each(['Marienplatz 1, 80331 München', 'Marienplatz 1, 80331 Muenchen', 'marienplatz 1, 80331 MÜNCHEN'])('finds Munich for %j', async (search) => {
    const result = await geocoder.geocode(search);
    expect(result?.lat).toBeCloseTo(48.14, 1);
    expect(result?.lon).toBeCloseTo(11.58, 1);
    expect(result?.label).toBe('80331 München');
  });

  it.each([
    ['Anger 1, 99084 Erfurt', 50.98, 11.03],
    ['Domplatz 1, 50667 Köln', 50.94, 6.96],
    ['Zeil 1, 60313 Frankfurt', 50.11, 8.68],
    ['Markt 1, 06108 Halle (Saale)', 51.48, 11.97],
    ['Hauptmarkt 1, 90403 Nuernberg', 49.45, 11.07],
    ['Am Markt 1, 28195 Bremen', 53.08, 8.8],
  ])('finds %j', async (search, lat, lon) => {
    const result = await geocoder.geocode(search);
    expect(result?.lat).toBeCloseTo(lat, 1);
    expect(result?.lon).toBeCloseTo(lon, 1);
  });

  it('answers null for a place that is not in Germany’s list', async () => {
    expect(await geocoder.geocode('Hauptstraße 1, 12345 Musterstadt')).toBeNull();
    expect(await geocoder.geocode('Rue de Rivoli 1, 75001 Paris')).toBeNull();
  });
});

describe('NominatimGeocoder against a Nominatim-compatible server', () => {
  let server: FastifyInstance;
  let url: string;
  const seen: Record<string, string>[] = [];
  beforeAll(async () => {
    server = Fastify();
    server.get('/search', async (request, reply) => {
      const query = request.query as Record<string, string>;
      seen.push({ ...query, 'user-agent': String(request.headers['user-agent']) });
      if (query.q.includes('Fehler')) return reply.code(503).send('overloaded');
      if (query.q.includes('Nirgendwo')) return [];
      return [{ lat: '50.9787', lon: '11.0328', display_name: 'Anger 1, Erfurt, Thüringen, 99084, Deutschland' }];
    });
    url = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('asks for one German result in JSON with its User-Agent and returns the coordinates', async () => {
    const geocoder = new NominatimGeocoder(url, 'rescue-admin-test');
    expect(await geocoder.geocode('Anger 1, 99084 Erfurt')).toEqual({ lat: 50.9787, lon: 11.0328, label: 'Anger 1, Erfurt, Thüringen, 99084, Deutschland' });
    expect(seen.at(-1)).toMatchObject({ q: 'Anger 1, 99084 Erfurt', format: 'jsonv2', limit: '1', countrycodes: 'de', 'user-agent': 'rescue-admin-test' });
  });

  it('answers null when nothing matches', async () => {
    expect(await new NominatimGeocoder(url, 'test').geocode('Nirgendwo 1, 00000 Nirgendwo')).toBeNull();
  });

  it('turns a failing service into a 502', async () => {
    await expect(new NominatimGeocoder(url, 'test').geocode('Fehler 1')).rejects.toMatchObject({ statusCode: 502 });
  });
});
