import type { LiveChange } from '@rescue-admin/api-contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { EventStreamClient } from '../test/event-stream-client';
import { VALID_REQUESTS } from '../test/samples';
import { SOURCE_RELAY } from '../test/source-relay';
import { createTestApi, urlOf, type TestApi } from '../test/test-api';

/**
 * Two API instances on one PostgreSQL database, each with clients on its own stream: a write
 * through either reaches every client of both instances exactly once, with the same event id
 * everywhere and in the same order.
 */
let a: TestApi;
let b: TestApi;
let bDatabase: Database;
const urls: string[] = [];

beforeAll(async () => {
  a = await createTestApi({ live: { relay: SOURCE_RELAY } });
  bDatabase = await openDatabase({ databaseUrl: a.databaseUrl, dataDir: null });
  b = await createTestApi({ db: bDatabase });
  for (const api of [a, b]) {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${urlOf('live.events')}`);
  }
}, 120_000);
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
});

describe('given two instances on one PostgreSQL database', () => {
  it('each client of each instance receives each write once, with the same ids in the same order', async () => {
    const clients = await Promise.all([urls[0], urls[0], urls[1], urls[1]].map((url) => EventStreamClient.open(url as string, a.token)));
    await Promise.all(clients.map((client) => client.next((event) => event.event === 'ready')));

    const uids: string[] = [];
    for (const [index, writer] of [a, b, a, b].entries()) {
      const response = await writer.call('hydrant.create', { body: { ...VALID_REQUESTS['hydrant.create'].body, name: `H-Live ${index}` } });
      expect(response.statusCode, response.body).toBe(200);
      uids.push(response.json<string>());
    }
    const last = uids.at(-1) as string;
    // Each instance hands its clients the changes in arrival order: once the last is there, so are the others.
    for (const client of clients) await client.nextData<LiveChange>('change', (change) => change.uid === last);
    for (const client of clients) {
      const changes = client.all<LiveChange>('change').filter((change) => uids.includes(change.uid));
      expect(changes.map((change) => change.uid)).toEqual(uids);
    }
    const ids = clients.map((client) => client.all<LiveChange>('change').map((change) => change.id));
    for (const other of ids.slice(1)) expect(other).toEqual(ids[0]);
    for (const client of clients) client.close();
  });

  it('a client of one instance resumes on the other with the same Last-Event-ID', async () => {
    const onA = await EventStreamClient.open(urls[0] as string, a.token);
    await onA.next((event) => event.event === 'ready');
    const first = await a.call('material.create', { body: { name: 'Material über A' } });
    const seen = await onA.next((event) => event.event === 'change' && event.data.includes(first.json<{ uid: string }>().uid));
    onA.close();
    const second = await b.call('material.create', { body: { name: 'Material über B' } });

    const onB = await EventStreamClient.open(urls[1] as string, a.token, { 'last-event-id': seen.id ?? '' });
    expect((await onB.nextData<LiveChange>('change')).uid).toBe(second.json<{ uid: string }>().uid);
    expect(onB.all('reset')).toEqual([]);
    onB.close();
  });
});
