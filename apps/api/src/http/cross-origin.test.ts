import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { crossOrigin } from './cross-origin';

const ADMIN_APP = 'http://localhost:4200';

async function appWithCors() {
  const app = Fastify();
  await crossOrigin(app, [ADMIN_APP]);
  app.get('/list', async () => []);
  return app;
}

describe('cross-origin calls', () => {
  it('the admin app may send its headers (preflight, the event stream\'s Last-Event-ID too) and read the ETag and the timing of an answer', async () => {
    const app = await appWithCors();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/list',
      headers: { origin: ADMIN_APP, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, idempotency-key, last-event-id' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ADMIN_APP);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    // The event stream's reconnect names the last event it read.
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('last-event-id');
    expect(preflight.headers['access-control-max-age']).toBe('600');

    const answer = await app.inject({ method: 'GET', url: '/list', headers: { origin: ADMIN_APP } });
    expect(answer.headers['access-control-allow-origin']).toBe(ADMIN_APP);
    expect(answer.headers['access-control-expose-headers']).toBe('ETag');
    expect(answer.headers['timing-allow-origin']).toBe(ADMIN_APP);
  });

  it('another origin gets neither', async () => {
    const app = await appWithCors();
    const answer = await app.inject({ method: 'GET', url: '/list', headers: { origin: 'https://evil.example' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['timing-allow-origin']).toBeUndefined();
  });
});
