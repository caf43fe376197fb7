import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

/**
 * Shutting down (fastify.close()): the listener is closed, requests under way finish, and their
 * keep-alive connections close after the answer instead of idling until their time-out.
 * Connections that have not sent a request yet (a browser's preconnect, a client pool's spare)
 * close at once: Node counts them as busy until their headers time out, so the server's close
 * would wait a minute for them.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => unused.delete(request.socket));
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of unused) socket.destroy();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}
