import { ENDPOINTS, type EndpointDef, type EndpointName } from '@rescue-admin/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller, CallerDirectory } from '../access/callers';
import { reachFor } from '../access/guard';
import type { FailedAuthLimiter } from '../auth/failed-auth-limiter';
import type { TokenVerifier } from '../auth/token-verifier';
import { forbidden, HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admitted caller's user record; null on public endpoints and routes outside the contract. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (http/endpoint-routes.ts); admission applies to these routes only. */
    endpoint?: EndpointName;
  }
}

const isPublic = (name: EndpointName) => (ENDPOINTS[name] as EndpointDef).public === true;

export interface AdmissionDeps {
  tokens: TokenVerifier;
  callers: Pick<CallerDirectory, 'resolve'>;
  limiter: FailedAuthLimiter;
}

/**
 * Who may enter a contract endpoint, decided before its body is even read (onRequest). Routes
 * outside the contract (probes, the OpenAPI document, CORS preflights, unknown routes) are left
 * alone.
 *
 * An endpoint with a token: token → caller → the policy's grant for this endpoint. The token is
 * verified first: a valid one is always served, whatever its address sent before. Only a presented
 * token that fails verification counts against the client's address (request.ip, as the trusted
 * proxies report it), and once that address is over the limit such a failure answers 429 instead
 * of 401 — guessing gets no answer, an office behind one address keeps working.
 *
 * A public endpoint (an invitation's check and acceptance, a new e-mail's confirmation): no token,
 * the input is the credential. An address that guessed wrong too often waits, as for refused
 * tokens — whatever it sends, so guessing gets no answer; an input that opens nothing (404, 410)
 * counts like a refused token.
 */
export function admission(app: FastifyInstance, { tokens, callers, limiter }: AdmissionDeps): void {
  app.decorateRequest('caller', null);

  const admitPublic = (request: FastifyRequest, reply: FastifyReply) => {
    const wait = limiter.retryAfterSeconds(request.ip);
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw new HttpError(429, 'Too many failed attempts', undefined, 'too_many_attempts');
    }
  };

  const admitCaller = async (name: EndpointName, request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new HttpError(401, 'A valid Firebase ID token is required');
    const verified = await tokens.verify(token);
    if (!verified) {
      const wait = limiter.retryAfterSeconds(request.ip);
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw new HttpError(429, 'Too many failed sign-in attempts', undefined, 'too_many_attempts');
      }
      limiter.recordFailure(request.ip);
      throw new HttpError(401, 'A valid Firebase ID token is required');
    }
    const resolution = await callers.resolve(verified.uid);
    if (resolution.status === 'no_user_record') throw forbidden('This account has no user record', 'no_user_record');
    // The Auth service counts revocations in whole seconds; the API's own record of the end of a
    // user's sessions holds at once: a session that signed in before (or in that second) is over.
    const { sessionsValidAfter } = resolution.caller;
    if (sessionsValidAfter !== undefined && verified.authTime * 1000 <= sessionsValidAfter) {
      tokens.forget?.(verified.uid);
      throw new HttpError(401, 'This session has ended; sign in again');
    }
    reachFor(resolution.caller, name);
    request.caller = resolution.caller;
  };

  app.addHook('onRequest', async (request, reply) => {
    const name = request.routeOptions.config?.endpoint;
    if (name === undefined) return;
    if (isPublic(name)) admitPublic(request, reply);
    else await admitCaller(name, request, reply);
  });

  app.addHook('onError', async (request, _reply, error) => {
    const name = request.routeOptions.config?.endpoint;
    if (name === undefined || !isPublic(name)) return;
    if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) limiter.recordFailure(request.ip);
  });
}
