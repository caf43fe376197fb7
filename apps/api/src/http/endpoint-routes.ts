import { ENDPOINT_SCHEMAS, ENDPOINTS, IDEMPOTENCY_KEY_HEADER, type EndpointDef, type EndpointName, type EndpointSchemas } from '@rescue-admin/api-contract';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../access/callers';
import { authorize } from '../access/guard';
import type { ApiProfile, ServicePrefixes } from '../config';
import type { Queryable } from '../db/database';
import { isCachedEndpoint, type CachedListAnswer } from './cached-lists';
import type { EndpointHandlers, EndpointInput, ReplyEndpointHandler, ReplyEndpointHandlers } from './endpoints';
import { parseInput } from './errors';
import { requestHash, type IdempotencyKeys } from './idempotency';
import { sendJson } from './send-json';
import { serialise, serves, specInput, successStatus } from './spec-profile';

/** An event stream's handler time-out: setTimeout's longest (24.8 days); the stream ends at its token's expiry long before. */
const STREAM_HANDLER_TIMEOUT_MS = 2 ** 31 - 1;

export interface EndpointRouteDeps {
  db: Queryable;
  handlers: EndpointHandlers;
  /** The endpoints that answer through the reply themselves (live/live-service.ts). */
  replyHandlers: ReplyEndpointHandlers;
  prefixes: ServicePrefixes;
  profile: ApiProfile;
  idempotency: IdempotencyKeys;
  /** Answers the plain list calls and the dashboard from the list cache; null: every list is read afresh. */
  cachedList: CachedListAnswer | null;
}

/**
 * One route per endpoint of the contract's ENDPOINTS table that the profile serves, under its
 * service's prefix. Admission (http/admission.ts) has let the request in; the route parses the
 * body and query with the contract's schemas, asks the access policy about the records named,
 * and answers the handler's result with the endpoint's success status — from the list cache for
 * a plain list, once per Idempotency-Key for an idempotent create.
 */
export function endpointRoutes(app: FastifyInstance, { db, handlers, replyHandlers, prefixes, profile, idempotency, cachedList }: EndpointRouteDeps): void {
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: EndpointDef = ENDPOINTS[name];
    if (!serves(profile, endpoint)) continue;
    const success = successStatus(profile, endpoint);
    // The spec profile reads updates and deletes without their read-at version (last write wins).
    const spec = profile === 'spec' ? specInput(ENDPOINT_SCHEMAS[name], (ENDPOINTS[name] as { wrap?: string }).wrap) : null;
    const schemas: EndpointSchemas = spec?.schemas ?? ENDPOINT_SCHEMAS[name];
    const readInput = spec?.withoutReadAt ?? ((input: unknown) => input);
    const handler = (handlers as Partial<Record<EndpointName, unknown>>)[name] as (input: EndpointInput<EndpointName>) => Promise<unknown>;
    const replyHandler = (replyHandlers as Partial<Record<EndpointName, unknown>>)[name] as ReplyEndpointHandler<EndpointName> | undefined;
    // A body whose every field is optional (asset sync) may be left out altogether.
    const bodyIsOptional = schemas.body?.safeParse({}).success ?? false;
    const cacheable = cachedList !== null && endpoint.method === 'GET' && !('query' in endpoint) && isCachedEndpoint(name);
    const run = async (input: EndpointInput<EndpointName>) => Buffer.from(serialise(profile, await handler(input)));

    app.route({
      method: endpoint.method,
      url: `${prefixes[endpoint.service]}${endpoint.path}`,
      config: { endpoint: name },
      // An event stream answers at once and then stays open: the server's handler time-out would
      // cut it after 30 s (Fastify destroys a response still under way). It ends with its token.
      ...('eventStream' in endpoint && endpoint.eventStream ? { handlerTimeout: STREAM_HANDLER_TIMEOUT_MS } : {}),
      handler: async (request, reply) => {
        if (endpoint.public) {
          const body = schemas.body ? parseInput(schemas.body, request.body, 'body') : undefined;
          return sendJson(reply, success, await run({ body, query: undefined, caller: null, scope: null } as unknown as EndpointInput<EndpointName>));
        }
        const caller = request.caller as Caller;
        const rawBody = request.body === undefined && bodyIsOptional ? {} : request.body;
        const body = schemas.body ? parseInput(schemas.body, readInput(rawBody), 'body') : undefined;
        const query = schemas.query ? parseInput(schemas.query, readInput(request.query), 'query') : undefined;
        const scope = await authorize(db, caller, name, { body, query });
        const input = { body, query, caller, scope } as EndpointInput<EndpointName>;
        if (replyHandler) return replyHandler(input, request, reply);

        if (cacheable && cachedList) {
          // A list is cached per what the caller may see — their role's grants (the dashboard shows
          // only the figures of areas the role may read) and their scope — so nothing crosses from
          // one role or customer to another.
          const customer = scope?.customerUid ?? null;
          return cachedList(request, reply, { endpoint: name, key: `${name}|${caller.role}|${customer ?? '*'}`, customer, status: success, read: () => run(input) });
        }

        const key = endpoint.idempotent ? request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] : undefined;
        if (typeof key === 'string') {
          const hash = requestHash({ body: rawBody, query: request.query });
          const answer = await idempotency.answer({ callerUid: caller.uid, key, endpoint: name, hash, status: success }, () => run(input));
          return sendJson(reply, answer.status, answer.payload);
        }

        return sendJson(reply, success, await run(input));
      },
    });
  }
}
