import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('list answers', () => {
  it('carry an ETag; asked again with it and unchanged they answer 304 without a body, changed they answer 200 with a new tag', async () => {
    const first = await api.call('hydrant.all');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const unchanged = await api.call('hydrant.all', { headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['cache-control']).toBe('no-store');

    expect((await api.call('hydrant.create', { body: VALID_REQUESTS['hydrant.create'].body })).statusCode).toBe(200);
    const changed = await api.call('hydrant.all', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<unknown[]>().length).toBe(first.json<unknown[]>().length + 1);
  });

  it('a tag of one customer’s list does not validate another’s', async () => {
    const unitAdmin = await api.signUpAs('UNIT_ADMIN', 'thw-musterstadt');
    const own = await api.call('user.all', { token: unitAdmin.idToken });
    const all = await api.call('user.all', { headers: { 'if-none-match': String(own.headers.etag) } });
    expect(all.statusCode).toBe(200);
  });
});
