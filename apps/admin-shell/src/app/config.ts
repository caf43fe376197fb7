import type { ServiceName } from '@rescue-admin/api-contract';
import type { AppConfig, MapTileConfig } from '@rescue-admin/session';

export interface ParseAppConfigOptions {
  /**
   * The host name of the page the app runs on. The `emulators` block is used only when it is a
   * loopback host (localhost, 127.0.0.1, [::1]): a config.json with emulator settings that reached
   * a real deployment must not send passwords and tokens to a port on the user's own machine.
   * @default location.hostname (outside a browser there is no page, and the block is used)
   */
  pageHostname?: string;
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

function currentPageHostname(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.hostname;
}

/** The configuration cannot be used at all (the shell shows an error screen). */
export class ConfigError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigError';
  }
}

/** /config.json could not be fetched at all: the connection, not the file (the shell waits for it). */
export class ConfigUnreachableError extends ConfigError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConfigUnreachableError';
  }
}

const SERVICES: readonly ServiceName[] = ['user', 'base', 'mission'];

/*
 * A hand-written validator instead of zod: the config is read before /login renders, and zod
 * would add ~25 kB gzip to that first download for four small blocks. The messages follow zod's
 * `prettifyError` format ("✖ <problem>\n  → at <path>"), which the config error screen shows.
 */
interface Issue {
  message: string;
  path: readonly string[];
}

/** Collects the issues of one block; each check returns the (trimmed) value or undefined. */
class BlockCheck {
  readonly issues: Issue[] = [];

  fail(path: readonly string[], message: string): undefined {
    this.issues.push({ message, path });
    return undefined;
  }

  object(value: unknown, path: readonly string[]): Record<string, unknown> | undefined {
    return isObject(value) ? value : this.fail(path, `Invalid input: expected object, received ${describe(value)}`);
  }

  /** A string that is not blank once trimmed; the trimmed value is kept. */
  text(value: unknown, path: readonly string[]): string | undefined {
    if (typeof value !== 'string') return this.fail(path, `Invalid input: expected string, received ${describe(value)}`);
    const trimmed = value.trim();
    return trimmed.length > 0 ? trimmed : this.fail(path, 'Too small: expected string to have >=1 characters');
  }

  url(value: unknown, path: readonly string[]): string | undefined {
    if (typeof value !== 'string') return this.fail(path, `Invalid input: expected string, received ${describe(value)}`);
    return toHttpUrl(value) ?? this.fail(path, 'Invalid URL');
  }

  port(value: unknown, path: readonly string[]): number | undefined {
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.fail(path, `Invalid input: expected number, received ${describe(value)}`);
    if (!Number.isInteger(value)) return this.fail(path, 'Invalid input: expected int, received number');
    if (value < 1) return this.fail(path, 'Too small: expected number to be >=1');
    if (value > 65535) return this.fail(path, 'Too big: expected number to be <=65535');
    return value;
  }

  throwIfInvalid(block: string): void {
    if (this.issues.length > 0) this.raise(block);
  }

  /** Throws a `ConfigError` naming every issue of the block, as zod's `prettifyError` would. */
  raise(block: string): never {
    const details = [...this.issues]
      .sort((a, b) => a.path.length - b.path.length)
      .map(({ message, path }) => (path.length > 0 ? `✖ ${message}\n  → at ${path.join('.')}` : `✖ ${message}`))
      .join('\n');
    throw new ConfigError(`config.json: invalid "${block}" block (${details})`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

/**
 * An absolute http(s) URL, trimmed. "http:example.org" is refused although `URL` would accept it:
 * a base missing its "//" is a typo, not a host.
 */
function toHttpUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // The URL parser ignores tabs and line breaks anywhere; drop them so the kept string means the same.
  return trimmed.replace(/[\t\n\r]/g, '');
}

function parseFirebase(value: unknown): AppConfig['firebase'] {
  const check = new BlockCheck();
  const block = check.object(value, []);
  if (!block) return check.raise('firebase');
  const firebase = {
    apiKey: check.text(block['apiKey'], ['apiKey']),
    authDomain: check.text(block['authDomain'], ['authDomain']),
    projectId: check.text(block['projectId'], ['projectId']),
    storageBucket: check.text(block['storageBucket'], ['storageBucket']),
  };
  const appId = block['appId'] === undefined ? undefined : check.text(block['appId'], ['appId']);
  check.throwIfInvalid('firebase');
  // Past throwIfInvalid every field is a string.
  return { ...(firebase as AppConfig['firebase']), ...(appId === undefined ? {} : { appId }) };
}

function parseEmulators(value: unknown): AppConfig['emulators'] {
  if (value === undefined) return undefined;
  const check = new BlockCheck();
  const block = check.object(value, []);
  if (!block) return check.raise('emulators');
  const emulators: NonNullable<AppConfig['emulators']> = {};
  if (block['auth'] !== undefined) {
    const auth = check.url(block['auth'], ['auth']);
    if (auth !== undefined) emulators.auth = auth;
  }
  if (block['storage'] !== undefined) {
    const storage = check.object(block['storage'], ['storage']);
    if (storage) {
      const host = check.text(storage['host'], ['storage', 'host']);
      const port = check.port(storage['port'], ['storage', 'port']);
      if (host !== undefined && port !== undefined) emulators.storage = { host, port };
    }
  }
  check.throwIfInvalid('emulators');
  return emulators;
}

/**
 * The optional `map` block. A broken one costs only the tiles (the maps still draw markers on a
 * plain background), so it is dropped with a console warning instead of stopping the app.
 */
function parseMap(value: unknown): MapTileConfig | undefined {
  if (value === undefined) return undefined;
  const check = new BlockCheck();
  const block = check.object(value, []);
  const tileUrl = block ? check.url(block['tileUrl'], ['tileUrl']) : undefined;
  if (tileUrl !== undefined && !/\{z\}/.test(tileUrl)) check.fail(['tileUrl'], 'Invalid tile URL: expected a template with {z}, {x} and {y}');
  const attribution = block ? check.text(block['attribution'], ['attribution']) : undefined;
  const attributionUrl = block && block['attributionUrl'] !== undefined ? check.url(block['attributionUrl'], ['attributionUrl']) : undefined;
  if (check.issues.length > 0 || tileUrl === undefined || attribution === undefined) {
    console.warn(`config.json: "map" ignored, the maps show no tiles (${check.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
    return undefined;
  }
  return { tileUrl, attribution, ...(attributionUrl === undefined ? {} : { attributionUrl }) };
}

/**
 * A service base must be an absolute http(s) URL. It is kept with a trailing slash, because the
 * spec's paths are relative to the base ("all/" under ".../user/").
 */
function parseServiceBase(value: unknown): string | null {
  const url = typeof value === 'string' ? toHttpUrl(value) : undefined;
  if (url === undefined) return null;
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * Validates /config.json. A broken firebase or emulators block throws a `ConfigError` (nothing
 * can work without it); a missing or invalid service base only disables that service, as SPEC §8
 * describes (its calls log 'BaseUrl for service not available'). Off localhost the `emulators`
 * block is ignored (not even validated), with a console warning.
 */
export function parseAppConfig(json: unknown, options: ParseAppConfigOptions = {}): AppConfig {
  if (!isObject(json)) {
    throw new ConfigError('config.json must contain a JSON object');
  }
  const firebase = parseFirebase(json['firebase']);
  const pageHostname = options.pageHostname ?? currentPageHostname();
  const emulatorsAllowed = pageHostname === undefined || LOOPBACK_HOSTS.has(pageHostname.toLowerCase());
  if (!emulatorsAllowed && json['emulators'] !== undefined) {
    console.warn(`config.json: "emulators" ignored, this page (${pageHostname}) is not on localhost`);
  }
  const emulators = emulatorsAllowed ? parseEmulators(json['emulators']) : undefined;
  const rawServices = typeof json['services'] === 'object' && json['services'] !== null ? (json['services'] as Record<string, unknown>) : {};
  const services = Object.fromEntries(SERVICES.map((name) => [name, parseServiceBase(rawServices[name])])) as AppConfig['services'];
  for (const name of SERVICES) {
    if (services[name] === null) console.warn(`config.json: service "${name}" has no valid base URL; its calls are skipped`);
  }
  const map = parseMap(json['map']);
  return { services, firebase, ...(emulators ? { emulators } : {}), ...(map ? { map } : {}) };
}

/** Fetches and validates the runtime configuration (no HTTP cache: a redeploy must take effect at once). */
export async function loadAppConfig(url = '/config.json', options: ParseAppConfigOptions = {}): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ConfigUnreachableError(`${url} could not be loaded`, { cause: error });
  }
  if (!response.ok) throw new ConfigError(`${url} could not be loaded (status ${response.status})`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new ConfigError(`${url} is not valid JSON`, { cause: error });
  }
  return parseAppConfig(json, options);
}
