import type { User } from '@rescue-admin/api-contract';
import { getAuth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuth } from './auth/firebase';
import { safeError, withoutEmails } from './http/logging';
import { TEST_PROJECT_ID } from './test/auth-emulator';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

/** What the API writes to its logs: one JSON line per request, and never a token, a body, an e-mail or a name. */
let api: TestApi;
const lines: string[] = [];
const adminAuth = () => getAuth(firebaseAuth(TEST_PROJECT_ID).app);
const suffix = randomUUID().slice(0, 8);
const person = { firstname: `Lotta${suffix}`, lastname: `Logfrei${suffix}`, mail: `lotta.logfrei.${suffix}@example.org` };

beforeAll(async () => {
  api = await createTestApi({ logLevel: 'trace', logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => api.close());

const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('given requests with personal data, tokens and failures', () => {
  it('logs one JSON line per request with its id, method, route, path and status — and none of the personal data', async () => {
    const created = await api.call('user.create', { body: { ...VALID_REQUESTS['user.create'].body, ...person } });
    expect(created.statusCode, created.body).toBe(200);
    const uid = created.json<string>();
    const [stored] = await api.db.query<User>(`SELECT uid, firstname, lastname, mail, role, customer_uid AS "customerUid", version FROM users WHERE uid = $1`, [uid]);

    // A duplicate e-mail (409), a refused token (401), an address in a query, malformed JSON (400).
    expect((await api.call('user.update', { body: { ...stored, mail: 'jonas.becker@example.org' } })).statusCode).toBe(409);
    expect((await api.call('hydrant.all', { token: `${api.token}x` })).statusCode).toBe(401);
    await api.call('geocoding.search', { query: { search: `${person.lastname}weg 7, 99441 Musterstadt` } });
    expect((await api.call('hydrant.create', { body: `{"name": "${person.mail}"` })).statusCode).toBe(400);

    // The sign-in service refuses a new e-mail that was taken meanwhile: logged without it.
    const taken = await adminAuth().createUser({ email: `vergeben.${suffix}@example.org`, password: 'Egal123!' });
    await api.db.query(`INSERT INTO account_outbox (uid, kind, payload) VALUES ($1, 'update', $2)`, [
      uid,
      JSON.stringify({ email: taken.email, displayName: `${person.firstname} ${person.lastname}` }),
    ]);
    await api.app.accountSync.runAll();

    const text = lines.join('\n');
    for (const secret of [api.token, person.mail, person.firstname, person.lastname, taken.email as string, 'jonas.becker@example.org', 'Bearer', 'Start123!']) {
      expect(text).not.toContain(secret);
    }
    expect(logs().find((line) => line['msg'] === 'the sign-in service refused the new e-mail (taken meanwhile)')).toMatchObject({ uid });

    const answered = logs().filter((line) => line['msg'] === 'request completed');
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(answered.find((line) => (line['res'] as { statusCode: number }).statusCode === 409)).toMatchObject({
      reqId: expect.any(String),
      req: { method: 'POST', route: '/user/update/', path: '/user/update/' },
      responseTime: expect.any(Number),
    });
    expect(answered.find((line) => (line['req'] as { route: string }).route === '/api/geocoding/')?.['req']).toEqual({
      method: 'GET',
      route: '/api/geocoding/',
      path: '/api/geocoding/',
    });
  });

  it('logs a 64 kB path, shaped to make a pattern backtrack, without backtracking — cut to a bounded length and scrubbed', async () => {
    const shapes = ['a'.repeat(64 * 1024), 'a@'.repeat(32 * 1024), 'a@b.'.repeat(16 * 1024), `x@${'.a'.repeat(32 * 1024)}`].map((tail) => `/api/hydrant/${tail}`);
    for (const path of shapes) {
      const before = lines.length;
      const started = performance.now();
      // The app's own logger with its serializers, given the request as Fastify hands it over.
      api.app.log.info({ req: { method: 'GET', url: `${path}?search=x`, routeOptions: {} } }, 'request completed');
      // A backtracking pattern takes seconds on these shapes; the linear scrubber a millisecond or
      // so. The bound tells the two apart and leaves room for a busy machine (speed itself is
      // benchmarked, not tested).
      expect(performance.now() - started, path.slice(0, 16)).toBeLessThan(1_000);
      expect((JSON.parse(lines[before] as string) as { req: { path: string } }).req.path).toBe('/api/hydrant/…');
      // Other free texts (error messages) are scrubbed whole, in linear time, with the same bound.
      const scrubStarted = performance.now();
      withoutEmails(path);
      expect(performance.now() - scrubStarted).toBeLessThan(1_000);
    }

    // A real request without a token: answered 4xx, logged once with the cut path and no address.
    const before = lines.length;
    const longSegment = 'a'.repeat(64 * 1024);
    const response = await api.app.inject({ method: 'GET', url: `/api/hydrant/${'b'.repeat(1_000)}/max.muster@example.org/${longSegment}` });
    expect(response.statusCode).toBe(404);
    const line = lines
      .slice(before)
      .map((text) => JSON.parse(text) as { msg: string; req: { path: string } })
      .find((entry) => entry.msg === 'request completed');
    // A `/` may be part of an address's local part, so everything before the `@` goes with it.
    expect(line?.req.path).toBe('[e-mail]/…');
  });

  it('the probes log nothing while they succeed', async () => {
    const before = lines.length;
    for (const path of ['/healthz', '/readyz', '/health']) expect((await api.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect(lines.length).toBe(before);
  });
});

describe('safeError', () => {
  it("keeps a PostgreSQL error's SQLSTATE and constraint, never its message or detail (they quote values)", () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_mail_key"'), {
      code: '23505',
      constraint: 'users_mail_key',
      detail: 'Key (lower(mail))=(max@example.org) already exists.',
    });
    const safe = safeError(error);
    expect(safe).toMatchObject({ type: 'Error', code: '23505', constraint: 'users_mail_key' });
    expect(JSON.stringify(safe)).not.toContain('example.org');
    expect(JSON.stringify(safe)).not.toContain('duplicate key');
  });

  it('keeps other messages without e-mail addresses, the stack without its first line, and the cause', () => {
    const error = new Error('could not reach max.muster@example.org', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) });
    const safe = safeError(error);
    expect(safe['message']).toBe('could not reach [e-mail]');
    expect(String(safe['stack'])).not.toContain('example.org');
    expect(safe['cause']).toMatchObject({ type: 'Error', code: 'ECONNRESET', message: 'socket hang up' });
    expect(withoutEmails('a@b.de und c.d+e@f-g.example.com')).toBe('[e-mail] und [e-mail]');
  });
});
