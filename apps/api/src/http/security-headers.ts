import type { FastifyInstance } from 'fastify';

/**
 * Every answer, routes, probes, errors and 404s alike: JSON for a script, never a page to frame,
 * sniff or cache. Answers carry personal data, so only a route that sets its own Cache-Control
 * (the OpenAPI document) may be cached.
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'no-referrer');
    void reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    void reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}
