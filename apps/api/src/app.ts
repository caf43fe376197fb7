import Fastify, { type FastifyInstance } from 'fastify';
import type { AppOptions } from './app-options';
import { startServices } from './app-services';
import { FailedAuthLimiter } from './auth/failed-auth-limiter';
import { admission } from './http/admission';
import { cachedLists } from './http/cached-lists';
import { crossOrigin } from './http/cross-origin';
import { endpointRoutes } from './http/endpoint-routes';
import { closeConnectionsOnShutdown } from './http/graceful-close';
import { jsonBody } from './http/json-body';
import { serveOpenApiDocument } from './http/openapi-document';
import { probes } from './http/probes';
import { securityHeaders } from './http/security-headers';
import { errorReplies } from './http/send-error';
import { serverOptions } from './http/server-options';

export type { AppOptions } from './app-options';

/**
 * The HTTP API: every endpoint of the contract's ENDPOINTS table, mounted under its service's
 * prefix. Every request takes the same steps in the same order (CONVENTIONS 17): ID token → the
 * caller's user record → the access policy's grant for the endpoint → schema parse of query and
 * body → the policy's check of the records named → the handler. Built without listening, so tests
 * can use `inject` or listen on port 0.
 *
 * Each step below is one function `(app, deps)` in src/http/ that adds its hooks, handlers or
 * routes to the root instance. They are plain functions, not `app.register` plugins: their hooks
 * must reach every route (a registered plugin is encapsulated unless wrapped with fastify-plugin,
 * which is no dependency of this project), they run in the order written here, and some hand
 * back what a later step uses (the caller directory, the list cache).
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(options));
  const { db } = options.services;

  await crossOrigin(app, options.corsOrigins);
  jsonBody(app);
  errorReplies(app);
  closeConnectionsOnShutdown(app);
  securityHeaders(app);
  probes(app, db, options.readyTimeoutMs);
  serveOpenApiDocument(app, options.prefixes);

  const { callers, idempotency, handlers } = await startServices(app, options);
  admission(app, { tokens: options.tokens, callers, limiter: options.failedAuthLimiter ?? new FailedAuthLimiter() });
  endpointRoutes(app, {
    db,
    handlers,
    prefixes: options.prefixes,
    profile: options.profile ?? 'full',
    idempotency,
    cachedList: options.cacheLists === true ? cachedLists(app, db, options.profile ?? 'full') : null,
  });
  return app;
}
