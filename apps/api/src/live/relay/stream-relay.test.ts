import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOURCE_RELAY } from '../../test/source-relay';
import { StreamRelay } from './stream-relay';

/**
 * The stream relay with its real process: sockets accepted here are handed over, and what their
 * clients receive is read on the other end.
 */
const MAX_BUFFERED = 64 * 1024;

let server: Server;
let accepted: Socket[];
let relay: StreamRelay;
let logged: string[];

/** A client connection, what arrives on it, and its end. */
interface Client {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
}

async function connectClient(): Promise<{ client: Client; serverSide: Socket }> {
  const address = server.address() as { port: number };
  const socket = connect(address.port, '127.0.0.1');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => undefined);
  await once(socket, 'connect');
  while (accepted.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  return { client: { socket, received: () => text, closed }, serverSide: accepted.shift() as Socket };
}

/** Resolves when `check` holds (polled), else fails after 5 s. */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

beforeEach(async () => {
  accepted = [];
  logged = [];
  server = createServer((socket) => accepted.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const started = await StreamRelay.start(SOURCE_RELAY, MAX_BUFFERED, (message) => logged.push(message));
  if (!started) throw new Error('the relay did not start');
  relay = started;
});

afterEach(async () => {
  await relay.stop();
  await new Promise((resolve) => server.close(resolve));
});

describe('StreamRelay', () => {
  it("writes each stream's texts in order, as HTTP/1.1 chunks, and a text shared by streams reaches each of them", async () => {
    const a = await connectClient();
    const b = await connectClient();
    const first = relay.adopt(a.serverSide, true, () => undefined);
    const second = relay.adopt(b.serverSide, true, () => undefined);
    relay.write(first, 'id: 1\n\n');
    relay.write(second, 'id: 1\n\n');
    relay.write(first, 'id: 2\n\n');
    await until(() => a.client.received().length > 0 && b.client.received().length > 0);
    relay.write(first, 'ü: 3\n\n');
    await until(() => a.client.received().includes('3'));
    expect(a.client.received()).toBe(chunk('id: 1\n\nid: 2\n\n') + chunk('ü: 3\n\n'));
    expect(b.client.received()).toBe(chunk('id: 1\n\n'));
  });

  it('writes an HTTP/1.0 body as it is', async () => {
    const a = await connectClient();
    const id = relay.adopt(a.serverSide, false, () => undefined);
    relay.write(id, 'data: x\n\n');
    await until(() => a.client.received().length > 0);
    relay.end(id);
    await a.client.closed;
    expect(a.client.received()).toBe('data: x\n\n');
  });

  it('ends a stream after what was written to it: the last chunk, then the connection closes', async () => {
    const a = await connectClient();
    let gone = 0;
    const id = relay.adopt(a.serverSide, true, () => (gone += 1));
    relay.write(id, 'data: last\n\n');
    relay.end(id);
    await a.client.closed;
    expect(a.client.received()).toBe(`${chunk('data: last\n\n')}0\r\n\r\n`);
    await until(() => gone === 1);
  });

  it('tells the API when the client goes away, once', async () => {
    const a = await connectClient();
    let gone = 0;
    relay.adopt(a.serverSide, true, () => (gone += 1));
    a.client.socket.destroy();
    await until(() => gone === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gone).toBe(1);
  });

  it('cuts a dropped stream without sending what waits for it', async () => {
    const a = await connectClient();
    let gone = 0;
    const id = relay.adopt(a.serverSide, true, () => (gone += 1));
    relay.write(id, 'data: never\n\n');
    relay.drop(id);
    await a.client.closed;
    expect(a.client.received()).toBe('');
    await until(() => gone === 1);
  });

  it('drops a reader that does not keep up once its unsent bytes pass the limit', async () => {
    const a = await connectClient();
    a.client.socket.pause();
    let gone = 0;
    const id = relay.adopt(a.serverSide, true, () => (gone += 1));
    const frame = `data: ${'x'.repeat(16 * 1024)}\n\n`;
    for (let i = 0; i < 400 && gone === 0; i += 1) {
      relay.write(id, frame);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await until(() => gone === 1);
    expect(a.client.socket.readableLength + a.client.received().length).toBeLessThan(400 * frame.length);
  });

  it('ends every stream when the relay process dies, and takes no new ones', async () => {
    const a = await connectClient();
    const b = await connectClient();
    const gone: string[] = [];
    relay.write(relay.adopt(a.serverSide, true, () => gone.push('a')), 'data: a\n\n');
    relay.write(relay.adopt(b.serverSide, true, () => gone.push('b')), 'data: b\n\n');
    await until(() => a.client.received().length > 0 && b.client.received().length > 0);
    expect(relay.available).toBe(true);
    (relay as unknown as { child: { kill(signal: string): void } }).child.kill('SIGKILL');
    await until(() => gone.length === 2);
    await a.client.closed;
    await b.client.closed;
    expect(relay.available).toBe(false);
    expect(logged).toEqual([expect.stringContaining('the stream relay stopped')]);
  });

  it("stays up through a terminal's Ctrl-C and SIGTERM (the API decides when it stops)", async () => {
    const a = await connectClient();
    const id = relay.adopt(a.serverSide, true, () => undefined);
    const pid = (relay as unknown as { child: { pid: number } }).child.pid;
    process.kill(pid, 'SIGINT');
    process.kill(pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    relay.write(id, 'data: still\n\n');
    await until(() => a.client.received().includes('still'));
    expect(relay.available).toBe(true);
  });

  it('ends its streams when stopped, and exits', async () => {
    const a = await connectClient();
    const id = relay.adopt(a.serverSide, true, () => undefined);
    relay.write(id, 'data: before\n\n');
    await relay.stop();
    await a.client.closed;
    expect(a.client.received()).toBe(`${chunk('data: before\n\n')}0\r\n\r\n`);
    expect(relay.available).toBe(false);
  });
});

describe('StreamRelay.start', () => {
  it('answers null, and says why, when the relay cannot start', async () => {
    const messages: string[] = [];
    const none = await StreamRelay.start({ script: '/nonexistent/relay-main.js' }, MAX_BUFFERED, (message) => messages.push(message));
    expect(none).toBeNull();
    expect(messages).toEqual([expect.stringContaining('did not start')]);
  });
});
