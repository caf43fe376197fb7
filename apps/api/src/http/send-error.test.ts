import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, PG_FOREIGN_KEY_VIOLATION, PG_RESTRICT_VIOLATION, PG_UNIQUE_VIOLATION } from '../db/database';
import { HttpError } from './errors';
import { errorReplies } from './send-error';

const pgError = (code: string, constraint?: string) => Object.assign(new Error('database says no'), { code, constraint });

/** An app whose one route throws `error`. */
function throwing(error: unknown) {
  const app = Fastify();
  errorReplies(app);
  app.get('/fail', async () => {
    throw error;
  });
  return app.inject({ method: 'GET', url: '/fail' });
}

describe('error replies', () => {
  it('an unknown route is a JSON 404 naming it, without its query', async () => {
    const app = Fastify();
    errorReplies(app);
    const response = await app.inject({ method: 'POST', url: '/nowhere/?secret=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Route POST /nowhere/ not found' });
  });

  it('an HttpError answers its status, code, field errors and Retry-After', async () => {
    const response = await throwing(new HttpError(429, 'Too many', { mail: 'duplicate' }, 'too_many_attempts', undefined, 7));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many', code: 'too_many_attempts', fieldErrors: { mail: 'duplicate' } });
  });

  it('a unique violation is a 409 on the constraint’s field; an unknown constraint names none', async () => {
    const known = await throwing(pgError(PG_UNIQUE_VIOLATION, 'users_mail_key'));
    expect(known.statusCode).toBe(409);
    expect(known.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Duplicate value', fieldErrors: { mail: 'duplicate' } });
    const unknown = await throwing(pgError(PG_UNIQUE_VIOLATION, 'some_other_key'));
    expect(unknown.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Duplicate value' });
  });

  it('a missing referenced record is a 404 on its field; a record still in use is a 409', async () => {
    const missing = await throwing(pgError(PG_FOREIGN_KEY_VIOLATION, 'users_customer_fkey'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ fieldErrors: { customerUid: 'not_found' } });
    const inUse = await throwing(pgError(PG_RESTRICT_VIOLATION));
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ message: 'Record is still in use' });
  });

  it('bad input the database refuses is a 400; an unreachable database a 503 unavailable', async () => {
    expect((await throwing(pgError('22P02'))).statusCode).toBe(400);
    const down = await throwing(new DatabaseUnavailableError('connection refused'));
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ statusCode: 503, code: 'unavailable' });
  });

  it('anything else is a 500 that shows nothing of the failure', async () => {
    const response = await throwing(new Error('secret detail at /srv/app.js:12'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  });
});
