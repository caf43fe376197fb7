import { ApiErrorBody, ENDPOINT_SCHEMAS, ENDPOINTS, type EndpointName, type EndpointSchemas } from '@rescue-admin/api-contract';
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, urlOf, type TestApi } from './test/test-api';

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

/** Sends `head` (request line and headers, as raw UTF-8 bytes) on a connection of its own; resolves with the status. */
function rawRequest(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (status) resolve(Number(status[1]));
      else reject(new Error(`no HTTP answer: ${JSON.stringify(answer.slice(0, 200))}`));
    });
    // Not half-closed: the server closes the connection after its answer (Connection: close).
    socket.write(Buffer.from(`${head}Host: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'utf8'));
  });
}

const longText = (unit: fc.Arbitrary<string>) => fc.tuple(unit, fc.integer({ min: 2_000, max: 15_000 })).map(([text, length]) => text.repeat(Math.ceil(length / Math.max(text.length, 1))).slice(0, length));
/** Path and header text: long runs (of what makes a pattern backtrack, too), non-ASCII, percent-encoded. */
const hostileUrlText = fc.oneof(
  longText(fc.constantFrom('a', 'a@', 'a@b.', '.a', '%40', '%00', '%ZZ', 'ä', '€', '🚒', '/', '../', 'max.muster@example.org/')),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((text) => encodeURIComponent(text)),
  fc.constantFrom('%', '%2', '%C3%28', '%E2%82', '%F0%9F%9A', '%00', '%2F..%2F..%2Fetc%2Fpasswd', '..%2f', '%u202e', '%EF%BB%BF'),
);
const ROUTES = (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => urlOf(name));
/**
 * A path that may not even be a valid URL: a route with hostile text appended (never a route
 * itself), the geocoder's query (its handler does no database work here, so what the second
 * request waits for is the hostile request alone), or hostile text alone.
 */
const hostilePath = fc.oneof(
  fc.tuple(fc.constantFrom(...ROUTES), hostileUrlText).map(([route, text]) => `${route}x${text.replace(/\s/g, '')}`),
  hostileUrlText.map((text) => `${urlOf('geocoding.search')}?search=${text.replace(/\s/g, '')}`),
  hostileUrlText.map((text) => `/${text.replace(/\s/g, '')}`),
);
const HEADER_NAMES = ['authorization', 'x-forwarded-for', 'accept-encoding', 'if-none-match', 'idempotency-key', 'content-type', 'origin', 'accept-language', 'x-request-id', 'cookie'];
const hostileHeader = fc.record({ name: fc.constantFrom(...HEADER_NAMES), value: hostileUrlText.map((text) => text.replace(/[\r\n]/g, '')) });

describe('given hostile paths and headers on a listening server with request logging at info', () => {
  let logged: TestApi;
  let port: number;
  /** The second request, sent the moment the hostile one reaches the app (in the same event loop: a block delays it). */
  let probe: Promise<{ status: number; ms: number }> | null = null;
  const sendProbe = () => {
    const started = performance.now();
    return fetch(`http://127.0.0.1:${port}/healthz`).then((answer) => ({ status: answer.status, ms: performance.now() - started }));
  };
  beforeAll(async () => {
    // Logging at `info` runs the log serializers (the path's scrub) on every request, as in production.
    logged = await createTestApi({ logLevel: 'info', logStream: { write: () => undefined } });
    logged.app.addHook('onRequest', async (request) => {
      if (probe === null && !request.url.startsWith('/healthz')) probe = sendProbe();
    });
    await logged.app.listen({ port: 0, host: '127.0.0.1' });
    port = (logged.app.server.address() as AddressInfo).port;
  });
  afterAll(() => logged.close());

  it('never answers 5xx, and another request is answered while the hostile one is handled (no blocked event loop)', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePath, fc.option(hostileHeader, { nil: undefined }), fc.boolean(), async (path, header, signedIn) => {
        probe = null;
        const headers = [...(signedIn && header?.name !== 'authorization' ? [`Authorization: Bearer ${logged.token}`] : []), ...(header ? [`${header.name}: ${header.value}`] : [])];
        const status = await rawRequest(port, `GET ${path} HTTP/1.1\r\n${headers.map((line) => `${line}\r\n`).join('')}`);
        expect(status, path.slice(0, 60)).toBeLessThan(500);
        // Node's HTTP parser answers some requests itself (431, 400) before the app sees them.
        const answered = await (probe ?? sendProbe());
        expect(answered.status).toBe(200);
        // A request that blocks the event loop (a backtracking pattern, a synchronous parse of a
        // huge input) holds the probe for seconds; a few milliseconds are usual. The bound tells
        // the two apart and leaves room for a busy machine (speed itself is benchmarked).
        expect(answered.ms, path.slice(0, 60)).toBeLessThan(1_000);
      }),
      { numRuns: 40 },
    );
  });
});
