import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SERVICE_PREFIXES } from '@rescue-admin/api-contract';

/** Where the service prefixes are mounted; one process serves all three by default. */
export interface ServicePrefixes {
  user: string;
  base: string;
  mission: string;
}

export type GeocoderConfig = { kind: 'gazetteer'; cacheFile: string } | { kind: 'nominatim'; url: string; userAgent: string };

export interface ApiConfig {
  port: number;
  host: string;
  /** Embedded PGlite data folder; ignored when `databaseUrl` is set. */
  dataDir: string;
  /** PostgreSQL connection string (node-postgres) instead of the embedded database. */
  databaseUrl: string | null;
  /** Connections per instance to PostgreSQL. */
  databasePoolSize: number;
  projectId: string;
  /**
   * FIREBASE_AUTH_EMULATOR_HOST, taken only together with AUTH_EMULATOR=on: firebase-admin then
   * accepts the emulator's unsigned tokens, so the API only starts like this when asked outright,
   * outside a production build, on a loopback address (see {@link loadConfig}).
   */
  authEmulatorHost: string | null;
  /** Run the idempotent German demo seed at start (SEED=on; off by default). */
  seed: boolean;
  prefixes: ServicePrefixes;
  /** Browser origins allowed to call (CORS_ORIGIN); none by default. */
  corsOrigins: string[];
  /** pino level of the JSON logs. */
  logLevel: string;
  /** Largest accepted request body in bytes; more is a 413. */
  bodyLimit: number;
  geocoder: GeocoderConfig;
  /** How long a verified ID token is trusted without asking Firebase again; 0 asks every time. */
  tokenCacheMs: number;
  /** The admin app's address, for the links the API sends (APP_URL; default: the first CORS origin). */
  appUrl: string | null;
  /** Where invitations are e-mailed: nowhere (the administrator hands the link on), SMTP, or the local stack's mailbox file. */
  mail: MailConfig;
  /** Proxies in front of the API whose X-Forwarded-For is trusted for the client's address (TRUST_PROXY_HOPS); 0: none. */
  trustProxyHops: number;
  /** What the API serves (API_PROFILE): everything, or only what SPEC §7 describes (see http/spec-profile.ts). */
  profile: ApiProfile;
  /** The event streams' frames are written by a relay process of their own (LIVE_RELAY=on, the default), else by the API's thread. */
  liveRelay: boolean;
}

export type MailConfig = { kind: 'none' } | { kind: 'smtp'; url: string; from: string } | { kind: 'mailbox'; file: string };

/**
 * `full`: every endpoint of the contract, with version checks and invitations. `spec`: a stand-in
 * for a service that implements SPEC §7 and nothing more (http/spec-profile.ts), for tests and
 * evaluation only.
 */
export const API_PROFILES = ['full', 'spec'] as const;
export type ApiProfile = (typeof API_PROFILES)[number];

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const API_ROOT = resolve(import.meta.dirname, '..');

/** The production bundle carries the index beside main.js (scripts/bundle.ts); from source it is built at first use. */
const defaultGazetteerCache = () => {
  const beside = join(import.meta.dirname, 'gazetteer-de.json');
  return existsSync(beside) ? beside : join(API_ROOT, '.cache', 'gazetteer-de.json');
};

export const DEFAULT_PREFIXES: ServicePrefixes = { ...DEFAULT_SERVICE_PREFIXES };
/** Listening on one of these reaches this machine only. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the process environment once, at start; every knob is listed in the README. Local and
 * production never mix: the Auth emulator (which signs nothing) is used only when AUTH_EMULATOR=on
 * says so outright, never in a production build (NODE_ENV=production), never beyond loopback or
 * with a database on another host; and demo data is seeded only on request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const geocoderKind = (env.GEOCODER ?? 'gazetteer').toLowerCase();
  let geocoder: GeocoderConfig;
  if (geocoderKind === 'nominatim') {
    geocoder = {
      kind: 'nominatim',
      url: env.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org',
      // Nominatim's usage policy asks every client to identify itself.
      userAgent: env.GEOCODER_USER_AGENT ?? 'rescue-admin-api (local development)',
    };
  } else if (geocoderKind === 'gazetteer') {
    geocoder = { kind: 'gazetteer', cacheFile: env.GAZETTEER_CACHE ?? defaultGazetteerCache() };
  } else {
    throw new ConfigError(`GEOCODER must be "gazetteer" or "nominatim", not "${env.GEOCODER}"`);
  }

  const host = env.HOST || 'localhost';
  const databaseUrl = env.DATABASE_URL || null;
  const authEmulatorHost = authEmulatorFrom(env);
  if (authEmulatorHost !== null) {
    if (!LOOPBACK_HOSTS.includes(host.toLowerCase()))
      throw new ConfigError(
        `AUTH_EMULATOR=on (the Auth emulator's tokens are not signed): the API listens on loopback only then (HOST localhost, 127.0.0.1 or ::1), not on "${host}"`,
      );
    if (databaseUrl !== null && !isLocalDatabase(databaseUrl))
      throw new ConfigError('AUTH_EMULATOR=on: DATABASE_URL must then point at this machine (localhost, 127.0.0.1, ::1 or a socket folder)');
  }
  const mail = mailConfig(env, authEmulatorHost !== null);
  const profile = profileFrom(env, authEmulatorHost !== null);
  const logLevel = (env.LOG_LEVEL || 'warn').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${env.LOG_LEVEL}"`);

  const corsOrigins = (env.CORS_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(parseOrigin);
  return {
    port: parsePort(env.PORT ?? '3333'),
    host,
    dataDir: resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data', 'db')),
    databaseUrl,
    databasePoolSize: parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE ?? '10'),
    projectId: env.GCLOUD_PROJECT ?? env.FIREBASE_PROJECT_ID ?? 'demo-rescue-admin',
    authEmulatorHost,
    seed: parseSwitch('SEED', env.SEED ?? 'off'),
    prefixes: {
      user: normalisePrefix(env.USER_SERVICE_PREFIX ?? DEFAULT_PREFIXES.user),
      base: normalisePrefix(env.BASE_SERVICE_PREFIX ?? DEFAULT_PREFIXES.base),
      mission: normalisePrefix(env.MISSION_SERVICE_PREFIX ?? DEFAULT_PREFIXES.mission),
    },
    corsOrigins,
    logLevel,
    bodyLimit: 1024 * 1024,
    geocoder,
    tokenCacheMs: parseSeconds('TOKEN_CACHE_SECONDS', env.TOKEN_CACHE_SECONDS ?? '30') * 1000,
    appUrl: env.APP_URL ? parseOrigin(env.APP_URL) : (corsOrigins[0] ?? null),
    mail,
    trustProxyHops: parseHops(env.TRUST_PROXY_HOPS ?? '0'),
    profile,
    liveRelay: parseSwitch('LIVE_RELAY', env.LIVE_RELAY ?? 'on'),
  };
}

/**
 * API_PROFILE: `full` (default) or `spec`. The spec profile gives new users the initial password
 * the public bundle carries and detects no concurrent edits, so it runs only beside the Auth
 * emulator (local, loopback only) and never in a production build.
 */
function profileFrom(env: NodeJS.ProcessEnv, emulator: boolean): ApiProfile {
  const value = (env.API_PROFILE ?? 'full').trim().toLowerCase();
  if (!(API_PROFILES as readonly string[]).includes(value)) throw new ConfigError(`API_PROFILE must be "full" or "spec", not "${env.API_PROFILE}"`);
  const profile = value as ApiProfile;
  if (profile === 'spec' && (!emulator || (env.NODE_ENV ?? '').trim().toLowerCase() === 'production'))
    throw new ConfigError(
      'API_PROFILE=spec is for tests and evaluation only: new users get the public initial password and concurrent edits go undetected, so it needs the Auth emulator (AUTH_EMULATOR=on) and is refused with NODE_ENV=production',
    );
  return profile;
}

/**
 * SMTP_URL (+ MAIL_FROM) sends invitations by e-mail; MAILBOX_FILE writes them to the local
 * stack's mailbox instead — a file anybody on the machine may read, so only beside the Auth
 * emulator, never with production settings.
 */
function mailConfig(env: NodeJS.ProcessEnv, emulator: boolean): MailConfig {
  if (env.MAILBOX_FILE) {
    if (!emulator || env.NODE_ENV === 'production') throw new ConfigError('MAILBOX_FILE is for the local stack only (with the Auth emulator, not with NODE_ENV=production)');
    if (env.SMTP_URL) throw new ConfigError('Set SMTP_URL or MAILBOX_FILE, not both');
    return { kind: 'mailbox', file: resolve(env.MAILBOX_FILE) };
  }
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
    if (!env.MAIL_FROM) throw new ConfigError('SMTP_URL needs MAIL_FROM (the sender address of invitations)');
    return { kind: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM };
  }
  return { kind: 'none' };
}

/**
 * The Auth emulator's host:port when emulator mode is asked for outright (AUTH_EMULATOR=on with
 * FIREBASE_AUTH_EMULATOR_HOST), else null. firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST by
 * itself and then accepts unsigned tokens, so the variable alone — left over in an environment,
 * copied from a developer's shell — must stop the start rather than be ignored; and a production
 * build (NODE_ENV=production, as the container image sets) refuses emulator mode altogether.
 */
function authEmulatorFrom(env: NodeJS.ProcessEnv): string | null {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST || null;
  const wanted = parseSwitch('AUTH_EMULATOR', env.AUTH_EMULATOR ?? 'off');
  if (!wanted) {
    if (host !== null)
      throw new ConfigError(
        'FIREBASE_AUTH_EMULATOR_HOST is set, which makes firebase-admin accept unsigned tokens: set AUTH_EMULATOR=on as well to use the Auth emulator (local only), or remove FIREBASE_AUTH_EMULATOR_HOST',
      );
    return null;
  }
  if (host === null) throw new ConfigError('AUTH_EMULATOR=on needs FIREBASE_AUTH_EMULATOR_HOST (the Auth emulator\'s host:port, e.g. 127.0.0.1:9099)');
  if ((env.NODE_ENV ?? '').trim().toLowerCase() === 'production')
    throw new ConfigError('AUTH_EMULATOR=on is refused in a production build (NODE_ENV=production): the Auth emulator signs no token, anybody could act as an administrator');
  return host;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0–65535, not "${value}"`);
  return port;
}

function parseSwitch(name: string, value: string): boolean {
  const normalised = value.trim().toLowerCase();
  if (['1', 'true', 'on', 'yes'].includes(normalised)) return true;
  if (['0', 'false', 'off', 'no', ''].includes(normalised)) return false;
  throw new ConfigError(`${name} must be "on" or "off", not "${value}"`);
}

function parseCount(name: string, value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new ConfigError(`${name} must be a whole number ≥ 1, not "${value}"`);
  return count;
}

/** A number of proxies, 0–10 (more is a typo: nobody runs ten load balancers in a row). */
function parseHops(value: string): number {
  const trimmed = value.trim();
  const hops = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(hops) || hops < 0 || hops > 10) throw new ConfigError(`TRUST_PROXY_HOPS must be a whole number 0–10 (the proxies in front of the API), not "${value}"`);
  return hops;
}

/** "https://admin.example.org" — scheme, host and port only, as a browser sends it in `Origin`. */
function parseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`CORS_ORIGIN: "${value}" is not an origin like https://admin.example.org`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new ConfigError(`CORS_ORIGIN: "${value}" is not an origin like https://admin.example.org (scheme, host and port only)`);
  }
  return url.origin;
}

/** A libpq-style URL on this machine: a loopback host, or a socket folder (`?host=/run/postgresql`). */
function isLocalDatabase(databaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false;
  }
  const socketHost = url.searchParams.get('host');
  if (socketHost !== null) return socketHost.startsWith('/') && (url.hostname === '' || isLoopback(url.hostname));
  return isLoopback(url.hostname);
}

const isLoopback = (host: string) => [...LOOPBACK_HOSTS, '[::1]'].includes(host.toLowerCase());

function parseSeconds(name: string, value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) throw new ConfigError(`${name} must be a number of seconds ≥ 0, not "${value}"`);
  return seconds;
}

/** "/api" and "api/" both become "/api/", so a path constant can be appended as is. */
export function normalisePrefix(prefix: string): string {
  const trimmed = prefix.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
