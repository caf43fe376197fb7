import { API_ERROR_CODES, FIELD_ERROR_CODES } from './error-codes';
import type { ApiErrorBody, ApiErrorCode, FieldErrorCode } from './errors';

/*
 * The error body read without zod: the client's HTTP layer loads with the signed-in frame, and
 * zod only with the screens that need it. `error-body.test.ts` holds it to the `ApiErrorBody` schema.
 */
const FIELD_ERRORS: ReadonlySet<string> = new Set(FIELD_ERROR_CODES);
const ERROR_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && FIELD_ERRORS.has(value);
}

/**
 * The contract's `ApiErrorBody` schema as a structural check: the same fields and rules (an
 * integer status, strings, optional field errors with known codes only), unknown fields dropped.
 */
export function parseApiErrorBody(json: unknown): ApiErrorBody | undefined {
  if (!isPlainObject(json)) return undefined;
  const { statusCode, error, message, code, fieldErrors, changedBy, current } = json;
  if (typeof statusCode !== 'number' || !Number.isSafeInteger(statusCode) || typeof error !== 'string' || typeof message !== 'string') {
    return undefined;
  }
  // An unknown code (a newer server) is dropped, not fatal: the status still says what happened.
  const known = typeof code === 'string' && ERROR_CODES.has(code) ? { code: code as ApiErrorCode } : {};
  // A stale refusal's who and what; a malformed `changedBy` counts as unknown (null), not as a broken body.
  const stale =
    code === 'stale'
      ? {
          changedBy: isChangedBy(changedBy) ? { uid: changedBy.uid, name: changedBy.name, at: changedBy.at } : null,
          ...(current === undefined ? {} : { current }),
        }
      : {};
  if (fieldErrors === undefined) return { statusCode, error, message, ...known, ...stale };
  if (!isPlainObject(fieldErrors) || !Object.values(fieldErrors).every(isFieldErrorCode)) return undefined;
  return { statusCode, error, message, ...known, ...stale, fieldErrors: { ...fieldErrors } as Record<string, FieldErrorCode> };
}

function isChangedBy(value: unknown): value is { uid: string; name: string; at: string } {
  return isPlainObject(value) && typeof value.uid === 'string' && typeof value.name === 'string' && typeof value.at === 'string';
}
