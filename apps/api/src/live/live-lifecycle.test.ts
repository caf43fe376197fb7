import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryOf } from '../auth/caching-token-verifier';
import { EventStreamClient } from '../test/event-stream-client';
import { SOURCE_RELAY } from '../test/source-relay';
import { createTestApi, urlOf, type TestApi } from '../test/test-api';

/** When a stream ends: its token expires, its caller's account is deleted or changed, the caller opens too many, the API shuts down. */

let api: TestApi;
let eventsUrl: string;
/** How far the app's clock runs ahead of the real one. */
let ahead = 0;

beforeAll(async () => {
  api = await createTestApi({ now: () => new Date(Date.now() + ahead), live: { perCaller: 2, relay: SOURCE_RELAY } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  eventsUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${urlOf('live.events')}`;
}, 120_000);
afterAll(() => api.close());

describe('the end of a stream', () => {
  it('ends when the token expires', async () => {
    const account = await api.signUpAs('ADMIN', 'fw-musterstadt');
    const expiresAt = expiryOf(account.idToken) as number;
    // The app's clock stands half a second before the token's expiry.
    ahead = expiresAt - Date.now() - 500;
    try {
      const client = await EventStreamClient.openReady(eventsUrl, account.idToken);
      await client.ended;
      expect(client.raw).toContain('event: ready');
    } finally {
      ahead = 0;
    }
  });

  it('ends when the caller is deleted, and stays open for others', async () => {
    const leaving = await api.signUpAs('UNIT_ADMIN', 'fw-musterstadt');
    const staying = await EventStreamClient.openReady(eventsUrl, api.token);
    const client = await EventStreamClient.openReady(eventsUrl, leaving.idToken);
    const [row] = await api.db.query<{ version: number }>(`SELECT version FROM users WHERE uid = $1`, [leaving.uid]);
    const deleted = await api.call('user.delete', { query: { userUid: leaving.uid, version: String(row?.version) } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await client.ended;
    // The deletion itself still reaches the administrator.
    await staying.next((event) => event.event === 'change' && event.data.includes(leaving.uid));
    staying.close();
  });

  it('ends when the caller loses their role (their sessions end)', async () => {
    const demoted = await api.signUpAs('UNIT_ADMIN', 'fw-musterstadt');
    const client = await EventStreamClient.openReady(eventsUrl, demoted.idToken);
    const [user] = await api.db.query<Record<string, unknown>>(`SELECT firstname, lastname, mail, version FROM users WHERE uid = $1`, [demoted.uid]);
    const updated = await api.call('user.update', {
      body: { uid: demoted.uid, firstname: user?.['firstname'], lastname: user?.['lastname'], mail: user?.['mail'], role: 'USER', customerUid: 'fw-musterstadt', version: user?.['version'] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await client.ended;
  });

  it('refuses a caller more streams than the cap (429), and admits one again once one closed', async () => {
    const busy = await api.signUpAs('ADMIN', 'fw-musterstadt');
    const first = await EventStreamClient.openReady(eventsUrl, busy.idToken);
    const second = await EventStreamClient.openReady(eventsUrl, busy.idToken);
    const third = await EventStreamClient.open(eventsUrl, busy.idToken);
    expect(third.response.status).toBe(429);
    // Another caller is not affected.
    const other = await EventStreamClient.openReady(eventsUrl, api.token);
    first.close();
    await expect.poll(async () => {
      const again = await EventStreamClient.open(eventsUrl, busy.idToken);
      again.close();
      return again.response.status;
    }).toBe(200);
    for (const client of [second, other]) client.close();
  });
});

describe('shutting down', () => {
  it.each([
    ['written by the API itself', {}],
    ['written by the relay', { relay: SOURCE_RELAY }],
  ])('ends open streams instead of waiting for them (%s)', async (_, live) => {
    const own = await createTestApi({ live });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}${urlOf('live.events')}`;
    const client = await EventStreamClient.open(url, own.token);
    await client.next((event) => event.event === 'ready');
    await own.close();
    await client.ended;
  });
});
