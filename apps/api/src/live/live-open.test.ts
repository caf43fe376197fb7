import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../test/event-stream-client';
import { SOURCE_RELAY } from '../test/source-relay';
import { createTestApi, urlOf, type TestApi } from '../test/test-api';

/** An event stream stays open past the server's handler time-out, which every other request gets. */

let api: TestApi;
let eventsUrl: string;
const REQUEST_TIMEOUT_MS = 300;

beforeAll(async () => {
  api = await createTestApi({ requestTimeoutMs: REQUEST_TIMEOUT_MS, live: { relay: SOURCE_RELAY } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  eventsUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${urlOf('live.events')}`;
}, 120_000);
afterAll(() => api.close());

describe('an open event stream', () => {
  it('outlives the request time-out and still delivers a change made after it', async () => {
    const client = await EventStreamClient.open(eventsUrl, api.token);
    expect(client.response.status).toBe(200);
    await client.next((event) => event.event === 'ready');
    let ended = false;
    void client.ended.then(() => (ended = true));

    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 3));
    expect(ended).toBe(false);
    const created = await api.call('material.create', { body: { name: `Material ${randomUUID().slice(0, 8)}` } });
    expect(created.statusCode, created.body).toBe(201);
    const answer = JSON.parse(created.body) as string | { uid: string };
    const uid = typeof answer === 'string' ? answer : answer.uid;
    await client.next((event) => event.event === 'change' && event.data.includes(uid));
    expect(ended).toBe(false);
    client.close();
  });
});
