import type { FailedAuthLimiter } from './auth/failed-auth-limiter';
import type { TokenVerifier } from './auth/token-verifier';
import type { ApiProfile, ServicePrefixes } from './config';
import type { LogOptions } from './http/logging';
import type { Mailer } from './mail/mailer';
import type { Services } from './services';

/** What buildApp is built from (main.ts reads it from the environment, tests set it per case). */
export interface AppOptions {
  services: Services;
  tokens: TokenVerifier;
  prefixes: ServicePrefixes;
  corsOrigins: string[];
  /** @default 1 MiB */
  bodyLimit?: number;
  /**
   * Keep the serialised answers of the cached lists and the dashboard in memory, each valid while
   * the list marks of the entities it shows are unchanged, patched when its own entity was written
   * (http/list-cache.ts, lists/) — coherent with any number of instances on one database.
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
