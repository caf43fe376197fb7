import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRANTS, MATERIALS, type Hydrant } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { createEntity, useCapability } from '@rescue-admin/data-access';
import { TestDataAccessProvider, createTestQueryClient } from '@rescue-admin/data-access/testing';
import { PATCH_TIMING } from '../cache/cache-patcher';
import { LIVE_TIMING } from '../stream/connection';
import { createFakeStreamServer, READY, settle } from '../stream/fake-stream-server';
import { LIVE_EVENTS } from './live-offer';
import { createLiveSession, type LiveSession } from './live-session';
import { LIVE_PRESENCE, createBeatSender } from './send-beat';

const BASE = 'http://api.test/api/';
const hydrantApi = createEntity(HYDRANTS);
const materialApi = createEntity(MATERIALS);

let server: ReturnType<typeof createFakeStreamServer>;
let queryClient: QueryClient;
let session: LiveSession;
const unsubscribers: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  server = createFakeStreamServer();
  queryClient = createTestQueryClient();
  session = createLiveSession({ queryClient, uid: 'erika', base: BASE, getToken: async () => 'token', fetch: server.fetch });
});

afterEach(() => {
  session.stop();
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  queryClient.clear();
  vi.useRealTimers();
});

/** A list on screen (observed), counting its fetches. */
async function screenList(options: { queryKey: readonly unknown[] }, rows: unknown[]) {
  const fetches = { count: 0 };
  const observer = new QueryObserver(queryClient, { ...(options as object), queryFn: async () => ((fetches.count += 1), rows), staleTime: Infinity } as never);
  unsubscribers.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(queryClient.getQueryData(options.queryKey)).toBeDefined());
  return fetches;
}

/** What a screen of this session would learn from `useCapability`. */
function capabilityOf(endpoint: { name: string; extension: true }) {
  const { result } = renderHook(() => useCapability(endpoint), { wrapper: ({ children }) => <TestDataAccessProvider queryClient={queryClient}>{children}</TestDataAccessProvider> });
  return result.current;
}

const changeEvent = (id: string, data: Record<string, unknown>) => `id: ${id}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
const aChange = (record: Hydrant, overrides: Record<string, unknown> = {}) => ({
  id: '7',
  list: 'hydrant.all',
  uid: record.uid,
  kind: 'update',
  version: '2026-11-27T06:00:00.000Z',
  actor: { uid: 'max', name: 'Max Muster' },
  record,
  at: '2026-11-27T06:00:00.000Z',
  ...overrides,
});

async function open() {
  session.start();
  await settle();
  server.send(READY);
  await settle();
}

describe('createLiveSession', () => {
  it('given a change on the stream, should patch the cached list (dates revived) and hand it to the store with the user', async () => {
    const rows = [aHydrant({ uid: 'h1', name: 'Alt' })];
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => rows });
    const receive = vi.spyOn(session.store, 'receive');
    await open();

    server.send(changeEvent('7', aChange({ ...rows[0], name: 'Neu', lastUpdate: '2026-11-27T06:00:00.000Z' as never })));
    await settle();
    await vi.advanceTimersByTimeAsync(PATCH_TIMING.windowMs);

    const list = queryClient.getQueryData<Hydrant[]>(hydrantApi.queries.list().queryKey);
    expect(list?.[0].name).toBe('Neu');
    expect(list?.[0].lastUpdate).toEqual(new Date('2026-11-27T06:00:00.000Z'));
    expect(receive).toHaveBeenCalledTimes(1);
    expect(receive.mock.calls[0][0]).toEqual([expect.objectContaining({ id: '7', uid: 'h1', kind: 'update', actor: { uid: 'max', name: 'Max Muster' } })]);
    expect(receive.mock.calls[0][1]).toBe('erika');
  });

  it('given an event that does not match the contract, should ignore it and go on with the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows = [aHydrant({ uid: 'h1', name: 'Alt' })];
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => rows });
    await open();

    server.send(changeEvent('7', aChange(rows[0], { kind: 'upsert' })));
    server.send(changeEvent('7', aChange({ ...rows[0], uid: 'h2' }, { uid: 'h1' })));
    server.send(`event: change\ndata: {not json\n\n`);
    server.send(changeEvent('8', aChange({ ...rows[0], name: 'Neu' }, { id: '8' })));
    await settle();
    await vi.advanceTimersByTimeAsync(PATCH_TIMING.windowMs);

    expect(queryClient.getQueryData<Hydrant[]>(hydrantApi.queries.list().queryKey)?.[0].name).toBe('Neu');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('given presence, should hand it to the store; given reset, should clear the store and fetch every list again', async () => {
    const presence = vi.spyOn(session.store, 'presence');
    const clear = vi.spyOn(session.store, 'clear');
    await open();
    const fetches = await screenList(hydrantApi.queries.list(), [aHydrant()]);

    server.send(`event: presence\ndata: ${JSON.stringify({ list: 'hydrant.all', uid: 'h1', editors: [{ uid: 'max', name: 'Max Muster' }] })}\n\n`);
    server.send('event: reset\ndata: {}\n\n');
    await settle();

    expect(presence).toHaveBeenCalledWith({ list: 'hydrant.all', uid: 'h1', editors: [{ uid: 'max', name: 'Max Muster' }] });
    expect(clear).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(fetches.count).toBe(2));
  });

  it('once the stream is first open, should read again the lists on screen read before it was asked for, and no list read since', async () => {
    const readBefore = await screenList(hydrantApi.queries.list(), [aHydrant()]);
    await vi.advanceTimersByTimeAsync(1);
    session.start();
    await settle();
    await vi.advanceTimersByTimeAsync(1);
    const readSince = await screenList(materialApi.queries.list(), []);

    server.send(READY);
    await settle();

    await vi.waitFor(() => expect(readBefore.count).toBe(2));
    expect(readSince.count).toBe(1);
  });

  it('given a list made stale by a record it shows, should read that list again and leave the others', async () => {
    await open();
    const hydrants = await screenList(hydrantApi.queries.list(), [aHydrant()]);
    const materials = await screenList(materialApi.queries.list(), []);

    server.send('id: 9\nevent: stale\ndata: {"list":"material.all"}\n\n');
    server.send('id: 10\nevent: stale\ndata: {"list":"not a list"}\n\n');
    await settle();

    await vi.waitFor(() => expect(materials.count).toBe(2));
    expect(hydrants.count).toBe(1);
  });

  it('given a buffering proxy, should refetch the lists on screen every 30 s and leave the others', async () => {
    const onScreen = await screenList(hydrantApi.queries.list(), [aHydrant()]);
    await queryClient.fetchQuery({ ...materialApi.queries.list(), queryFn: () => [] });
    session.start();
    await settle();

    await vi.advanceTimersByTimeAsync(LIVE_TIMING.readyMs + LIVE_TIMING.pollMs);
    await vi.waitFor(() => expect(onScreen.count).toBe(2));
    await vi.advanceTimersByTimeAsync(LIVE_TIMING.pollMs);
    await vi.waitFor(() => expect(onScreen.count).toBe(3));

    expect(queryClient.getQueryState(materialApi.queries.list().queryKey)?.fetchStatus).toBe('idle');
  });

  it('given the stream answers 404, should mark it absent in the session offers and ask no more', async () => {
    server.answer({ status: 404, body: '{"statusCode":404,"error":"Not Found","message":"Route GET:/api/events not found"}' });
    session.start();
    await settle();
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(server.streamRequests()).toHaveLength(1);
    expect(capabilityOf(LIVE_EVENTS)).toBe('absent');
    expect(capabilityOf(LIVE_PRESENCE)).toBe('unknown');
  });

  it('given a heartbeat, should post it with the token; after a 404 without a code, should mark it absent and send no more', async () => {
    server.answer({ status: 204 }, { status: 503 }, { status: 404, body: '{"statusCode":404,"error":"Not Found","message":"Route POST:/api/presence not found"}' });
    const sendBeat = createBeatSender({ queryClient, base: BASE, getToken: async () => 'token', fetch: server.fetch });
    const beat = { list: 'hydrant.all', uid: 'h1', editing: true };

    await sendBeat(beat);
    await expect(sendBeat(beat)).rejects.toThrow('503');
    await sendBeat(beat);
    await sendBeat(beat);

    expect(server.requests).toHaveLength(3);
    expect(server.requests[0]).toMatchObject({ url: `${BASE}presence`, method: 'POST' });
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer token');
    expect(JSON.parse(server.requests[0].body ?? '')).toEqual(beat);
    expect(capabilityOf(LIVE_PRESENCE)).toBe('absent');
  });

  it('given stop, should abort the stream and forget what the store holds', async () => {
    const clear = vi.spyOn(session.store, 'clear');
    await open();

    session.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(server.requests[0].signal?.aborted).toBe(true);
    expect(server.streamRequests()).toHaveLength(1);
    expect(clear).toHaveBeenCalled();
  });
});
