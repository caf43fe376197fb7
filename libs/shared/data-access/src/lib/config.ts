import { z } from 'zod';
import type { ServiceName } from '@rescue-admin/api-contract';

/**
 * Runtime configuration, read at start from /config.json so that one build serves every
 * environment (ARCHITECTURE.md "Configuration").
 */
export interface AppConfig {
  /** Service base URLs; null when missing or invalid (calls to it log and return their fallback). */
  services: Record<ServiceName, string | null>;
  firebase: { apiKey: string; authDomain: string; projectId: string; storageBucket: string; appId?: string };
  /** Local emulators; absent in production. */
  emulators?: { auth?: string; storage?: { host: string; port: number } };
}

/** The configuration cannot be used at all (the shell shows an error screen). */
export class ConfigError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigError';
  }
}

const SERVICES: readonly ServiceName[] = ['user', 'base', 'mission'];
const nonEmpty = z.string().trim().min(1);
const httpUrl = z.url({ protocol: /^https?$/ });

const FirebaseBlock = z.object({
  apiKey: nonEmpty,
  authDomain: nonEmpty,
  projectId: nonEmpty,
  storageBucket: nonEmpty,
  appId: nonEmpty.optional(),
});

const EmulatorsBlock = z
  .object({
    auth: httpUrl.optional(),
    storage: z.object({ host: nonEmpty, port: z.number().int().min(1).max(65535) }).optional(),
  })
  .optional();

/**
 * A service base must be an absolute http(s) URL. It is kept with a trailing slash, because the
 * spec's paths are relative to the base ("all/" under ".../user/").
 */
function parseServiceBase(value: unknown): string | null {
  const parsed = httpUrl.safeParse(value);
  if (!parsed.success) return null;
  return parsed.data.endsWith('/') ? parsed.data : `${parsed.data}/`;
}

/**
 * Validates /config.json. A broken firebase or emulators block throws a `ConfigError` (nothing
 * can work without it); a missing or invalid service base only disables that service, as SPEC §8
 * describes (its calls log 'BaseUrl for service not available').
 */
export function parseAppConfig(json: unknown): AppConfig {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ConfigError('config.json must contain a JSON object');
  }
  const raw = json as Record<string, unknown>;
  const firebase = FirebaseBlock.safeParse(raw['firebase']);
  if (!firebase.success) {
    throw new ConfigError(`config.json: invalid "firebase" block (${z.prettifyError(firebase.error)})`, { cause: firebase.error });
  }
  const emulators = EmulatorsBlock.safeParse(raw['emulators']);
  if (!emulators.success) {
    throw new ConfigError(`config.json: invalid "emulators" block (${z.prettifyError(emulators.error)})`, { cause: emulators.error });
  }
  const rawServices = typeof raw['services'] === 'object' && raw['services'] !== null ? (raw['services'] as Record<string, unknown>) : {};
  const services = Object.fromEntries(SERVICES.map((name) => [name, parseServiceBase(rawServices[name])])) as AppConfig['services'];
  for (const name of SERVICES) {
    if (services[name] === null) console.warn(`config.json: service "${name}" has no valid base URL; its calls are skipped`);
  }
  return { services, firebase: firebase.data, ...(emulators.data ? { emulators: emulators.data } : {}) };
}

/** Fetches and validates the runtime configuration (no HTTP cache: a redeploy must take effect at once). */
export async function loadAppConfig(url = '/config.json'): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ConfigError(`${url} could not be loaded`, { cause: error });
  }
  if (!response.ok) throw new ConfigError(`${url} could not be loaded (status ${response.status})`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new ConfigError(`${url} is not valid JSON`, { cause: error });
  }
  return parseAppConfig(json);
}
