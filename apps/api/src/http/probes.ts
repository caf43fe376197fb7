import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { errorBody } from './errors';

/**
 * Probes, without a token, and quiet in the logs. /healthz: the process answers (no database);
 * /readyz: it can serve, i.e. the database answers `SELECT 1` within `readyTimeoutMs` (else 503).
 * /health is the old name of /healthz. Every profile serves them: they are operational, not
 * product calls.
 */
export function probes(app: FastifyInstance, db: Pick<Queryable, 'query'>, readyTimeoutMs = 2_000): void {
  const alive = async () => ({ status: 'ok' });
  app.get('/healthz', { logLevel: 'warn' }, alive);
  app.get('/health', { logLevel: 'warn' }, alive);
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await withTimeout(db.query('SELECT 1'), readyTimeoutMs);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send(errorBody(503, 'The database does not answer', undefined, 'unavailable'));
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
