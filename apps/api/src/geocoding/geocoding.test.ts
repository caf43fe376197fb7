import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GazetteerGeocoder, loadGermanPlaces } from './gazetteer';
import { CachingGeocoder, parseAddressSearch } from './geocoder';
import { ApiErrorBody } from '@rescue-admin/api-contract';
import { createTestApi } from '../test/test-api';
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
      if (query.q.includes('Kaputt')) return reply.type('application/json').send('<html>oops');
      if (query.q.includes('Schief')) return { not: 'a list' };
      if (query.q.includes('Daneben')) return [{ lat: '999', lon: 'x' }];
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
    await expect(new NominatimGeocoder(url, 'test', 5_000, 0).geocode('Fehler 1')).rejects.toMatchObject({ statusCode: 502, code: 'bad_gateway' });
  });

  it.each(['Kaputt 1', 'Schief 1', 'Daneben 1'])('turns a malformed answer (%s) into a 502, never a 500', async (search) => {
    await expect(new NominatimGeocoder(url, 'test', 5_000, 0).geocode(search)).rejects.toMatchObject({ statusCode: 502, code: 'bad_gateway' });
  });

  it('keeps one request per second to the service, one after the other', async () => {
    const geocoder = new NominatimGeocoder(url, 'test', 5_000, 300);
    const before = seen.length;
    const started = Date.now();
    await Promise.all(['Anger 1, Erfurt', 'Anger 2, Erfurt', 'Anger 3, Erfurt'].map((search) => geocoder.geocode(search)));
    expect(seen.length - before).toBe(3);
    // Three requests 300 ms apart: the third starts no earlier than 600 ms after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
  });
});

describe('given a slow Nominatim and more address searches than its queue holds', () => {
  it('answers the searches beyond the bound 503 unavailable with Retry-After at once, and the queued ones once the service answers', async () => {
    const upstream = Fastify();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    upstream.get('/search', async () => {
      asked += 1;
      await released;
      return [{ lat: '50.9787', lon: '11.0328', display_name: 'Anger 1, Erfurt' }];
    });
    const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
    const api = await createTestApi({ geocoder: new NominatimGeocoder(url, 'test', 10_000, 0, 2) });
    try {
      const search = (n: number) => api.call('geocoding.search', { query: { search: `Anger ${n}, 99084 Erfurt` } });
      const queued = [search(1), search(2)];
      await expect.poll(() => asked).toBe(1);
      const refused = await search(3);
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(ApiErrorBody.parse(refused.json())).toMatchObject({ statusCode: 503, code: 'unavailable' });
      release();
      expect((await Promise.all(queued)).map((answer) => answer.statusCode)).toEqual([200, 200]);
      // Room again once the queue has drained.
      expect((await search(4)).statusCode).toBe(200);
    } finally {
      release();
      await api.close();
      await upstream.close();
    }
  });
});

describe('CachingGeocoder', () => {
  it('asks once per address (case and spaces ignored), also for "not found", and not for a failure', async () => {
    const asked: string[] = [];
    let fail = true;
    const geocoder = new CachingGeocoder({
      geocode: async (search) => {
        asked.push(search);
        if (search.includes('Fehler') && fail) throw new Error('down');
        return search.includes('Nirgendwo') ? null : { lat: 51, lon: 10 };
      },
    });
    expect(await geocoder.geocode('Anger 1, 99084 Erfurt')).toEqual({ lat: 51, lon: 10 });
    expect(await geocoder.geocode('anger 1,  99084 erfurt')).toEqual({ lat: 51, lon: 10 });
    expect(await geocoder.geocode('Nirgendwo 1')).toBeNull();
    expect(await geocoder.geocode('Nirgendwo 1')).toBeNull();
    await expect(geocoder.geocode('Fehler 1')).rejects.toThrow('down');
    fail = false;
    expect(await geocoder.geocode('Fehler 1')).toEqual({ lat: 51, lon: 10 });
    expect(asked).toEqual(['Anger 1, 99084 Erfurt', 'Nirgendwo 1', 'Fehler 1', 'Fehler 1']);
  });
});
