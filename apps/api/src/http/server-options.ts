import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { ApiLogController, loggerOptions, type LogOptions } from './logging';

export interface ServerSettings {
  logger?: false | LogOptions;
  bodyLimit?: number;
  requestTimeoutMs?: number;
  trustProxyHops?: number;
}

/** The Fastify instance's own options: logging, limits, time-outs, routing and the trusted proxies. */
export function serverOptions(settings: ServerSettings): FastifyServerOptions {
  const hops = settings.trustProxyHops ?? 0;
  return {
    logger: settings.logger ? loggerOptions(settings.logger) : false,
    // Each request's log line carries its id; a caller's own X-Request-Id is not trusted.
    genReqId: () => randomUUID(),
    // One line per request, when it is answered, instead of Fastify's two.
    logController: new ApiLogController(),
    bodyLimit: settings.bodyLimit ?? 1024 * 1024,
    // SPEC §7 paths end in "/"; clients that drop it reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // SPEC §7's deletes are GETs: an automatic HEAD route would run them too (a link prefetcher
    // or proxy sends HEAD freely). Only the methods the contract names are served.
    exposeHeadRoutes: false,
    // A request may take this long to arrive, and its handler this long to answer: then 503, and
    // its client is free again (nothing the API calls may hold a request for minutes).
    requestTimeout: settings.requestTimeoutMs ?? 30_000,
    handlerTimeout: settings.requestTimeoutMs ?? 30_000,
    // request.ip: the client as the trusted proxies saw it (the failed-token limiter counts per
    // client). Fastify takes a bare hop count as "trust nothing" (it cannot tell a proxy from a
    // client that reaches the API directly), so the hops are trusted by position: the deployment
    // lets only its load balancers reach the API (README, TRUST_PROXY_HOPS).
    trustProxy: hops ? (_address: string, hop: number) => hop < hops : false,
  };
}
