import { ENDPOINT_SCHEMAS, ENDPOINTS, type EndpointDef, type EndpointName, type EndpointSchemas } from '@rescue-admin/api-contract';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyGazetteerGeocoder } from './geocoding/gazetteer';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type DeleteName, type TestApi } from './test/test-api';

let api: TestApi;
let cacheDir: string;
beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'api-gazetteer-'));
  api = await createTestApi({ geocoder: lazyGazetteerGeocoder(join(cacheDir, 'de.json')) });
});
afterAll(async () => {
  await api.close();
  await rm(cacheDir, { recursive: true, force: true });
});

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function dateStrings(value: unknown, key = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item) => dateStrings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => dateStrings(v, k));
  // A grant's reach ('all', 'customer', 'self') is named by its action: `update` there is no date.
  const reach = typeof value === 'string' && ['all', 'customer', 'self'].includes(value) && key === 'update';
  return /date|update|synced/i.test(key) && value !== null && !reach ? [[key, value]] : [];
}

const isDelete = (name: EndpointName): name is DeleteName => name.endsWith('.delete');

describe('every endpoint, called as the contract describes', () => {
  // In table order: reads, creates and updates run before the deletes that could disturb them.
  // The event stream stays open: it is called over a socket instead (live/live-events.test.ts).
  it.each((Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => !(ENDPOINTS[name] as EndpointDef).eventStream))('%s answers its success status with a body the contract accepts', async (name) => {
    const sample = VALID_REQUESTS[name];
    // A delete names the record's version as it is now: the sample update before it may have changed it.
    const request =
      name === 'invitation.check' || name === 'invitation.accept' || name === 'mailChange.confirm'
        ? await api.publicRequest(name)
        : isDelete(name)
          ? { query: { ...sample.query, ...(await api.readAt(name, Object.values(sample.query ?? {})[0] as string)) } }
          : sample;
    const response = await api.call(name, request);

    expect(response.statusCode, response.body).toBe(ENDPOINTS[name].success);
    if (response.statusCode === 204) {
      expect(response.body).toBe('');
      return;
    }
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
    const body: unknown = response.json();
    expect(schemas.response.safeParse(body).error).toBeUndefined();
    // Dates travel as ISO date-time strings, which the client revives into Date values.
    for (const [key, value] of dateStrings(body)) expect(value, key).toMatch(ISO_DATE_TIME);
  });
});
