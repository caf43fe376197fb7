import { ENDPOINTS, type EndpointName, type UserRole } from '@rescue-admin/api-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { tokenHash } from '../accounts/invitations';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { SIMPLE_AREAS, type SimpleAreaKey } from '../areas/registry';
import type { SimpleArea } from '../areas/simple-area';
import { FirebaseAccountAdmin, type AccountAdmin } from '../auth/accounts';
import { firebaseAuth } from '../auth/firebase';
import { CachingTokenVerifier } from '../auth/caching-token-verifier';
import { FirebaseTokenVerifier } from '../auth/token-verifier';
import { DEFAULT_PREFIXES, type ApiProfile } from '../config';
import type { Database } from '../db/database';
import type { LiveOptions } from '../live/live-service';
import type { Mailer } from '../mail/mailer';
import { ALL_TABLES } from '../db/migrations';
import { seedDemoData } from '../db/seed';
import type { Geocoder } from '../geocoding/geocoder';
import { EmbeddedAssetSync } from '../sync/asset-sync';
import { FailedAuthLimiter } from '../auth/failed-auth-limiter';
import { signIn, signUp, TEST_PROJECT_ID, type EmulatorAccount } from './auth-emulator';
import { OpenApiConformance } from './openapi-conformance';
import { INSPECTION_RECORDED_AT, SEEDED_AT } from './samples';
import { seedSimpleAreaSamples } from './simple-area-samples';
import { openTestDatabase, testDatabaseKind } from './test-database';

export interface CallOptions {
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent verbatim with the JSON content type. */
  body?: unknown;
  /** Bearer token; `null` sends no Authorization header. Defaults to the test admin's token. */
  token?: string | null;
  headers?: Record<string, string>;
  /** The connection's address (default 127.0.0.1). */
  remoteAddress?: string;
}

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL database's URL (null with PGlite): another instance may open its own pool on it. */
  databaseUrl: string | null;
  emulatorHost: string;
  /** A valid ID token of a freshly signed-up Auth emulator account with a SUPER_ADMIN user record. */
  token: string;
  /** Signs up a new Auth emulator account and gives it a user record with this role (no record: `role` null). */
  signUpAs(role: UserRole | null, customerUid?: string): Promise<EmulatorAccount>;
  /** Calls an endpoint; the answer is checked against the OpenAPI document (a mismatch rejects, naming it). */
  call(name: EndpointName, options?: CallOptions): Promise<LightMyRequestResponse>;
  /**
   * The way in of a user the API created: the test admin issues an invitation, the user accepts it
   * with `password` and signs in. Resolves to the user's ID token.
   */
  acceptInvitation(uid: string, password?: string): Promise<string>;
  /**
   * A valid request of a public endpoint (the token is the credential): a fresh user of
   * Feuerwehr Musterstadt with an open invitation, or (`mailChange.confirm`) an active one with a
   * pending new e-mail — so the table tests can call every endpoint with a request that works.
   */
  publicRequest(name: 'invitation.check' | 'invitation.accept' | 'mailChange.confirm'): Promise<{ body: Record<string, unknown> }>;
  /** The delete query for a stored record as its current version (every delete names one): `{version}` or `{lastUpdate}`. */
  readAt(name: DeleteName, uid: string): Promise<Record<string, string>>;
  /** Every row of every table, for "the database is unchanged" assertions. */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

export type DeleteName = 'user.delete' | 'customer.delete' | 'hydrant.delete' | 'staging.delete' | 'material.delete' | Extract<`${SimpleAreaKey}.delete`, EndpointName>;
const DELETE_VERSIONS: Record<DeleteName, { table: string; column: 'version' | 'last_update' }> = {
  'user.delete': { table: 'users', column: 'version' },
  'customer.delete': { table: 'customers', column: 'version' },
  'hydrant.delete': { table: 'hydrants', column: 'last_update' },
  'staging.delete': { table: 'staging_rooms', column: 'last_update' },
  'material.delete': { table: 'materials', column: 'last_update' },
  // The simple areas' records carry a lastUpdate (areas/simple-area.ts).
  ...(Object.fromEntries((SIMPLE_AREAS as readonly SimpleArea[]).map((area) => [`${area.key}.delete`, { table: area.table, column: 'last_update' }])) as Record<
    Extract<`${SimpleAreaKey}.delete`, EndpointName>,
    { table: string; column: 'last_update' }
  >),
};

let openApi: OpenApiConformance | undefined;
/** One checker per test file: each operation's schemas are compiled once. */
const conformance = () => (openApi ??= new OpenApiConformance());

export function urlOf(name: EndpointName): string {
  const endpoint = ENDPOINTS[name];
  return `${DEFAULT_PREFIXES[endpoint.service]}${endpoint.path}`;
}

/**
 * The real app over a fresh database of its own — in-memory PGlite, or PostgreSQL in the second pass — (migrated and seeded), real firebase-admin token checks
 * against the test run's Auth emulator, and a signed-up caller.
 */
export interface TestApiOptions {
  geocoder?: Geocoder;
  now?: () => Date;
  failedAuthLimiter?: FailedAuthLimiter;
  /** Proxies trusted to report the client's address in X-Forwarded-For (default 0). */
  trustProxyHops?: number;
  /** Wraps the real Auth account admin (e.g. to make it slow, or to "crash" between two writes). */
  accounts?: (real: AccountAdmin) => AccountAdmin;
  /** Another app over the same database — a restart, or a second instance (it is not closed with this one). */
  db?: Database;
  /** Structured logs at this level into `logStream` (default: none). */
  logLevel?: string;
  logStream?: { write(line: string): void };
  mailer?: Mailer;
  /** How often old idempotency keys are pruned (default: the app's daily). */
  idempotencyPruneIntervalMs?: number;
  /** What the app serves (default: the full API). */
  profile?: ApiProfile;
  /** The live stream's limits and timers (default: the app's). */
  live?: LiveOptions;
  /** How long a request may take to arrive and its handler to answer (default: the app's 30 s). */
  requestTimeoutMs?: number;
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const emulatorHost = inject('authEmulatorHost');
  // firebase-admin reads this on every call: with it set, it talks to the emulator and accepts its tokens.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  // A database of its own (PGlite, or a fresh database in the PostgreSQL pass): nothing shared between apps.
  const ownDb = options.db === undefined;
  const own = options.db === undefined ? await openTestDatabase() : null;
  const db = options.db ?? (own as Database);
  if (ownDb) {
    await seedDemoData(db);
    await seedSimpleAreaSamples(db, SEEDED_AT);
    await seedProbeInspection(db);
  }
  const auth = firebaseAuth(TEST_PROJECT_ID);
  const now = options.now ?? (() => new Date());
  const app = await buildApp({
    services: {
      db,
      accounts: (options.accounts ?? ((real) => real))(new FirebaseAccountAdmin(auth)),
      geocoder: options.geocoder ?? { geocode: async () => null },
      assetSync: new EmbeddedAssetSync(db, now),
      now,
      newUid: randomUUID,
    },
    // As in production: cached token checks and cached lists, so the tests cover their invalidation.
    tokens: new CachingTokenVerifier(new FirebaseTokenVerifier(auth), 30_000),
    cacheLists: true,
    // As main.ts: a caller's record is remembered only where this process sees every write (PGlite).
    callerCacheMs: testDatabaseKind() === 'postgres' ? 0 : 30_000,
    prefixes: DEFAULT_PREFIXES,
    corsOrigins: ['http://localhost:4200'],
    mailer: options.mailer,
    logger: options.logStream ? { level: options.logLevel ?? 'info', stream: options.logStream } : process.env.LOG_TESTS ? { level: 'error' } : false,
    // The tables below send hundreds of bad tokens from one address; one test checks the limit itself.
    failedAuthLimiter: options.failedAuthLimiter ?? new FailedAuthLimiter(Number.MAX_SAFE_INTEGER),
    idempotencyPruneIntervalMs: options.idempotencyPruneIntervalMs,
    trustProxyHops: options.trustProxyHops ?? 0,
    profile: options.profile,
    live: options.live,
    requestTimeoutMs: options.requestTimeoutMs,
  });
  const signUpAs = async (role: UserRole | null, customerUid = 'fw-musterstadt') => {
    const account = await signUp(emulatorHost);
    if (role) {
      const name = account.email.split('@')[0];
      // Signed up with a password of their own: active, like a user who accepted their invitation.
      await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid, activated_at) VALUES ($1, 'Test', $2, $3, $4, $5, now())`, [
        account.uid,
        name,
        account.email,
        role,
        customerUid,
      ]);
    }
    return account;
  };
  const { idToken } = await signUpAs('SUPER_ADMIN');

  return {
    app,
    db,
    databaseUrl: own?.url ?? null,
    emulatorHost,
    token: idToken,
    signUpAs,
    async call(name, { query, body, token = idToken, headers = {}, remoteAddress } = {}) {
      const endpoint = ENDPOINTS[name];
      const response = await app.inject({
        method: endpoint.method,
        url: urlOf(name),
        query,
        ...(remoteAddress ? { remoteAddress } : {}),
        headers: {
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      // Every answer must be what the OpenAPI document says (so other services can be held against it).
      conformance().check(name, response);
      return response;
    },
    async acceptInvitation(this: TestApi, uid: string, password = 'Eigenes-Passwort-7') {
      const issued = await this.call('invitation.issue', { body: { userUid: uid } });
      if (issued.statusCode !== 200) throw new Error(`invitation.issue answered ${issued.statusCode}: ${issued.body}`);
      const token = new URL(issued.json<{ link: string }>().link).hash.slice(1);
      const accepted = await this.call('invitation.accept', { token: null, body: { token, password } });
      if (accepted.statusCode !== 200) throw new Error(`invitation.accept answered ${accepted.statusCode}: ${accepted.body}`);
      return signIn(emulatorHost, accepted.json<{ mail: string }>().mail, password);
    },
    async publicRequest(name) {
      const uid = `public-${randomUUID().slice(0, 8)}`;
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const until = new Date(now.getTime() + 86_400_000);
      const confirm = name === 'mailChange.confirm';
      await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid, activated_at) VALUES ($1, 'Paula', 'Public', $2, 'UNIT_USER', 'fw-musterstadt', $3)`, [
        uid,
        `${uid}@example.org`,
        confirm ? now : null,
      ]);
      if (confirm) {
        await db.query(`INSERT INTO mail_changes (user_uid, new_mail, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [uid, `neu-${uid}@example.org`, tokenHash(token), now, until]);
        return { body: { token } };
      }
      await db.query(`INSERT INTO invitations (user_uid, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [uid, tokenHash(token), now, until]);
      return { body: name === 'invitation.accept' ? { token, password: 'Eigenes-Passwort-7' } : { token } };
    },
    async readAt(name, uid): Promise<Record<string, string>> {
      const { table, column } = DELETE_VERSIONS[name];
      const [row] = await db.query<{ value: number | Date }>(`SELECT ${column} AS value FROM ${table} WHERE uid = $1`, [uid]);
      if (row === undefined) throw new Error(`${name}: no stored record ${uid}`);
      return column === 'version' ? { version: String(row.value) } : { lastUpdate: (row.value as Date).toISOString() };
    },
    async snapshot() {
      // One round trip for all tables: the bad-input tables take hundreds of snapshots.
      const columns = ALL_TABLES.map((table) => `(SELECT json_agg(t ORDER BY t::text) FROM ${table} t) AS ${table}`);
      const [dump] = await db.query(`SELECT ${columns.join(', ')}`);
      return JSON.stringify(dump);
    },
    async close() {
      await app.close();
      if (ownDb) await db.close();
    },
  };
}

/** The inspection the samples correct (`inspection.update`): recorded when the test file loaded, so still correctable. */
async function seedProbeInspection(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO inspections (uid, hydrant_uid, inspected_at, inspector_uid, inspector_name, result, create_date, last_update)
     VALUES ('inspection-probe', 'hydrant-007', $1, 'erika-mustermann', 'Erika Mustermann', 'IN_ORDNUNG', $1, $1)`,
    [INSPECTION_RECORDED_AT],
  );
  await db.query(`SELECT hydrant_inspection_refresh(ARRAY['hydrant-007'])`);
}

/** Creates a material through the API (as the test API's administrator) and answers its uid. */
export async function createMaterial(api: TestApi): Promise<string> {
  const response = await api.call('material.create', { body: { name: `Material ${randomUUID().slice(0, 8)}` } });
  if (response.statusCode !== 201) throw new Error(`material.create answered ${response.statusCode}: ${response.body}`);
  const answer = JSON.parse(response.body) as string | { uid: string };
  return typeof answer === 'string' ? answer : answer.uid;
}
