// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, TEST_API } from '../../testing/test-server';
import { createApiClient } from './api-client';
import { ApiError, BaseUrlMissingError } from './errors';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function baseClient(getToken: () => Promise<string> = async () => 'token-1') {
  return createApiClient({ prefixUrl: TEST_API.base, service: 'base', getToken });
}

describe('createApiClient', () => {
  it('should send the current ID token as bearer credential and a JSON content type on every request', async () => {
    const seen: Array<{ authorization: string | null; contentType: string | null }> = [];
    server.use(
      http.get(`${TEST_API.base}hydrant/all/`, ({ request }) => {
        seen.push({ authorization: request.headers.get('authorization'), contentType: request.headers.get('content-type') });
        return HttpResponse.json([]);
      }),
    );
    // Firebase hands out a refreshed token at some point; the next request must carry it.
    const getToken = vi.fn().mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    const client = baseClient(getToken);
    await client.get('hydrant/all/');
    await client.get('hydrant/all/');
    expect(seen).toEqual([
      { authorization: 'Bearer token-1', contentType: 'application/json' },
      { authorization: 'Bearer token-2', contentType: 'application/json' },
    ]);
  });

  it('should revive ISO date-times in answers into Dates', async () => {
    server.use(http.get(`${TEST_API.base}material/all/`, () => HttpResponse.json([{ uid: 'm', createDate: '2026-03-14T09:30:00.123456Z', name: 'FW-MS' }])));
    const [material] = await baseClient().get('material/all/').json<Array<{ createDate: Date; name: string }>>();
    expect(material.createDate).toEqual(new Date('2026-03-14T09:30:00.123Z'));
    expect(material.name).toBe('FW-MS');
  });

  it('given a 400 with an error body, should reject with an ApiError carrying status, body and field errors', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Validation failed', fieldErrors: { 'address.city': 'required', name: 'too_long' } };
    server.use(http.post(`${TEST_API.base}customer/`, () => HttpResponse.json(body, { status: 400 })));
    const error = await baseClient().post('customer/', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, fieldErrors: { 'address.city': 'required', name: 'too_long' } });
  });

  it('given a 502 with an HTML page, should reject with an ApiError without body or field errors', async () => {
    server.use(http.get(`${TEST_API.base}hydrant/all/`, () => HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502 })));
    const error = await baseClient().get('hydrant/all/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, body: undefined, fieldErrors: {} });
  });

  it('should not retry on its own (react-query decides about retries)', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API.base}hydrant/all/`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    await expect(baseClient().get('hydrant/all/')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('given no base URL, should log the spec message and fail without sending anything', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const client = createApiClient({ prefixUrl: null, service: 'base', getToken: async () => 'token' });
    await expect(client.get('hydrant/all/')).rejects.toBeInstanceOf(BaseUrlMissingError);
    expect(error).toHaveBeenCalledWith('BaseUrl for service not available');
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });
});
