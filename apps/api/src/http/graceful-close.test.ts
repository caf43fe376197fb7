import Fastify from 'fastify';
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
});
