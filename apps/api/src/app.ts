import cors from '@fastify/cors';
import { randomUUID } from 'node:crypto';
import { ENDPOINT_SCHEMAS, ENDPOINTS, IDEMPOTENCY_KEY_HEADER, type EndpointDef, type EndpointName, type EndpointSchemas } from '@rescue-admin/api-contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { CallerDirectory, type Caller } from './access/callers';
import { AccountSync } from './accounts/account-sync';
import { Invitations } from './accounts/invitations';
import { MailChanges } from './accounts/mail-changes';
import { authorize, reachFor } from './access/guard';
import { FailedAuthLimiter } from './auth/failed-auth-limiter';
import type { TokenVerifier } from './auth/token-verifier';
import type { ApiProfile, ServicePrefixes } from './config';
import { dataMark } from './db/database';
import type { EndpointHandlers, EndpointInput } from './http/endpoints';
import { errorBody, forbidden, HttpError, parseInput } from './http/errors';
import { sendError } from './http/send-error';
import { serialise, serves, specInput, successStatus } from './http/spec-profile';
import { IdempotencyKeys, requestHash } from './http/idempotency';
import { ListCache } from './http/list-cache';
import { serveOpenApiDocument } from './http/openapi-document';
import { ApiLogController, loggerOptions, type LogOptions } from './http/logging';
import { assetHandlers } from './routes/assets';
import { customerHandlers } from './routes/customers';
import { geocodingHandlers } from './routes/geocoding';
import { hydrantHandlers } from './routes/hydrants';
import { invitationHandlers } from './routes/invitations';
import { NO_MAILER, type Mailer } from './mail/mailer';
import { materialHandlers } from './routes/materials';
import { missionHandlers } from './routes/missions';
import { qualificationHandlers } from './routes/qualifications';
import { sessionHandlers } from './routes/session';
import { stagingRoomHandlers } from './routes/staging-rooms';
import { summaryHandlers } from './routes/summary';
import { userHandlers } from './routes/users';
import { vehicleHandlers } from './routes/vehicles';
import type { HandlerServices, Services } from './services';

export interface AppOptions {
  services: Services;
  tokens: TokenVerifier;
  prefixes: ServicePrefixes;
  corsOrigins: string[];
  /** @default 1 MiB */
  bodyLimit?: number;
  /**
   * Keep the serialised answers of the plain list calls (GET without query) in memory, each valid
   * while the database's data mark is unchanged (http/list-cache.ts) — coherent with any number
   * of instances on one database.
   * @default false
   */
  cacheLists?: boolean;
  /** Structured JSON logs (pino) without tokens or personal data (http/logging.ts); `false` for none (tests). @default false */
  logger?: false | LogOptions;
  /** `/readyz` answers 503 when the database does not answer `SELECT 1` within this. @default 2 s */
  readyTimeoutMs?: number;
  /** How long a caller's user record is trusted without reading it again (any change to it is heard at once). @default 30 s */
  callerCacheMs?: number;
  /** Slows down addresses with many refused tokens. @default 30 failures per minute */
  failedAuthLimiter?: FailedAuthLimiter;
  /**
   * How many proxies (load balancers) in front of the API append to `X-Forwarded-For`: the
   * client's address is the one that many hops from the right (Fastify's `trustProxy`); 0
   * trusts no header and takes the connection's address. @default 0
   */
  trustProxyHops?: number;
  /**
   * Carry out left-over account changes at start and then this often (orphaned accounts are
   * removed 30 s after the start and then every ten minutes); 0: only after each user write
   * (tests run the rest by hand). @default 0
   */
  accountSyncIntervalMs?: number;
  /** @default 30 s */
  requestTimeoutMs?: number;
  /** Sends invitations by e-mail. @default none: the administrator hands the link on */
  mailer?: Mailer;
  /** The admin app's origin, for invitation links. @default the first of `corsOrigins` */
  appUrl?: string | null;
  /** Idempotency keys older than a day are removed at start and then this often. @default 24 h */
  idempotencyPruneIntervalMs?: number;
  /** `spec`: only what SPEC §7 describes (http/spec-profile.ts) — no extensions, versions, invitations or mail. @default 'full' */
  profile?: ApiProfile;
}

/** The actor of what the API does on its own (an invitation for an account it locked), in the audit log. */
const SYSTEM_CALLER: Caller = { uid: 'system', role: 'SUPER_ADMIN', customerUid: '', name: 'System' };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Keeps sign-in accounts in step with user records (see accounts/account-sync.ts). */
    accountSync: AccountSync;
  }
}

function allHandlers(services: HandlerServices): Omit<EndpointHandlers, keyof ReturnType<typeof invitationHandlers>> {
  return {
    ...userHandlers(services),
    ...customerHandlers(services),
    ...assetHandlers(services),
    ...hydrantHandlers(services),
    ...stagingRoomHandlers(services),
    ...geocodingHandlers(services),
    ...materialHandlers(services),
    ...qualificationHandlers(services),
    ...vehicleHandlers(services),
    ...missionHandlers(services),
    ...summaryHandlers(services),
    ...sessionHandlers(),
  };
}

/**
 * The HTTP API: every endpoint of the contract's ENDPOINTS table, mounted under its service's
 * prefix. Every request takes the same steps in the same order (CONVENTIONS 17): ID token → the
 * caller's user record → the access policy's grant for the endpoint → schema parse of query and
 * body → the policy's check of the records named → the handler. Built without listening, so tests
 * can use `inject` or listen on port 0.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    // Each request's log line carries its id; a caller's own X-Request-Id is not trusted.
    genReqId: () => randomUUID(),
    // One line per request, when it is answered, instead of Fastify's two.
    logController: new ApiLogController(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // SPEC §7 paths end in "/"; clients that drop it reach the same route.
    routerOptions: { ignoreTrailingSlash: true },
    // SPEC §7's deletes are GETs: an automatic HEAD route would run them too (a link prefetcher
    // or proxy sends HEAD freely). Only the methods the contract names are served.
    exposeHeadRoutes: false,
    // A request may take this long to arrive, and its handler this long to answer: then 503, and
    // its client is free again (nothing the API calls may hold a request for minutes).
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    handlerTimeout: options.requestTimeoutMs ?? 30_000,
    // request.ip: the client as the trusted proxies saw it (the failed-token limiter counts per
    // client). Fastify takes a bare hop count as "trust nothing" (it cannot tell a proxy from a
    // client that reaches the API directly), so the hops are trusted by position: the deployment
    // lets only its load balancers reach the API (README, TRUST_PROXY_HOPS).
    trustProxy: options.trustProxyHops ? (_address: string, hop: number) => hop < (options.trustProxyHops as number) : false,
  });

  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-None-Match', IDEMPOTENCY_KEY_HEADER],
    exposedHeaders: ['ETag'],
    maxAge: 600,
  });

  // JSON bodies: an empty body is "no body" (clients send the JSON content type on every call,
  // including bodiless POSTs like material delete); anything unparsable is a 400, never a 500.
  // secure-json-parse (Fastify's own default parser) refuses `__proto__` and `constructor.prototype`
  // keys, which could otherwise reach object spreads in handlers.
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

  app.decorateRequest('caller', null);
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
  // Shutting down (fastify.close()): the listener is closed, requests under way finish, and their
  // keep-alive connections close after the answer instead of idling until their time-out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // The admin app's origins, which may read the answers anyway (CORS), may also see their timings
  // and sizes (Resource Timing: how long a list took, how many compressed bytes it was); others not.
  const timingOrigins = new Set(options.corsOrigins);
  // Every answer: JSON for a script, never a page to frame, sniff or cache (answers carry personal data).
  app.addHook('onSend', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && timingOrigins.has(origin)) void reply.header('timing-allow-origin', origin);
    if (closing) void reply.header('connection', 'close');
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'no-referrer');
    void reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    void reply.header('x-frame-options', 'DENY');
    // Answers carry personal data; only a route that says otherwise (the OpenAPI document) may be cached.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  const { db } = options.services;

  // Probes, without a token, and quiet in the logs. /healthz: the process answers (no database);
  // /readyz: it can serve, i.e. the database answers `SELECT 1` in time. /health is the old name.
  // Every profile serves them: they are operational, not product calls.
  const alive = async () => ({ status: 'ok' });
  app.get('/healthz', { logLevel: 'warn' }, alive);
  app.get('/health', { logLevel: 'warn' }, alive);
  const readyTimeoutMs = options.readyTimeoutMs ?? 2_000;
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await withTimeout(db.query('SELECT 1'), readyTimeoutMs);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send(errorBody(503, 'The database does not answer', undefined, 'unavailable'));
    }
  });

  serveOpenApiDocument(app, options.prefixes);

  const limiter = options.failedAuthLimiter ?? new FailedAuthLimiter();
  const callers = new CallerDirectory(db, options.callerCacheMs ?? 30_000);
  await callers.start();
  app.addHook('onClose', () => callers.stop());

  /**
   * A public endpoint (an invitation's check and acceptance, a new e-mail's confirmation): no
   * token, the input is the credential. An address that guessed wrong too often waits, as for
   * refused tokens — whatever it sends, so guessing gets no answer.
   */
  const admitPublic = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = limiter.retryAfterSeconds(request.ip);
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw new HttpError(429, 'Too many failed attempts', undefined, 'too_many_attempts');
    }
  };

  /**
   * Token → caller → the policy's grant for this endpoint, before the body is even read. The token
   * is verified first: a valid one is always served, whatever its address sent before. Only a
   * presented token that fails verification counts against the client's address (request.ip, as
   * the trusted proxies report it), and once that address is over the limit such a failure
   * answers 429 instead of 401 — guessing gets no answer, an office behind one address keeps working.
   */
  const admit = (name: EndpointName) => async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new HttpError(401, 'A valid Firebase ID token is required');
    const verified = await options.tokens.verify(token);
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
      options.tokens.forget?.(verified.uid);
      throw new HttpError(401, 'This session has ended; sign in again');
    }
    reachFor(resolution.caller, name);
    request.caller = resolution.caller;
  };

  const warn = (message: string, fields?: Record<string, unknown>) => app.log.warn(fields ?? {}, message);
  const appUrl = options.appUrl ?? options.corsOrigins[0] ?? null;
  const profile = options.profile ?? 'full';
  // The spec profile sends no mail: a new e-mail takes effect at once, nobody is invited.
  const mailer = profile === 'spec' ? NO_MAILER : (options.mailer ?? NO_MAILER);
  const invitations = new Invitations(db, options.services.accounts, mailer, options.services.now, appUrl, warn);
  const mailChanges = new MailChanges(db, options.services.accounts, mailer, options.services.now, appUrl, warn);
  const accountSync = new AccountSync(db, options.services.accounts, warn, undefined, {
    sessionsEnded: (uid) => {
      options.tokens.forget?.(uid);
      callers.forget(uid);
    },
    // A user locked out of the initial password gets an invitation (mailed where a mail service is set).
    locked: async (uid) => {
      if (profile === 'spec') return;
      await invitations.issue(uid, SYSTEM_CALLER).catch((error: unknown) => {
        if (!(error instanceof HttpError)) throw error;
      });
    },
  });
  if (options.accountSyncIntervalMs) accountSync.start(options.accountSyncIntervalMs);
  // Shutting down: no new timer runs, and a run under way finishes before the database closes.
  app.addHook('onClose', () => accountSync.stop());
  app.decorate('accountSync', accountSync);

  // Idempotent creates store their answer in their write's transaction (http/idempotency.ts):
  // handlers get the database whose transactions do that.
  const idempotency = new IdempotencyKeys(db, options.services.now, (message, fields) => app.log.warn(fields ?? {}, message));
  idempotency.start(options.idempotencyPruneIntervalMs);
  app.addHook('onClose', () => idempotency.stop());

  const handlers: EndpointHandlers = {
    ...allHandlers({
      ...options.services,
      db: idempotency.database(db),
      profile,
      accountSync,
      mailChanges,
      onAccountDeleted: (uid) => {
        options.tokens.forget?.(uid);
        callers.forget(uid);
      },
    }),
    ...invitationHandlers(invitations, mailChanges, accountSync),
  };
  const lists = new ListCache();
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: EndpointDef = ENDPOINTS[name];
    if (!serves(profile, endpoint)) continue;
    const success = successStatus(profile, endpoint);
    // The spec profile reads updates and deletes without their read-at version (last write wins).
    const spec = profile === 'spec' ? specInput(ENDPOINT_SCHEMAS[name], (ENDPOINTS[name] as { wrap?: string }).wrap) : null;
    const schemas: EndpointSchemas = spec?.schemas ?? ENDPOINT_SCHEMAS[name];
    const readInput = spec?.withoutReadAt ?? ((input: unknown) => input);
    const handler = handlers[name] as (input: EndpointInput<EndpointName>) => Promise<unknown>;
    // A body whose every field is optional (asset sync) may be left out altogether.
    const bodyIsOptional = schemas.body?.safeParse({}).success ?? false;
    const cacheable = options.cacheLists === true && endpoint.method === 'GET' && !('query' in endpoint);
    // Serialised here, not by Fastify: a bare string (a created uid) must go out as JSON `"uid"`, not text.
    const run = async (input: EndpointInput<EndpointName>) => Buffer.from(serialise(profile, await handler(input)));
    const send = (reply: FastifyReply, status: number, payload: Buffer | string) => reply.code(status).type('application/json; charset=utf-8').send(payload);

    app.route({
      method: endpoint.method,
      url: `${options.prefixes[endpoint.service]}${endpoint.path}`,
      onRequest: endpoint.public ? admitPublic : admit(name),
      handler: async (request, reply) => {
        if (endpoint.public) {
          const body = schemas.body ? parseInput(schemas.body, request.body, 'body') : undefined;
          try {
            return send(reply, success, await run({ body, query: undefined, caller: null, scope: null } as unknown as EndpointInput<EndpointName>));
          } catch (error) {
            // A token that opens nothing counts like a refused sign-in token.
            if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) limiter.recordFailure(request.ip);
            throw error;
          }
        }
        const caller = request.caller as Caller;
        const rawBody = request.body === undefined && bodyIsOptional ? {} : request.body;
        const body = schemas.body ? parseInput(schemas.body, readInput(rawBody), 'body') : undefined;
        const query = schemas.query ? parseInput(schemas.query, readInput(request.query), 'query') : undefined;
        const scope = await authorize(db, caller, name, { body, query });
        const input = { body, query, caller, scope } as EndpointInput<EndpointName>;

        if (cacheable) {
          // A list is cached per what the caller may see — their role's grants (the dashboard shows
          // only the figures of areas the role may read) and their scope — so nothing crosses from
          // one role or customer to another; it is used only while no write has committed since
          // (any process: the data mark).
          const mark = await dataMark(db);
          const cached = await lists.get(`${name}|${caller.role}|${scope?.customerUid ?? '*'}`, mark, () => run(input));
          void reply.header('vary', 'Accept-Encoding');
          void reply.header('etag', cached.etag);
          // The client keeps the list it has and asks with its tag (the answer stays no-store for
          // shared caches and the browser's own): unchanged → 304 without a body.
          if (ifNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
          if (cached.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
            void reply.header('content-encoding', 'gzip');
            return send(reply, success, cached.gzip);
          }
          return send(reply, success, cached.identity);
        }

        const key = endpoint.idempotent ? request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] : undefined;
        if (typeof key === 'string') {
          // The key is bound to what the request sends: the same key with another body is refused, not answered with the first's answer.
          const reservation = await idempotency.reserve(caller.uid, key, name, requestHash({ body: rawBody, query: request.query }));
          if (reservation.kind === 'replay') return send(reply, reservation.status, reservation.response);
          let answer: { result: Buffer; stored: string | null };
          try {
            answer = await idempotency.run(caller.uid, key, success, () => run(input));
          } catch (error) {
            await idempotency.release(caller.uid, key);
            throw error;
          }
          const payload = answer.result.toString('utf8');
          // The answer was stored with the write, before its COMMIT; a handler without a transaction stores it now.
          if (answer.stored === null) await idempotency.complete(caller.uid, key, success, payload);
          else if (answer.stored !== payload) throw new Error(`${name} answered something other than what its transaction stored for a repeat`);
          return send(reply, success, answer.result);
        }

        const payload = await run(input);
        return send(reply, success, payload);
      },
    });
  }

  app.addHook('onClose', async () => lists.clear());
  return app;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** RFC 9110 If-None-Match: a list of entity tags, or `*`; weak tags compare by their opaque part. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}
