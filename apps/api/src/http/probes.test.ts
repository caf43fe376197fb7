import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { probes } from './probes';

function appWith(query: () => Promise<unknown[]>, readyTimeoutMs?: number) {
  const app = Fastify();
  probes(app, { query: query as never }, readyTimeoutMs);
  return app;
}

describe('probes', () => {
  it('/healthz and /health answer without asking the database', async () => {
    let asked = 0;
    const app = appWith(async () => {
      asked += 1;
      return [];
    });
    for (const url of ['/healthz', '/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
    expect(asked).toBe(0);
  });

  it('/readyz answers ok while the database answers', async () => {
    const response = await appWith(async () => [{ '?column?': 1 }]).inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 unavailable when the database fails or does not answer in time', async () => {
    const failing = await appWith(() => Promise.reject(new Error('connection refused'))).inject({ method: 'GET', url: '/readyz' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toMatchObject({ statusCode: 503, code: 'unavailable' });
    const silent = await appWith(() => new Promise(() => undefined), 20).inject({ method: 'GET', url: '/readyz' });
    expect(silent.statusCode).toBe(503);
  });
});
