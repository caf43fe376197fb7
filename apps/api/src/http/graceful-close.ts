import type { FastifyInstance } from 'fastify';

/**
 * Shutting down (fastify.close()): the listener is closed, requests under way finish, and their
 * keep-alive connections close after the answer instead of idling until their time-out.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}
