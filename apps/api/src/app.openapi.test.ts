import { openApiDocument } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from './http/openapi-document';
import { OpenApiConformance } from './test/openapi-conformance';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /openapi.json', () => {
  it('serves the contract’s OpenAPI 3.1 document for the API’s prefixes, without a token, with the security headers', async () => {
    const response = await api.app.inject({ method: 'GET', url: OPENAPI_PATH });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(response.json().paths['/api/hydrant/bulk/'].post['x-extension']).toBe(true);
  });

  it('may be cached and revalidated: unchanged, its ETag answers 304 without a body', async () => {
    const first = await api.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);

    const again = await api.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'if-none-match': etag } });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('leaves the data answers uncacheable', async () => {
    expect((await api.call('customer.all')).headers['cache-control']).toBe('no-store');
  });
});

describe('the answers the API tests receive', () => {
  it('are checked against the document: an answer that departs from it is refused, naming the operation and the field', async () => {
    const conformance = new OpenApiConformance();
    const real = await api.call('customer.all');
    const tampered = { ...real, body: JSON.stringify([{ ...real.json()[0], userAmount: 'viele' }]), headers: { ...real.headers, 'content-encoding': undefined } };

    expect(() => conformance.check('customer.all', real)).not.toThrow();
    expect(() => conformance.check('customer.all', tampered as typeof real)).toThrow(/customer\.all answered 200 .*\/0\/userAmount must be integer/);
    expect(() => conformance.check('customer.all', { ...real, statusCode: 418 } as typeof real)).toThrow(/customer\.all answered 418, which its operation does not list/);
  });
});
