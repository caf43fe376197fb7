import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveConnection, LIVE_TIMING, type LiveConnection, type LiveConnectionOptions } from './connection';
import { createFakeStreamServer, READY, settle } from './fake-stream-server';
import type { SseEvent } from './sse-parser';

const URL = 'http://api.test/b/events';

let server: ReturnType<typeof createFakeStreamServer>;
let connection: LiveConnection | undefined;
let events: SseEvent[];
let polls: number;
let absent: number;
let tokens: string[];

beforeEach(() => {
  vi.useFakeTimers();
  server = createFakeStreamServer();
  events = [];
  polls = 0;
  absent = 0;
  tokens = [];
});

afterEach(() => {
  connection?.stop();
  connection = undefined;
  vi.useRealTimers();
});

/** Starts a connection; its token getter hands out 't1', 't2', … (a fresh one per call), or what `token` says. */
async function connect(options: Partial<LiveConnectionOptions> & { token?: (forceRefresh: boolean) => string } = {}) {
  let issued = 0;
  const token = options.token ?? (() => `t${(issued += 1)}`);
  connection = createLiveConnection({
    url: URL,
    getToken: async (forceRefresh) => {
      const value = token(forceRefresh === true);
      tokens.push(forceRefresh ? `${value} (refreshed)` : value);
      return value;
    },
    onEvent: (event) => events.push(event),
    onPoll: () => (polls += 1),
    onAbsent: () => (absent += 1),
    fetch: server.fetch,
    random: () => 0.5,
    ...options,
  });
  await settle();
  return connection;
}

const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
};

describe('createLiveConnection', () => {
  it('given a stream, should send the bearer token and pass on every event but ready', async () => {
    await connect();
    server.send(READY);
    server.send('id: 1\nevent: change\ndata: {"n":1}\n\n: ping\n\nevent: presence\ndata: {}\n\n');
    await settle();

    expect(server.requests[0].url).toBe(URL);
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer t1');
    expect(server.requests[0].headers.get('Accept')).toBe('text/event-stream');
    expect(server.requests[0].headers.has('Last-Event-ID')).toBe(false);
    expect(events.map((event) => event.event)).toEqual(['change', 'presence']);
    expect(connection?.state).toBe('open');
  });

  it('given the server ends the stream, should reconnect after the backoff with Last-Event-ID and a fresh token', async () => {
    await connect();
    server.send(`${READY}id: 41\nevent: change\ndata: {}\n\nid: 42\nevent: change\ndata: {}\n\n`);
    await settle();
    server.end();
    await settle();
    expect(connection?.state).toBe('waiting');

    // random 0.5: three quarters of the first delay (1 s).
    await advance(749);
    expect(server.requests).toHaveLength(1);
    await advance(1);

    expect(server.requests).toHaveLength(2);
    expect(server.requests[1].headers.get('Last-Event-ID')).toBe('42');
    expect(server.requests[1].headers.get('Authorization')).toBe('Bearer t2');
  });

  it('given failure after failure, should double the delay up to 30 s, jittered, and start over once a stream is ready', async () => {
    server.answer(...Array.from({ length: 8 }, () => 'network-error' as const));
    await connect();
    const delays: number[] = [];
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      let waited = 0;
      while (server.requests.length < attempt) {
        await advance(250);
        waited += 250;
      }
      delays.push(waited);
    }
    // 0.75 × 1, 2, 4, 8, 16, 30, 30 s (random 0.5 → between half and all of the delay).
    expect(delays).toEqual([750, 1500, 3000, 6000, 12000, 22500, 22500]);

    // The ninth attempt gets a stream that says ready; when it ends, the first delay applies again.
    while (server.requests.length < 9) await advance(250);
    server.send(READY);
    await settle();
    server.end();
    await settle();
    await advance(750);
    expect(server.requests).toHaveLength(10);
  });

  it('given jitter, should spread the delay between half and all of it', async () => {
    server.answer('network-error');
    await connect({ random: () => 0 });
    await advance(499);
    expect(server.requests).toHaveLength(1);
    await advance(1);
    expect(server.requests).toHaveLength(2);
  });

  it('given 45 s without a byte, should drop the stream and connect again; a ping keeps it', async () => {
    await connect();
    server.send(READY);
    await settle();
    const first = server.requests[0];

    await advance(40_000);
    server.send(': ping\n\n');
    await settle();
    await advance(44_000);
    expect(server.requests).toHaveLength(1);

    await advance(1_000);
    expect(first.signal?.aborted).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('given the browser comes online while waiting to reconnect, should connect at once', async () => {
    server.answer('network-error', 'network-error', 'network-error', 'network-error');
    await connect();
    await advance(750 + 1_500 + 3_000);
    expect(server.requests).toHaveLength(4);

    window.dispatchEvent(new Event('online'));
    await settle();

    expect(server.requests).toHaveLength(5);
  });

  it('given the tab becomes visible after the laptop slept (no timer ran), should connect again at once', async () => {
    await connect();
    server.send(READY);
    await settle();
    vi.setSystemTime(Date.now() + 10 * 60_000);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    document.dispatchEvent(new Event('visibilitychange'));
    await settle();

    expect(server.requests).toHaveLength(2);
    expect(server.requests[0].signal?.aborted).toBe(true);
  });

  it('given the tab becomes visible while a reconnect waits out its backoff, should keep waiting', async () => {
    server.answer('network-error', 'network-error', 'network-error');
    await connect();
    await advance(750 + 1_500);
    expect(server.requests).toHaveLength(3);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(server.requests).toHaveLength(3);
    await advance(3_000);
    expect(server.requests).toHaveLength(4);
  });

  it('given the tab becomes visible after a short while, should keep the stream', async () => {
    await connect();
    server.send(READY);
    await settle();
    await advance(10_000);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    document.dispatchEvent(new Event('visibilitychange'));
    await settle();

    expect(server.requests).toHaveLength(1);
  });

  it('given a 200 without ready within 5 s (a buffering proxy), should poll every 30 s and try the stream again later', async () => {
    await connect();
    await advance(LIVE_TIMING.readyMs);
    expect(connection?.state).toBe('polling');
    expect(server.requests[0].signal?.aborted).toBe(true);

    await advance(LIVE_TIMING.pollMs - 1);
    expect(polls).toBe(0);
    await advance(1);
    expect(polls).toBe(1);
    await advance(LIVE_TIMING.pollMs);
    expect(polls).toBe(2);

    await advance(LIVE_TIMING.streamRetryWhilePollingMs - 2 * LIVE_TIMING.pollMs);
    expect(server.requests).toHaveLength(2);
    // This time the stream gets through: polling ends.
    server.send(READY);
    await settle();
    expect(connection?.state).toBe('open');
    const pollsWhenOpen = polls;
    for (let second = 0; second < 150; second += 15) {
      server.send(': ping\n\n');
      await advance(15_000);
    }
    expect(polls).toBe(pollsWhenOpen);
    expect(server.requests).toHaveLength(2);
  });

  it('given 404 without an error code (a service without the stream), should say so and never ask again', async () => {
    server.answer({ status: 404, body: '{"statusCode":404,"error":"Not Found","message":"Route GET:/b/events not found"}' });
    await connect();
    expect(absent).toBe(1);
    expect(connection?.state).toBe('absent');

    window.dispatchEvent(new Event('online'));
    await advance(60 * 60_000);

    expect(server.requests).toHaveLength(1);
  });

  it('given 404 with an error code, should count it as a failure and try again', async () => {
    server.answer({ status: 404, body: '{"statusCode":404,"error":"Not Found","message":"x","code":"not_found"}' });
    await connect();
    await advance(750);
    expect(absent).toBe(0);
    expect(server.requests).toHaveLength(2);
  });

  it('given 401, should try once with a refreshed token, then wait until the session has another token', async () => {
    let current = 'old';
    server.answer({ status: 401 }, { status: 401 });
    await connect({ token: () => current });
    expect(tokens).toEqual(['old', 'old (refreshed)']);
    expect(connection?.state).toBe('refused');

    await advance(5 * LIVE_TIMING.tokenCheckMs);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(server.requests).toHaveLength(2);

    current = 'new';
    await advance(LIVE_TIMING.tokenCheckMs);
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2].headers.get('Authorization')).toBe('Bearer new');
  });

  it('given 403, should wait for another token without retrying', async () => {
    server.answer({ status: 403 });
    await connect({ token: () => 'same' });
    await advance(10 * LIVE_TIMING.tokenCheckMs);
    expect(server.requests).toHaveLength(1);
    expect(connection?.state).toBe('refused');
  });

  it('given stop, should abort the stream and request nothing more', async () => {
    await connect();
    server.send(READY);
    await settle();

    connection?.stop();
    window.dispatchEvent(new Event('online'));
    await advance(10 * 60_000);

    expect(server.requests[0].signal?.aborted).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(connection?.state).toBe('stopped');
  });
});
