import cors from '@fastify/cors';
import { IDEMPOTENCY_KEY_HEADER } from '@rescue-admin/api-contract';
import type { FastifyInstance } from 'fastify';

/**
 * What the admin app's origins may do across origins: call with its headers (CORS, preflights
 * kept 10 minutes), read the ETag, and see the answers' timings and sizes (Resource Timing: how
 * long a list took, how many compressed bytes it was). Other origins get none of it.
 */
export async function crossOrigin(app: FastifyInstance, origins: string[]): Promise<void> {
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST'],
    // Last-Event-ID: the event stream's reconnect resumes after the last event it read.
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', 'Last-Event-ID', IDEMPOTENCY_KEY_HEADER],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });
  const timingOrigins = new Set(origins);
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && timingOrigins.has(origin)) void reply.header('timing-allow-origin', origin);
  });
}
