import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from './errors';

/**
 * JSON bodies: an empty body is "no body" (clients send the JSON content type on every call,
 * including bodiless POSTs like material delete); anything unparsable is a 400, never a 500.
 * secure-json-parse (Fastify's own default parser) refuses `__proto__` and `constructor.prototype`
 * keys, which could otherwise reach object spreads in handlers. Other content types stay without
 * a parser: Fastify refuses them with 415.
 */
export function jsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new HttpError(400, 'Malformed JSON body'), undefined);
    }
  });
}
