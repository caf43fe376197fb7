import { HTTPError } from 'ky';
import { parseApiErrorBody, parseIsoDateTime, reviveDates, type ApiErrorBody, type ApiErrorCode, type FieldErrorCode, type ServiceName } from '@rescue-admin/api-contract';

/**
 * The one typed error for a non-2xx answer. It is a ky `HTTPError` (so `response` and `request`
 * stay available) plus the parsed `ApiErrorBody` and its field errors, which forms show next to
 * their fields.
 */
export class ApiError extends HTTPError {
  readonly status: number;
  /** The server's error body; undefined when it sent none or something else (a proxy's HTML page). */
  readonly body?: ApiErrorBody;
  /** Field error codes by dotted path ("address.city"); empty when the server named no field. */
  readonly fieldErrors: Record<string, FieldErrorCode>;
  /** Why the server refused, where the status alone does not say (e.g. `invitation_expired`). */
  readonly code?: ApiErrorCode;
  /** With a 409 `stale`: who changed the record meanwhile and what it looks like now (see {@link staleConflictOf}). */
  readonly stale?: StaleConflict;

  constructor(error: HTTPError, body?: ApiErrorBody) {
    super(error.response, error.request, error.options);
    this.name = 'ApiError';
    this.status = error.response.status;
    this.body = body;
    this.fieldErrors = body?.fieldErrors ?? {};
    this.code = body?.code;
    if (this.status === 409 && body?.code === 'stale') this.stale = toStaleConflict(body);
    if (body?.message) this.message = `${body.message} (${this.status} ${error.request.method} ${error.request.url})`;
  }
}

/**
 * A save or delete refused because the record changed since the version the request named (409
 * `stale`). Nothing was changed; `current` is the record as stored now (dates revived, like every
 * answer), so a form can show it or overwrite it on purpose with its version.
 */
export interface StaleConflict {
  /** Who saved last, and when; null when the server does not know (e.g. a record older than its history). */
  changedBy: { uid: string; name: string; at: Date | null } | null;
  /** The record as stored now; undefined when the server sent none. */
  current: unknown;
}

function toStaleConflict(body: ApiErrorBody): StaleConflict {
  const by = body.changedBy;
  const changedBy = by ? { uid: by.uid, name: by.name, at: typeof by.at === 'string' ? parseIsoDateTime(by.at) : null } : null;
  // The answer's other dates are revived by ky's parseJson; the error body is read as plain JSON.
  const current = body.current === undefined ? undefined : reviveDates(JSON.parse(JSON.stringify(body.current)));
  return { changedBy, current };
}

/** The stale-version refusal a failed save or delete carries (also through wrapping errors), or null. */
export function staleConflictOf(error: unknown): StaleConflict | null {
  return apiErrorOf(error)?.stale ?? null;
}

/** Reads the error body of a failed answer; anything that is not an `ApiErrorBody` is ignored. */
export async function toApiError(error: HTTPError): Promise<ApiError> {
  let body: ApiErrorBody | undefined;
  try {
    body = parseApiErrorBody(JSON.parse(await error.response.clone().text()));
  } catch {
    body = undefined;
  }
  return new ApiError(error, body);
}

/**
 * A request its caller cancelled (react-query aborts the signal when a query is unmounted or
 * refetched): not a failure, so it is neither logged nor turned into a fallback value. fetch
 * rejects with a DOMException named AbortError, which is not an `Error` in every environment.
 */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The exact console message SPEC §8 prescribes for a call to a missing or invalid service base. */
export const BASE_URL_MISSING_MESSAGE = 'BaseUrl for service not available';

/** Raised (after logging {@link BASE_URL_MISSING_MESSAGE}) by every call to a service without a valid base. */
export class BaseUrlMissingError extends Error {
  constructor(readonly service: ServiceName) {
    super(`${BASE_URL_MISSING_MESSAGE}: ${service}`);
    this.name = 'BaseUrlMissingError';
  }
}

export type OperationFailureReason =
  /** No HTTP client yet: nobody is signed in, or the ID token is not available yet (SPEC §4). */
  | 'no-client'
  /** A 2xx answer, but not the status the call expects (e.g. 200 where a create must answer 201). */
  | 'unexpected-status'
  /** The answer's body is not what the call returns (e.g. no uid after a create). */
  | 'invalid-response';

/**
 * A call that did not do what was asked although no HTTP error occurred. The hooks raise it where
 * the SPEC §8 face would quietly return false/''/null, so the UI can tell the user.
 */
export class OperationFailedError extends Error {
  constructor(
    /** The endpoint name from the contract's ENDPOINTS table, e.g. 'hydrant.update'. */
    readonly operation: string,
    readonly reason: OperationFailureReason,
    readonly status?: number,
  ) {
    super(`${operation} failed: ${reason}${status === undefined ? '' : ` (status ${status})`}`);
    this.name = 'OperationFailedError';
  }
}

/** The field errors a failed call carries, also through wrapping errors (for forms). */
export function fieldErrorsOf(error: unknown): Record<string, FieldErrorCode> {
  return apiErrorOf(error)?.fieldErrors ?? {};
}

/**
 * The same failure with the server's field errors moved under `prefix` (`name` → `newGroup.name`):
 * for a form that sent part of its values in a separate call. Other failures are returned as they are.
 */
export function withFieldPrefix(error: unknown, prefix: string): unknown {
  const apiError = apiErrorOf(error);
  if (!apiError) return error;
  const fieldErrors = Object.fromEntries(Object.entries(apiError.fieldErrors).map(([path, code]) => [`${prefix}.${path}`, code]));
  return new ApiError(apiError, { ...(apiError.body ?? { statusCode: apiError.status, error: '', message: '' }), fieldErrors });
}

/** What `pick` makes of the first error in the chain of causes it recognises (bounded: a cause cycle must not hang an error handler). */
function inCauses<T>(error: unknown, pick: (error: unknown) => T | undefined): T | undefined {
  let current = error;
  for (let depth = 0; depth < 8; depth += 1) {
    const found = pick(current);
    if (found !== undefined || !(current instanceof Error) || current.cause === undefined) return found;
    current = current.cause;
  }
  return undefined;
}

/** The `ApiError` a failure is or wraps. */
function apiErrorOf(error: unknown): ApiError | undefined {
  return inCauses(error, (cause) => (cause instanceof ApiError ? cause : undefined));
}

/**
 * Why a call failed, in the terms the user is told (the texts are `common:errors.<reason>`):
 * no answer, signed out, not allowed, gone, rejected input, changed meanwhile by someone else (409
 * `stale`), another conflict (a unique value taken or a record still in use), the server's fault,
 * or anything else.
 */
export type ErrorReason = 'network' | 'unauthorized' | 'forbidden' | 'notFound' | 'badRequest' | 'stale' | 'conflict' | 'server' | 'unknown';

function reasonOfStatus(status: number): ErrorReason {
  // Status 0 is an answer the browser hid from us (an opaque or blocked response): nothing usable arrived.
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'badRequest';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'server';
  return 'unknown';
}

/**
 * The machine-readable code of a refused call (`ApiErrorBody.code`, e.g. `invitation_expired`),
 * also when another error wraps it; undefined when the server sent none.
 */
export function apiErrorCodeOf(error: unknown): ApiErrorCode | undefined {
  return apiErrorOf(error)?.code;
}

/**
 * Classifies a failed call. A `TypeError` is how fetch reports a request that never got an answer
 * (offline, DNS, CORS), so it counts as "no connection". An error that wraps another (a
 * feature's own error with `cause`) has the reason of what it wraps.
 */
export function errorReasonOf(error: unknown): ErrorReason {
  const reason = inCauses<ErrorReason>(error, (cause) => {
    if (cause instanceof ApiError) return cause.stale ? 'stale' : reasonOfStatus(cause.status);
    return cause instanceof TypeError ? 'network' : undefined;
  });
  return reason ?? 'unknown';
}
