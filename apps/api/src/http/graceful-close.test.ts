import Fastify from 'fastify';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeConnectionsOnShutdown } from './graceful-close';

describe('shutting down', () => {
  it('an answer sent while the app closes tells the client to close the connection; earlier ones do not', async () => {
    const app = Fastify();
    closeConnectionsOnShutdown(app);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    app.get('/quick', async () => ({ ok: true }));
    app.get('/slow', async () => {
      started();
      await released;
      return { ok: true };
    });
    // Runs after the plugin's own preClose hook: the app is closing from here on.
    app.addHook('preClose', async () => release());

    expect((await app.inject({ method: 'GET', url: '/quick' })).headers.connection).not.toBe('close');
    const slow = app.inject({ method: 'GET', url: '/slow' });
    await running;
    const closed = app.close();
    const response = await slow;
    await closed;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
  });

  it('closes a connection that has not sent a request at once, and the close does not wait for it', async () => {
    const app = Fastify();
    closeConnectionsOnShutdown(app);
    app.get('/quick', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    // A preconnected socket: open, nothing sent (Node would hold the close until its headers time out, a minute).
    const idle = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    idle.on('error', () => undefined);
    const closedByServer = once(idle, 'close');
    await once(idle, 'connect');
    while ((await new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)))) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await app.close();
    await closedByServer;
    expect(idle.destroyed).toBe(true);
  }, 10_000);
});
