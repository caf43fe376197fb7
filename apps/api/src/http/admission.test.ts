import type { EndpointName } from '@rescue-admin/api-contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Caller, CallerResolution } from '../access/callers';
import { FailedAuthLimiter } from '../auth/failed-auth-limiter';
import type { TokenVerifier } from '../auth/token-verifier';
import { admission } from './admission';
import { notFound } from './errors';
import { errorReplies } from './send-error';

const ADMIN: Caller = { uid: 'admin', role: 'SUPER_ADMIN', customerUid: 'fw-musterstadt', name: 'Erika Mustermann' };
const UNIT_USER: Caller = { uid: 'unit', role: 'UNIT_USER', customerUid: 'fw-musterstadt', name: 'Max Muster' };
const SIGNED_IN_AT = 1_700_000_000;

/**
 * Tokens are the caller's uid ("admin", "unit", "nobody", "ended"); any other token is refused.
 * Routes: `hydrant.all` and `user.create` need a token, `invitation.check` is public and finds no
 * invitation (404), `/healthz` is outside the contract.
 */
function admissionApp(limiter = new FailedAuthLimiter(2)) {
  const forgotten: string[] = [];
  const tokens: TokenVerifier = {
    verify: async (token) => (['admin', 'unit', 'nobody', 'ended'].includes(token) ? { uid: token, authTime: SIGNED_IN_AT } : null),
    forget: (uid) => forgotten.push(uid),
  };
  const records: Record<string, CallerResolution> = {
    admin: { status: 'ok', caller: ADMIN },
    unit: { status: 'ok', caller: UNIT_USER },
    nobody: { status: 'no_user_record' },
    ended: { status: 'ok', caller: { ...ADMIN, uid: 'ended', sessionsValidAfter: SIGNED_IN_AT * 1000 } },
  };
  const app = Fastify();
  errorReplies(app);
  admission(app, { tokens, limiter, callers: { resolve: async (uid) => records[uid] ?? { status: 'no_user_record' } } });
  const endpoint = (name: EndpointName, url: string, method: 'GET' | 'POST' = 'GET') =>
    app.route({ method, url, config: { endpoint: name }, handler: async (request) => ({ caller: request.caller?.uid ?? null }) });
  endpoint('hydrant.all', '/hydrant/all/');
  endpoint('user.create', '/user/', 'POST');
  app.route({
    method: 'POST',
    url: '/user/invitation/check/',
    config: { endpoint: 'invitation.check' },
    handler: async () => {
      throw notFound('Invitation');
    },
  });
  app.get('/healthz', async () => ({ status: 'ok' }));
  const call = (url: string, token?: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({ method, url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  return { app, call, forgotten };
}

describe('admission', () => {
  it('lets a caller whose role has a grant in, with their user record on the request', async () => {
    const { call } = admissionApp();
    const response = await call('/hydrant/all/', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ caller: 'admin' });
  });

  it('refuses a missing, malformed or refused token with 401, a token without user record or grant with 403', async () => {
    const { app, call } = admissionApp(new FailedAuthLimiter(100));
    expect((await call('/hydrant/all/')).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/hydrant/all/', headers: { authorization: 'Basic admin' } })).statusCode).toBe(401);
    expect((await call('/hydrant/all/', 'forged')).statusCode).toBe(401);
    const noRecord = await call('/hydrant/all/', 'nobody');
    expect(noRecord.statusCode).toBe(403);
    expect(noRecord.json()).toMatchObject({ code: 'no_user_record' });
    expect((await call('/user/', 'unit', 'POST')).statusCode).toBe(403);
  });

  it('ends a session that signed in before the user record ended them, and forgets its cached token', async () => {
    const { call, forgotten } = admissionApp();
    const response = await call('/hydrant/all/', 'ended');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'This session has ended; sign in again' });
    expect(forgotten).toEqual(['ended']);
  });

  it('answers refused tokens 429 with Retry-After once the address is over the limit, and still serves a valid token', async () => {
    const { call } = admissionApp(new FailedAuthLimiter(2));
    expect((await call('/hydrant/all/', 'forged')).statusCode).toBe(401);
    expect((await call('/hydrant/all/', 'forged')).statusCode).toBe(401);
    const limited = await call('/hydrant/all/', 'forged');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('/hydrant/all/', 'admin')).statusCode).toBe(200);
  });

  it('serves a public endpoint without a token, counts an input that opens nothing, and makes a guessing address wait', async () => {
    const { call } = admissionApp(new FailedAuthLimiter(2));
    expect((await call('/user/invitation/check/', undefined, 'POST')).statusCode).toBe(404);
    expect((await call('/user/invitation/check/', undefined, 'POST')).statusCode).toBe(404);
    const limited = await call('/user/invitation/check/', undefined, 'POST');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('leaves routes outside the contract alone', async () => {
    const { call } = admissionApp();
    expect((await call('/healthz')).statusCode).toBe(200);
    expect((await call('/nowhere')).statusCode).toBe(404);
  });
});
