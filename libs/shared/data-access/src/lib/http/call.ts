import type { KyInstance } from 'ky';
import { IDEMPOTENCY_KEY_HEADER, isSuccessStatus, parseJsonWithDates, type Endpoint } from '@rescue-admin/api-contract';
import { fetchInJsonWorker, listTagOf, prepareJsonWorker, readJsonWithDates } from './read-json';
import { BaseUrlMissingError, OperationFailedError, isAbortError } from './errors';

export interface CallInput {
  /** The record or payload: `adds` are added to it and `wrap` wraps it (both from the endpoint's row). */
  body?: unknown;
  query?: Record<string, string>;
  signal?: AbortSignal;
  /** The `Idempotency-Key` of a create: the same for every attempt of one intended record. */
  idempotencyKey?: string;
  /** A list's first rows, while the rest of a large one is still arriving (see readJsonWithDates). */
  onFirstRows?: (rows: unknown[]) => void;
  /** The list as read before: asked for with its answer's ETag (If-None-Match), a 304 gives it back as it is — not sent, parsed or rendered again. */
  previous?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sends one call of the contract's endpoint table and reads its answer as the row says
 * (`answer`). Any 2xx is a success (SPEC §8), except where SPEC §7 names the status ("user update
 * true only on 200", "material create expects 201": the row's `expects`). Throws on every failure:
 * no client, missing base, an HTTP error (`ApiError`), another 2xx where one is named, or an answer
 * that is not what the call returns.
 * The throwing face, which the hooks use; {@link callOrFallback} is SPEC §8's.
 */
export async function call(endpoint: Endpoint, client: KyInstance | null, input: CallInput = {}): Promise<unknown> {
  if (!client) {
    console.warn(`No HTTP client available (not signed in yet): ${endpoint.name} skipped`);
    throw new OperationFailedError(endpoint.name, 'no-client');
  }
  let json: unknown;
  if (endpoint.body) {
    const body = endpoint.adds ? { ...(input.body as object), ...endpoint.adds } : (input.body ?? {});
    json = endpoint.wrap ? { [endpoint.wrap]: body } : body;
  }
  // A list may be large: the JSON worker sends it and reads it (once it runs; until then it starts
  // while the request is under way, to parse a large answer).
  const list = endpoint.answer === 'list';
  if (list) prepareJsonWorker();
  const tag = list ? listTagOf(input.previous) : undefined;
  const response = await client(endpoint.path, {
    method: endpoint.method,
    json,
    searchParams: input.query,
    signal: input.signal,
    headers: { ...(input.idempotencyKey && { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey }), ...(tag && { 'If-None-Match': tag }) },
    ...(list ? { fetch: fetchInJsonWorker, throwHttpErrors: (status: number) => !(tag && status === 304) } : {}),
  });
  if (tag && response.status === 304) return input.previous;
  if (!isSuccessStatus(endpoint, response.status)) throw new OperationFailedError(endpoint.name, 'unexpected-status', response.status);
  const invalid = () => new OperationFailedError(endpoint.name, 'invalid-response', response.status);
  switch (endpoint.answer) {
    case 'ok':
      return true;
    case 'stored': {
      // The record as stored (its new version); an older service answering `true` has none: null.
      const text = await response.text();
      try {
        const data = text === '' ? null : parseJsonWithDates(text);
        return isRecord(data) ? data : null;
      } catch {
        return null;
      }
    }
    case 'list': {
      // Lists can be large (100,000 hydrants): parsed off the page's main thread (read-json.ts).
      const data: unknown = await readJsonWithDates(response, input.onFirstRows);
      if (!Array.isArray(data)) throw invalid();
      return data;
    }
    case 'uid': {
      const uid: unknown = await response.json();
      if (typeof uid !== 'string' || uid.trim() === '') throw invalid();
      return uid;
    }
    case 'record': {
      const data: unknown = await response.json();
      if (isRecord(data)) return data;
      // A lookup whose "no such record" is null may answer 200 without one.
      if (endpoint.missing === 'null') return null;
      throw invalid();
    }
  }
}

/**
 * SPEC §8's face of the same call: on failure it logs and answers the row's `fallback` ([] for
 * list loads, '' for creates, false for updates and deletes, null for syncs and the user lookup);
 * rows without one (materials, qualifications, blueprints, geocoding) reject. Updates and deletes
 * answer `true` on success ("true only on 200"). A cancelled request rejects as it is: the
 * caller asked for it, nothing failed. Missing client and missing base were already logged.
 */
export async function callOrFallback(endpoint: Endpoint, client: KyInstance | null, input: CallInput = {}): Promise<unknown> {
  try {
    const answer = await call(endpoint, client, input);
    return endpoint.answer === 'stored' ? true : answer;
  } catch (error) {
    if (isAbortError(error) || !('fallback' in endpoint)) throw error;
    const alreadyLogged = error instanceof BaseUrlMissingError || (error instanceof OperationFailedError && error.reason === 'no-client');
    if (!alreadyLogged) console.error(endpoint.message ?? `${endpoint.name} failed`, error);
    // A fresh [] each time: callers may fill what they get.
    return Array.isArray(endpoint.fallback) ? [] : endpoint.fallback;
  }
}

/** The query parameters of a delete: the uid and the version the row was shown at. */
export function deleteParams(endpoint: Endpoint, { uid, version, lastUpdate }: { uid: string; version?: number; lastUpdate?: Date | string }): Record<string, string> {
  const params: Record<string, string> = { [endpoint.query ?? 'uid']: uid };
  if (version !== undefined) params.version = String(version);
  if (lastUpdate !== undefined) params.lastUpdate = lastUpdate instanceof Date ? lastUpdate.toISOString() : lastUpdate;
  return params;
}
