import { ApiErrorBody, ENDPOINTS, type EndpointDef, type EndpointName } from '@rescue-admin/api-contract';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuth } from './auth/firebase';
import { signUp, TEST_PROJECT_ID } from './test/auth-emulator';
import { VALID_REQUESTS } from './test/samples';
import { FailedAuthLimiter } from './auth/failed-auth-limiter';
import { createTestApi, urlOf, type TestApi } from './test/test-api';

const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];
/** Called without a sign-in: the token in the body is the credential (an invitation, a new e-mail's confirmation). */
const PUBLIC = ENDPOINT_NAMES.filter((name) => (ENDPOINTS[name] as EndpointDef).public);
const SIGNED_IN = ENDPOINT_NAMES.filter((name) => !PUBLIC.includes(name));

let api: TestApi;
let deletedUsersToken: string;

beforeAll(async () => {
  api = await createTestApi();
  // A token that was valid a moment ago: signature and expiry still fine, the account is gone.
  const account = await signUp(api.emulatorHost);
  await getAuth(firebaseAuth(TEST_PROJECT_ID).app).deleteUser(account.uid);
  deletedUsersToken = account.idToken;
});
afterAll(() => api.close());

describe('given a request without a valid Firebase ID token', () => {
  const cases = SIGNED_IN.flatMap((name) => [
    { name, credential: 'no token', token: () => null },
    { name, credential: 'a garbage token', token: () => 'not.a.jwt' },
    { name, credential: "a deleted user's token", token: () => deletedUsersToken },
  ]);

  it.each(cases)('$name with $credential answers 401 with a JSON error and changes nothing', async ({ name, token }) => {
    const before = await api.snapshot();
    const response = await api.call(name, { ...VALID_REQUESTS[name], token: token() });

    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = ApiErrorBody.parse(response.json());
    expect(body.statusCode).toBe(401);
    expect(response.body).not.toMatch(/stack|at .+\(.+:\d+:\d+\)/);
    expect(await api.snapshot()).toBe(before);
  });

  it.each(PUBLIC)('%s needs no sign-in: a token in the body that opens nothing answers 404 (not 401), and changes nothing', async (name) => {
    const before = await api.snapshot();
    const response = await api.call(name, { ...VALID_REQUESTS[name], token: null });
    expect(response.statusCode, response.body).toBe(404);
    expect(ApiErrorBody.parse(response.json()).code).toBe('invitation_invalid');
    expect(await api.snapshot()).toBe(before);
  });

  it('refuses a non-bearer Authorization scheme', async () => {
    const response = await api.call('hydrant.all', { headers: { authorization: `Basic ${api.token}` }, token: null });
    expect(response.statusCode).toBe(401);
  });
});

describe('given a valid token', () => {
  // The control for the table above: the same requests pass authentication with a real token
  // (the event stream stays open, so its control runs over a socket: live/live-events.test.ts).
  it.each(ENDPOINT_NAMES.filter((name) => !(ENDPOINTS[name] as EndpointDef).eventStream))('%s is not refused', async (name) => {
    const response = await api.call(name, VALID_REQUESTS[name]);
    expect(response.statusCode).not.toBe(401);
  });
});

describe('without authentication', () => {
  it('GET /health answers {status: ok}', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('an unknown route is a JSON 404', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/nope/', headers: { authorization: `Bearer ${api.token}` } });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorBody.parse(response.json()).statusCode).toBe(404);
  });

  it('a CORS preflight from the admin app is allowed, with the Authorization header', async () => {
    const response = await api.app.inject({
      method: 'OPTIONS',
      url: urlOf('hydrant.all'),
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it("the admin app's origin may see an answer's timing and size (Resource Timing), a foreign one not", async () => {
    const from = (origin: string) => api.app.inject({ method: 'GET', url: '/healthz', headers: { origin } });
    expect((await from('http://localhost:4200')).headers['timing-allow-origin']).toBe('http://localhost:4200');
    expect((await from('https://evil.example')).headers['timing-allow-origin']).toBeUndefined();
  });

  it('a foreign origin gets no CORS allowance', async () => {
    const response = await api.app.inject({
      method: 'OPTIONS',
      url: urlOf('hydrant.all'),
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('every answer', () => {
  it.each([
    ['a list', () => api.call('hydrant.all')],
    ['a refusal', () => api.call('hydrant.all', { token: null })],
    ['an unknown route', () => api.app.inject({ method: 'GET', url: '/api/nope/' })],
  ])('%s carries the security headers and is never cached', async (_what, call) => {
    const response = await call();
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
  });
});

describe('given hostile requests', () => {
  it('a HEAD request never runs a delete (SPEC §7 deletes are GETs)', async () => {
    const before = await api.snapshot();
    const response = await api.app.inject({ method: 'HEAD', url: `${urlOf('hydrant.delete')}?hydrantUid=hydrant-003`, headers: { authorization: `Bearer ${api.token}` } });
    expect(response.statusCode).toBe(404);
    expect(await api.snapshot()).toBe(before);
  });

  it.each([
    ['__proto__', '{"name":"Kübelspritze","__proto__":{"polluted":true}}'],
    ['constructor.prototype', '{"name":"Kübelspritze","constructor":{"prototype":{"polluted":true}}}'],
  ])('a body with a %s key is a 400 and changes nothing', async (_key, payload) => {
    const before = await api.snapshot();
    const response = await api.call('material.create', { body: payload });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await api.snapshot()).toBe(before);
  });

  it.each([
    ['an ISO date-time as a name', '2026-01-01T00:00Z', 'date_like'],
    ['a NUL character', 'Kübel\u0000spritze', 'invalid_characters'],
    ['an escape sequence', 'Kübel\u001b[31mspritze', 'invalid_characters'],
    ['a line break in a one-line field', 'Kübel\nspritze', 'invalid_characters'],
  ])('%s is a 400 naming the field', async (_what, name, code) => {
    const before = await api.snapshot();
    const response = await api.call('material.create', { body: { name } });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBody.parse(response.json()).fieldErrors).toEqual({ name: code });
    expect(await api.snapshot()).toBe(before);
  });
});

describe('given many refused tokens from one address', () => {
  it('answers a refused token 429 with Retry-After once the address is over the limit, until the window has passed', async () => {
    const limited = await createTestApi({ failedAuthLimiter: new FailedAuthLimiter(3, 60_000) });
    try {
      for (let i = 0; i < 3; i += 1) expect((await limited.call('hydrant.all', { token: 'not.a.jwt' })).statusCode).toBe(401);
      const blocked = await limited.call('hydrant.all', { token: 'not.a.jwt' });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(ApiErrorBody.parse(blocked.json()).code).toBe('too_many_attempts');
    } finally {
      await limited.close();
    }
  });

  it('still serves a valid token from that address: 30+ bad tokens, then a valid one answers 200', async () => {
    const limited = await createTestApi({ failedAuthLimiter: new FailedAuthLimiter(30, 60_000) });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 35; i += 1) statuses.add((await limited.call('hydrant.all', { token: 'not.a.jwt', remoteAddress: '203.0.113.7' })).statusCode);
      expect([...statuses].sort()).toEqual([401, 429]);
      const served = await limited.call('hydrant.all', { remoteAddress: '203.0.113.7' });
      expect(served.statusCode, served.body).toBe(200);
      // The guesser at that address is still held off.
      expect((await limited.call('hydrant.all', { token: 'not.a.jwt', remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy (one hop), limits each client of X-Forwarded-For on its own, not the proxy address', async () => {
    const limited = await createTestApi({ failedAuthLimiter: new FailedAuthLimiter(3, 60_000), trustProxyHops: 1 });
    const viaProxy = (client: string) => ({ token: 'not.a.jwt', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await limited.call('hydrant.all', viaProxy('198.51.100.1'))).statusCode).toBe(401);
      expect((await limited.call('hydrant.all', viaProxy('198.51.100.1'))).statusCode).toBe(429);
      // Another client behind the same proxy address is not held off by the first one's failures.
      expect((await limited.call('hydrant.all', viaProxy('198.51.100.2'))).statusCode).toBe(401);
      // A spoofed leftmost entry does not help: one hop trusts only the address the proxy appended.
      expect((await limited.call('hydrant.all', viaProxy('192.0.2.9, 198.51.100.1'))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('without trusted proxies, ignores X-Forwarded-For: every client behind one address shares its count', async () => {
    const limited = await createTestApi({ failedAuthLimiter: new FailedAuthLimiter(3, 60_000) });
    const viaProxy = (client: string) => ({ token: 'not.a.jwt', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } });
    try {
      for (let i = 0; i < 3; i += 1) expect((await limited.call('hydrant.all', viaProxy(`198.51.100.${i}`))).statusCode).toBe(401);
      expect((await limited.call('hydrant.all', viaProxy('198.51.100.99'))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
