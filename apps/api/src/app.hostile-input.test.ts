import { ApiErrorBody, ENDPOINT_SCHEMAS, ENDPOINTS, type EndpointName, type EndpointSchemas } from '@rescue-admin/api-contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

/**
 * Property-based hostile input (CONVENTIONS 19): for every write endpoint, random and hostile
 * bodies and queries. Whatever arrives, the API answers below 500; a 4xx leaves the database
 * exactly as it was; a 400 names fields; and a 2xx happens only for input the contract accepts.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const WRITES = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => ENDPOINTS[name].method === 'POST' || name.endsWith('.delete'));

const SQL_FRAGMENTS = ["'; DROP TABLE users; --", '1 OR 1=1', "Robert'); DELETE FROM hydrants; --", '$1', '\\x00', "E'\\\\x'"];
const hostileString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...SQL_FRAGMENTS),
  fc.constantFrom('2026-01-01T00:00Z', '2024-02-29T23:59:59.123+01:00', '1970-01-01T00:00:00Z'),
  fc.constantFrom('\u0000', 'a\u0000b', '\u001b[2J', 'zeile\nzwei', '\u202eevil', '\ud800'),
  fc.integer({ min: 190, max: 5_000 }).map((length) => 'x'.repeat(length)),
  fc.constant(''),
  fc.constant('   '),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A body sent exactly as written (for keys no object can carry through JSON.stringify). */
class RawJson {
  constructor(readonly text: string) {}
}

/** Every path to a value inside a sample body (objects and arrays), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** A hostile variant of the endpoint's valid sample request. */
function hostileRequest(name: EndpointName): fc.Arbitrary<{ body?: unknown; query?: Record<string, string> }> {
  const sample = VALID_REQUESTS[name];
  const variants: fc.Arbitrary<{ body?: unknown; query?: Record<string, string> }>[] = [];
  if (sample.body !== undefined) {
    const paths = pathsOf(sample.body);
    if (paths.length > 0) {
      // One field replaced by something hostile, or removed.
      variants.push(
        fc
          .record({ path: fc.constantFrom(...paths), value: fc.oneof(hostileValue, fc.constant(undefined)) })
          .map(({ path, value }) => ({ body: withValueAt(sample.body, path, value), query: sample.query })),
      );
    }
    variants.push(
      // Unknown fields beside valid ones.
      fc.dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 3 }).map((extra) => ({ body: { ...extra, ...sample.body }, query: sample.query })),
      // Anything at all as the body.
      fc.jsonValue({ maxDepth: 3 }).map((body) => ({ body, query: sample.query })),
      // Prototype keys, which JSON.stringify of an object can never produce: raw JSON text.
      fc.constantFrom('__proto__', 'constructor').map((key) => ({
        body: new RawJson(`{"${key}":${key === 'constructor' ? '{"prototype":{"polluted":true}}' : '{"polluted":true}'},${JSON.stringify(sample.body).slice(1)}`),
        query: sample.query,
      })),
    );
  }
  if (sample.query !== undefined) {
    const [key] = Object.keys(sample.query);
    variants.push(hostileString.map((value) => ({ body: sample.body, query: { [key as string]: value } })));
  }
  return fc.oneof(...variants);
}

const accepts = (schema: EndpointSchemas[keyof EndpointSchemas], input: unknown) => schema === undefined || schema.safeParse(input).success;

const outcomes = new Map<number, number>();
afterAll(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // The generators must reach both sides: refusals and (valid-by-chance) successes.
  expect(outcomes.get(400) ?? 0).toBeGreaterThan(WRITES.length * 5);
  expect([...outcomes.keys()].some((status) => status < 300)).toBe(true);
});

describe.each(WRITES)('%s, given random and hostile input', (name) => {
  const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];

  it('never answers 5xx; a refusal changes nothing; only input the contract accepts succeeds', async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequest(name), async (request) => {
        const before = await api.snapshot();
        // `undefined` is how JSON leaves a key out; send what a client would put on the wire.
        const wireBody = request.body === undefined ? undefined : request.body instanceof RawJson ? request.body.text : JSON.stringify(request.body);
        const response = await api.call(name, { body: wireBody, query: request.query });
        outcomes.set(response.statusCode, (outcomes.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const error = ApiErrorBody.parse(response.json());
          if (error.statusCode === 400 && error.message.startsWith('Invalid request')) expect(Object.keys(error.fieldErrors ?? {}).length).toBeGreaterThan(0);
          expect(await api.snapshot()).toBe(before);
        } else {
          expect(request.body instanceof RawJson).toBe(false);
          const sentBody = wireBody === undefined ? undefined : JSON.parse(wireBody);
          expect(accepts(schemas.body, sentBody ?? {}) && accepts(schemas.query, request.query ?? {})).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});
