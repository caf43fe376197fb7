// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, TEST_API } from '../../testing/test-server';
import { createApiClient } from './api-client';
import { apiErrorCodeOf, errorReasonOf, fieldErrorsOf, OperationFailedError } from './errors';

const valid = { statusCode: 400, error: 'Bad Request', message: 'Validation failed' };

describe('errorReasonOf', () => {
  const server = createTestServer();
  beforeAll(() => server.listen());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const client = createApiClient({ prefixUrl: TEST_API.base, service: 'base', getToken: async () => 'token' });

  /** What the data-access client rejects with for this answer (a real ApiError, or fetch's own error). */
  async function failureOf(answer: () => Response): Promise<unknown> {
    server.use(http.get(`${TEST_API.base}anything/`, answer));
    return client.get('anything/').then(
      () => 'no error',
      (error: unknown) => error,
    );
  }

  const answering = (status: number) => () => HttpResponse.json({ statusCode: status, error: 'x', message: 'x' }, { status });

  it.each([
    [400, 'badRequest'],
    [422, 'badRequest'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [500, 'server'],
    [503, 'server'],
    [418, 'unknown'],
  ])('given an answer with status %i, should give %s', async (status, reason) => {
    expect(errorReasonOf(await failureOf(answering(status)))).toBe(reason);
  });

  it('given an error status without an error body (a proxy page), should still go by the status', async () => {
    expect(errorReasonOf(await failureOf(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502 })))).toBe('server');
  });

  it('given no answer at all, should give network', async () => {
    expect(errorReasonOf(await failureOf(() => HttpResponse.error()))).toBe('network');
  });

  it("given a feature's error wrapping a failed call, should give the reason of the call that failed", async () => {
    const cause = await failureOf(answering(409));
    expect(errorReasonOf(new Error('The group was created, the qualification not', { cause }))).toBe('conflict');
  });

  it('given a wrapped 400, should carry its field errors to the form', async () => {
    const cause = await failureOf(() => HttpResponse.json({ ...valid, fieldErrors: { name: 'duplicate' } }, { status: 400 }));
    expect(fieldErrorsOf(new Error('Saving failed', { cause }))).toEqual({ name: 'duplicate' });
  });

  it('given an error wrapping a failed call in its cause, should give the reason of the call', async () => {
    const cause = await failureOf(answering(403));
    expect(errorReasonOf(new Error('Saving failed', { cause: new Error('step failed', { cause }) }))).toBe('forbidden');
  });

  it('given a cause chain that loops, should give unknown instead of hanging', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    first.cause = second;
    expect(errorReasonOf(first)).toBe('unknown');
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a 2xx with the wrong status', new OperationFailedError('customer.update', 'unexpected-status', 204)],
    ['something that is not an Error', 'boom'],
    ['undefined', undefined],
  ])('given %s, should give unknown', (_case, error) => {
    expect(errorReasonOf(error)).toBe('unknown');
  });

  describe('apiErrorCodeOf', () => {
    const refused = (code: string) => () =>
      HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code }, { status: 403 });

    it.each(['forbidden', 'no_user_record', 'invitation_expired'])('given a 403 with code %s, should give it', async (code) => {
      const error = await failureOf(refused(code));
      expect(apiErrorCodeOf(error)).toBe(code);
      expect(errorReasonOf(error)).toBe('forbidden');
    });

    it('given a wrapped refusal, should give the code of the call that was refused', async () => {
      const cause = await failureOf(refused('invitation_expired'));
      expect(apiErrorCodeOf(new Error('Saving failed', { cause }))).toBe('invitation_expired');
    });

    it.each([
      ['an unknown code (a newer server)', refused('has_to_wait')],
      ['no code', answering(403)],
    ])('given %s, should give undefined', async (_case, answer) => {
      expect(apiErrorCodeOf(await failureOf(answer))).toBeUndefined();
    });

    it('given something that is no failed call, should give undefined', () => {
      expect(apiErrorCodeOf(new Error('boom'))).toBeUndefined();
      expect(apiErrorCodeOf(null)).toBeUndefined();
    });
  });
});
