import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { cachedLists } from './cached-lists';

/** The dashboard's route over a database whose list marks and answer the test moves by hand. */
function listApp() {
  const state = { mark: 10, rows: ['Wasserturm'], reads: 0 };
  const db = { query: async () => [{ entity: 'hydrant', mark: String(state.mark) }] as never[] } as unknown as Database;
  const app = Fastify();
  const cachedList = cachedLists(app, db, 'full');
  app.get('/list', (request, reply) =>
    cachedList(request, reply, {
      endpoint: 'summary.get',
      key: 'summary.get|ADMIN|*',
      customer: null,
      status: 200,
      read: async () => {
        state.reads += 1;
        return Buffer.from(JSON.stringify(state.rows));
      },
    }),
  );
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/list', headers });
  return { app, state, get };
}

describe('cached list answers', () => {
  it('carry an ETag; asked again with it while nothing was written they answer 304 without a body and read nothing', async () => {
    const { state, get } = listApp();
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['server-timing']).toMatch(/^list;desc=rebuilt;dur=\d+\.\d$/);
    expect(first.json()).toEqual(['Wasserturm']);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get({ 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['server-timing']).toMatch(/^list;desc=hit;dur=/);
    }
    expect(state.reads).toBe(1);
  });

  it('a write (a moved mark) is read afresh: the old tag no longer validates, the new answer has a new tag', async () => {
    const { state, get } = listApp();
    const etag = String((await get()).headers.etag);
    state.mark = 11;
    state.rows = ['Wasserturm', 'Marktplatz'];
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual(['Wasserturm', 'Marktplatz']);
    expect(changed.headers.etag).not.toBe(etag);
    expect(state.reads).toBe(2);
  });

  it('a client that accepts gzip gets the compressed copy once it is made; others the plain one', async () => {
    const { get } = listApp();
    await get();
    await vi.waitFor(async () => expect((await get({ 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBe('gzip'));
    const zipped = await get({ 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(['Wasserturm']);
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(['Wasserturm']);
  });
});
