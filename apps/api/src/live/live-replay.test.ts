import type { LiveChange } from '@rescue-admin/api-contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../test/event-stream-client';
import { SOURCE_RELAY } from '../test/source-relay';
import { createMaterial, createTestApi, urlOf, type TestApi } from '../test/test-api';

/** Reconnecting with Last-Event-ID: what followed is replayed (filtered for the caller), what is not kept answers `reset`. */

let api: TestApi;
let eventsUrl: string;

beforeAll(async () => {
  // Few events kept, so "too old" is a matter of a few writes.
  api = await createTestApi({ live: { maxEvents: 5, relay: SOURCE_RELAY } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  eventsUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${urlOf('live.events')}`;
}, 120_000);
afterAll(() => api.close());

describe('replay after a reconnect', () => {
  it('sends what followed the Last-Event-ID, in order, with the same ids', async () => {
    const first = await EventStreamClient.openReady(eventsUrl, api.token);
    const a = await createMaterial(api);
    const seenA = await first.next((event) => event.event === 'change' && event.data.includes(a));
    first.close();

    const b = await createMaterial(api);
    const c = await createMaterial(api);
    const again = await EventStreamClient.openReady(eventsUrl, api.token, { 'last-event-id': seenA.id ?? '' });
    const replayed = [await again.nextData<LiveChange>('change'), await again.nextData<LiveChange>('change')];
    expect(replayed.map((change) => change.uid)).toEqual([b, c]);
    // Then it goes on live.
    const d = await createMaterial(api);
    expect((await again.nextData<LiveChange>('change')).uid).toBe(d);
    expect(again.all('reset')).toEqual([]);
    again.close();
  });

  it('filters the replay for the caller again', async () => {
    const unitAdmin = await api.signUpAs('UNIT_ADMIN', 'fw-musterstadt');
    const first = await EventStreamClient.openReady(eventsUrl, unitAdmin.idToken);
    const mine = await createMaterial(api);
    const seen = await first.next((event) => event.event === 'change' && event.data.includes(mine));
    first.close();

    const otherCustomer = await api.call('staging.create', {
      body: { name: 'BR THW', address: { street: 'Weg', number: '1', zip: '99441', city: 'Musterstadt', additionalInfo: '' }, rangeAutoerfassung: 0, status: 'ACTIVE', customerUid: 'thw-musterstadt', lon: 10, lat: 51 },
    });
    expect(otherCustomer.statusCode, otherCustomer.body).toBe(200);
    const hidden = JSON.parse(otherCustomer.body) as string;
    const visible = await createMaterial(api);

    const again = await EventStreamClient.openReady(eventsUrl, unitAdmin.idToken, { 'last-event-id': seen.id ?? '' });
    expect((await again.nextData<LiveChange>('change')).uid).toBe(visible);
    expect(again.raw).not.toContain(hidden);
    again.close();
  });

  it('answers reset for an id no longer kept', async () => {
    const first = await EventStreamClient.openReady(eventsUrl, api.token);
    const old = await createMaterial(api);
    const seen = await first.next((event) => event.event === 'change' && event.data.includes(old));
    // Five more: the first has left the kept events.
    let last = '';
    for (let i = 0; i < 5; i++) last = await createMaterial(api);
    await first.next((event) => event.event === 'change' && event.data.includes(last));
    first.close();

    const again = await EventStreamClient.openReady(eventsUrl, api.token, { 'last-event-id': seen.id ?? '' });
    await again.next((event) => event.event === 'reset');
    // Nothing is replayed after a reset: the client refetches; new events follow as usual.
    const next = await createMaterial(api);
    expect((await again.nextData<LiveChange>('change')).uid).toBe(next);
    expect(again.all('change')).toHaveLength(1);
    again.close();
  });

  it.each([
    ['a huge id', '9'.repeat(2000)],
    ['a negative number', '-1'],
    ['text', '../../etc/passwd'],
    ['an id never sent', '999999999999'],
    ['an empty id', ''],
  ])('answers reset for %s, and the stream works on', async (_what, id) => {
    const client = await EventStreamClient.openReady(eventsUrl, api.token, { 'last-event-id': id });
    await client.next((event) => event.event === 'reset');
    const next = await createMaterial(api);
    expect((await client.nextData<LiveChange>('change')).uid).toBe(next);
    client.close();
  });
});
