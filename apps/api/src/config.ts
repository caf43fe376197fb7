import { join, resolve } from 'node:path';

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
  projectId: string;
  /** Run the idempotent German demo seed at start. */
  seed: boolean;
  prefixes: ServicePrefixes;
  corsOrigins: string[];
  /** Largest accepted request body in bytes; more is a 413. */
  bodyLimit: number;
  geocoder: GeocoderConfig;
  /** How long a verified ID token is trusted without asking Firebase again; 0 asks every time. */
  tokenCacheMs: number;
}

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const API_ROOT = resolve(import.meta.dirname, '..');

export const DEFAULT_PREFIXES: ServicePrefixes = { user: '/user/', base: '/api/', mission: '/mission/' };
const DEFAULT_CORS_ORIGINS = ['http://localhost:4200', 'http://127.0.0.1:4200'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the process environment once, at start; every knob is listed in the README. */
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
    geocoder = { kind: 'gazetteer', cacheFile: env.GAZETTEER_CACHE ?? join(API_ROOT, '.cache', 'gazetteer-de.json') };
  } else {
    throw new ConfigError(`GEOCODER must be "gazetteer" or "nominatim", not "${env.GEOCODER}"`);
  }

  return {
    port: parsePort(env.PORT ?? '3333'),
    host: env.HOST ?? 'localhost',
    dataDir: resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data', 'db')),
    databaseUrl: env.DATABASE_URL || null,
    projectId: env.GCLOUD_PROJECT ?? env.FIREBASE_PROJECT_ID ?? 'demo-rescue-admin',
    seed: !['0', 'false', 'off', 'no'].includes((env.SEED ?? 'on').toLowerCase()),
    prefixes: {
      user: normalisePrefix(env.USER_SERVICE_PREFIX ?? DEFAULT_PREFIXES.user),
      base: normalisePrefix(env.BASE_SERVICE_PREFIX ?? DEFAULT_PREFIXES.base),
      mission: normalisePrefix(env.MISSION_SERVICE_PREFIX ?? DEFAULT_PREFIXES.mission),
    },
    corsOrigins: [
      ...DEFAULT_CORS_ORIGINS,
      ...(env.CORS_ORIGIN ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ],
    bodyLimit: 1024 * 1024,
    geocoder,
    tokenCacheMs: parseSeconds('TOKEN_CACHE_SECONDS', env.TOKEN_CACHE_SECONDS ?? '30') * 1000,
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0–65535, not "${value}"`);
  return port;
}

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
