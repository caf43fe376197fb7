import type { KyInstance, KyResponse } from 'ky';
import { ENDPOINTS, type EndpointName } from '@rescue-admin/api-contract';
import { parseJsonWithDates } from './dates';
import { BaseUrlMissingError, OperationFailedError, isAbortError } from './errors';

export interface CallOptions {
  json?: unknown;
  searchParams?: Record<string, string>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the `Idempotency-Key` of a create. */
  headers?: Record<string, string>;
}

/**
 * Sends one call of the contract's ENDPOINTS table and insists on its success status (SPEC §7/§8:
 * "update true only on 200", "material create expects 201"). Throws on every failure: no client,
 * missing base, HTTP error (`ApiError`), unexpected 2xx status.
 */
export async function send(client: KyInstance | null, endpoint: EndpointName, options: CallOptions = {}): Promise<KyResponse> {
  const def = ENDPOINTS[endpoint];
  if (!client) {
    console.warn(`No HTTP client available (not signed in yet): ${endpoint} skipped`);
    throw new OperationFailedError(endpoint, 'no-client');
  }
  const response = await client(def.path, {
    method: def.method,
    json: def.body ? (options.json ?? {}) : undefined,
    searchParams: options.searchParams,
    signal: options.signal,
    headers: options.headers,
  });
  if (response.status !== def.success) throw new OperationFailedError(endpoint, 'unexpected-status', response.status);
  return response;
}

/** A list answer. */
export async function sendForList<T>(client: KyInstance | null, endpoint: EndpointName, options?: CallOptions): Promise<T[]> {
  const response = await send(client, endpoint, options);
  const data: unknown = await response.json();
  if (!Array.isArray(data)) throw new OperationFailedError(endpoint, 'invalid-response', response.status);
  return data as T[];
}

/** A single record (object) answer. */
export async function sendForRecord<T>(client: KyInstance | null, endpoint: EndpointName, options?: CallOptions): Promise<T> {
  const response = await send(client, endpoint, options);
  const data: unknown = await response.json();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new OperationFailedError(endpoint, 'invalid-response', response.status);
  }
  return data as T;
}

/** A create that answers with the new uid as a JSON string. */
export async function sendForUid(client: KyInstance | null, endpoint: EndpointName, options?: CallOptions): Promise<string> {
  const response = await send(client, endpoint, options);
  const uid: unknown = await response.json();
  if (typeof uid !== 'string' || uid.trim() === '') throw new OperationFailedError(endpoint, 'invalid-response', response.status);
  return uid;
}

/**
 * An update, which answers with the record as stored (its new version): the record, or null when
 * the answer carries none (an older service answering `true`) — the caller then refetches.
 */
export async function sendForUpdate<T>(client: KyInstance | null, endpoint: EndpointName, options?: CallOptions): Promise<T | null> {
  const response = await send(client, endpoint, options);
  const text = await response.text();
  if (text === '') return null;
  let data: unknown;
  try {
    data = parseJsonWithDates(text);
  } catch {
    return null;
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as T) : null;
}

/** A call whose success status is all it answers. */
export async function sendForSuccess(client: KyInstance | null, endpoint: EndpointName, options?: CallOptions): Promise<true> {
  await send(client, endpoint, options);
  return true;
}

/**
 * Wraps a throwing call in SPEC §8's quiet semantics: on failure it logs and returns the
 * fallback ([] for lists, '' for creates, false for updates/deletes, null for syncs/lookups).
 * Missing client and missing base were already logged where they were detected. A cancelled
 * request rejects as it is: the caller asked for it, nothing failed.
 */
export function withFallback<Args extends unknown[], T, F>(
  call: (client: KyInstance | null, ...args: Args) => Promise<T>,
  fallback: F,
  failureMessage: string,
): (client: KyInstance | null, ...args: Args) => Promise<T | F> {
  return async (client, ...args) => {
    try {
      return await call(client, ...args);
    } catch (error) {
      if (isAbortError(error)) throw error;
      const alreadyLogged = error instanceof BaseUrlMissingError || (error instanceof OperationFailedError && error.reason === 'no-client');
      if (!alreadyLogged) console.error(failureMessage, error);
      return fallback;
    }
  };
}
