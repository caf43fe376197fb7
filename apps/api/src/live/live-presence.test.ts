import { ApiErrorBody, PRESENCE_EXPIRES_MS, type LivePresence } from '@rescue-admin/api-contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../test/event-stream-client';
import { createTestApi, urlOf, type TestApi } from '../test/test-api';

/**
 * Presence over a real socket: a beat tells the others who may read the record that the caller
 * has it open (their own entry left out); it expires without a beat (the app's clock is moved
 * on) and ends at once with `editing: false`. Beats are parsed by the contract and pass the policy.
 */

const ROOM = 'bereitstellungsraum-nord'; // a staging room of Feuerwehr Musterstadt
let api: TestApi;
let eventsUrl: string;
/** How far the app's clock runs ahead of the real one. */
let ahead = 0;

beforeAll(async () => {
  api = await createTestApi({ now: () => new Date(Date.now() + ahead), live: { presenceSweepMs: 50, pingMs: 100 } });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  eventsUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${urlOf('live.events')}`;
}, 120_000);
afterAll(() => api.close());

const beat = (token: string, body: unknown) => api.call('live.presence', { token, body });

const editorsOf = (presence: LivePresence) => presence.editors.map((editor) => editor.uid);

describe('presence', () => {
  it('tells the others who edit a record, leaves the editor out of their own, expires, and ends with editing false', async () => {
    const erika = await api.signUpAs('UNIT_ADMIN', 'fw-musterstadt');
    const admin = await api.signUpAs('ADMIN', 'fw-musterstadt');
    const otherUnit = await api.signUpAs('UNIT_ADMIN', 'thw-musterstadt');
    const watching = await EventStreamClient.openReady(eventsUrl, admin.idToken);
    const own = await EventStreamClient.openReady(eventsUrl, erika.idToken);
    const outsider = await EventStreamClient.openReady(eventsUrl, otherUnit.idToken);

    expect((await beat(erika.idToken, { list: 'staging.all', uid: ROOM, editing: true })).statusCode).toBe(204);
    const seen = await watching.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM);
    expect(seen).toEqual({ list: 'staging.all', uid: ROOM, editors: [{ uid: erika.uid, name: expect.stringContaining('Test') as string }] });
    expect(editorsOf(await own.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM))).toEqual([]);

    // Another beat of the same editor is told again (a client forgets an editor it has not heard of
    // for PRESENCE_EXPIRES_MS); a second editor is told to the first.
    expect((await beat(erika.idToken, { list: 'staging.all', uid: ROOM, editing: true })).statusCode).toBe(204);
    expect(editorsOf(await watching.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM))).toEqual([erika.uid]);
    expect(editorsOf(await own.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM))).toEqual([]);
    expect((await beat(admin.idToken, { list: 'staging.all', uid: ROOM, editing: true })).statusCode).toBe(204);
    expect(editorsOf(await own.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM))).toEqual([admin.uid]);
    expect(editorsOf(await watching.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM))).toEqual([erika.uid]);

    // Without a beat for longer than PRESENCE_EXPIRES_MS, both are gone.
    ahead += PRESENCE_EXPIRES_MS + 1_000;
    await watching.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM && presence.editors.length === 0);

    // editing: false takes the editor away at once.
    expect((await beat(erika.idToken, { list: 'staging.all', uid: ROOM, editing: true })).statusCode).toBe(204);
    await watching.nextData<LivePresence>('presence', (presence) => editorsOf(presence).includes(erika.uid));
    expect((await beat(erika.idToken, { list: 'staging.all', uid: ROOM, editing: false })).statusCode).toBe(204);
    await watching.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM && presence.editors.length === 0);

    // The other customer's unit admin never heard of the room (two pings after everything above).
    await outsider.next((event) => event.event === 'comment');
    await outsider.next((event) => event.event === 'comment');
    expect(outsider.raw).not.toContain(ROOM);
    for (const client of [watching, own, outsider]) client.close();
  });

  it('tells a stream that opens who is editing already', async () => {
    const editor = await api.signUpAs('UNIT_ADMIN', 'fw-musterstadt');
    expect((await beat(editor.idToken, { list: 'staging.all', uid: ROOM, editing: true })).statusCode).toBe(204);
    const late = await EventStreamClient.openReady(eventsUrl, api.token);
    expect(editorsOf(await late.nextData<LivePresence>('presence', (presence) => presence.uid === ROOM))).toContain(editor.uid);
    late.close();
    await beat(editor.idToken, { list: 'staging.all', uid: ROOM, editing: false });
  });

  it.each([
    ['no list', { uid: ROOM, editing: true }, 'list'],
    ['a list name that is not one', { list: 'staging', uid: ROOM, editing: true }, 'list'],
    ['no uid', { list: 'staging.all', editing: true }, 'uid'],
    ['editing as text', { list: 'staging.all', uid: ROOM, editing: 'ja' }, 'editing'],
  ])('answers 400 naming the field for %s', async (_what, body, field) => {
    const response = await beat(api.token, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ApiErrorBody.parse(response.json()).fieldErrors ?? {})).toContain(field);
  });

  it('answers 404 for a record that does not exist or is out of reach, 403 without the right to read the list', async () => {
    const otherUnit = await api.signUpAs('UNIT_ADMIN', 'thw-musterstadt');
    const user = await api.signUpAs('USER', 'fw-musterstadt');
    const missing = await beat(api.token, { list: 'staging.all', uid: 'gibt-es-nicht', editing: true });
    const outOfReach = await beat(otherUnit.idToken, { list: 'staging.all', uid: ROOM, editing: true });
    expect(missing.statusCode).toBe(404);
    expect(outOfReach.statusCode).toBe(404);
    expect(outOfReach.json()).toEqual(missing.json());
    expect((await beat(user.idToken, { list: 'staging.all', uid: ROOM, editing: true })).statusCode).toBe(403);
    expect((await beat(api.token, { list: 'nothing.here', uid: ROOM, editing: true })).statusCode).toBe(403);
  });
});
