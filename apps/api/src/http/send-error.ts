import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AccountServiceTimeoutError } from '../auth/auth-errors';
import { CONSTRAINT_FIELDS } from '../db/constraint-fields';
import { DatabaseUnavailableError, isPgBadInput, isPgError, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION } from '../db/database';
import { errorBody, HttpError } from './errors';

/** Every failure and every unknown route answers a JSON `ApiErrorBody` (the contract's error shape). */
export function errorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

/** The error handler of every route: each failure as a JSON `ApiErrorBody` with its status, never a stack. */
function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn({ err: error }, 'the database is not available');
    return reply.code(503).send(errorBody(503, 'The database is not available right now; try again', undefined, 'unavailable'));
  }
  if (error instanceof AccountServiceTimeoutError || (error as Partial<FastifyError> | null)?.code === 'FST_ERR_HANDLER_TIMEOUT') {
    request.log.warn({ err: error }, 'request timed out');
    return reply.code(503).send(errorBody(503, 'The request took too long (a service did not answer in time); try again', undefined, 'unavailable'));
  }
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.fieldErrors, error.code, error.extra));
  }

  if (isPgError(error)) {
    const field = error.constraint ? CONSTRAINT_FIELDS[error.constraint] : undefined;
    if (error.code === PG_UNIQUE_VIOLATION) return reply.code(409).send(errorBody(409, 'Duplicate value', field ? { [field]: 'duplicate' } : undefined));
    if (error.code === PG_RESTRICT_VIOLATION) return reply.code(409).send(errorBody(409, 'Record is still in use'));
    if (error.code === PG_FOREIGN_KEY_VIOLATION) return reply.code(404).send(errorBody(404, 'Referenced record not found', field ? { [field]: 'not_found' } : undefined));
    // The contract should have caught it; if the database is stricter, it is still the input's fault.
    if (isPgBadInput(error)) return reply.code(400).send(errorBody(400, 'Invalid value'));
  }

  // Fastify's own client errors (body too large, unsupported media type, bad URL …) carry a 4xx status.
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return reply.code(status).send(errorBody(status, (error as FastifyError).message));

  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send(errorBody(500, 'Internal server error'));
}
