import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';
import { errorReplies } from './send-error';

const app = Fastify();
errorReplies(app);
securityHeaders(app);
app.get('/data', async () => ({ personal: 'Erika Mustermann' }));
app.get('/document', async (_request, reply) => reply.header('cache-control', 'no-cache').send({ shape: 'only' }));

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

describe('security headers', () => {
  it('a 200 is JSON for a script only, and not to be cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/data' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
  });

  it('a 404 of an unknown route carries the same headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
  });

  it('a route that sets its own Cache-Control keeps it', async () => {
    const response = await app.inject({ method: 'GET', url: '/document' });
    expect(response.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-cache' });
  });
});
