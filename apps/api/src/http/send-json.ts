import type { FastifyReply } from 'fastify';

/**
 * Sends an answer the API serialised itself (not Fastify: a bare string, such as a created uid,
 * must go out as JSON `"uid"`, not as text).
 */
export const sendJson = (reply: FastifyReply, status: number, payload: Buffer | string) => reply.code(status).type('application/json; charset=utf-8').send(payload);
