import type { LiveChange } from '@rescue-admin/api-contract';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStreamClient } from '../test/event-stream-client';
import { SOURCE_RELAY } from '../test/source-relay';
import { createMaterial, createTestApi, urlOf, type TestApi } from '../test/test-api';

/**
 * The event streams through the relay process, over real sockets: the relay holds each stream's
 * connection once its response has begun, and when the relay dies its streams end, the clients
 * resume with their Last-Event-ID, and the API writes their streams itself.
 */

/** Marks this file's relay process, so that the test can find it among the machine's processes. */
const MARK = `relay-test-${randomUUID()}`;

let api: TestApi;
let eventsUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  api = await createTestApi({
    live: { pingMs: 200, relay: { ...SOURCE_RELAY, execArgv: [...(SOURCE_RELAY.execArgv ?? []), `--title=${MARK}`] } },
    logStream: { write: (line) => logLines.push(line) },
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  eventsUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}${urlOf('live.events')}`;
}, 120_000);
afterAll(() => api.close());

/** The pid of this file's relay process, if it runs. */
function relayPid(): number | null {
  try {
    return Number(execFileSync('pgrep', ['-f', MARK], { encoding: 'utf8' }).trim().split('\n')[0]);
  } catch {
    return null;
  }
}

describe('event streams through the relay', () => {
  it('hands the connection to the relay (which closes it with the stream) and delivers changes and pings through it', async () => {
    const client = await EventStreamClient.openReady(eventsUrl, api.token);
    expect(client.response.headers.get('connection')).toBe('close');
    const uid = await createMaterial(api);
    await client.nextData<LiveChange>('change', (change) => change.uid === uid);
    await client.next((event) => event.event === 'comment');
    client.close();
    // Its one log line, as for every request, once it has ended.
    await expect
      .poll(() => logLines.map((line) => JSON.parse(line) as { msg: string; req?: { path?: string }; res?: { statusCode?: number } }).filter((line) => line.msg === 'request completed' && line.req?.path === '/api/events'), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ res: { statusCode: 200 } })]);
  });

  it('ends the streams when the relay dies; they resume where they were, written by the API itself', async () => {
    const client = await EventStreamClient.openReady(eventsUrl, api.token);
    const before = await createMaterial(api);
    const seen = await client.next((event) => event.event === 'change' && event.data.includes(before));
    const pid = relayPid();
    expect(pid).not.toBeNull();
    process.kill(pid as number, 'SIGKILL');
    await client.ended;

    const missed = await createMaterial(api);
    const resumed = await EventStreamClient.openReady(eventsUrl, api.token, { 'last-event-id': seen.id as string });
    expect(resumed.response.headers.get('connection')).not.toBe('close');
    await resumed.nextData<LiveChange>('change', (change) => change.uid === missed);
    const after = await createMaterial(api);
    await resumed.nextData<LiveChange>('change', (change) => change.uid === after);
    expect(relayPid()).toBeNull();
    resumed.close();
  });
});
