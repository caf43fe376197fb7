import { STATUS_CODES } from 'node:http';
import { toFieldErrors, type ApiErrorBody, type ApiErrorCode, type FieldErrorCode } from '@rescue-admin/api-contract';
import type { z } from 'zod';

type FieldErrors = Record<string, FieldErrorCode>;

/** An answer other than success, thrown from anywhere in a handler and rendered by the error handler. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly code?: ApiErrorCode,
    /** More of the error body (e.g. `changedBy` and `current` of a stale update). */
    readonly extra?: Pick<ApiErrorBody, 'changedBy' | 'current'>,
    /** Sent as `Retry-After` (seconds): when a busy service may be asked again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) => new HttpError(400, message, fieldErrors);
/** `field` names the input that pointed at the missing record, so a form can mark it. */
export const notFound = (what: string, field?: string) =>
  new HttpError(404, `${what} not found`, field ? { [field]: 'not_found' } : undefined);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new HttpError(409, message, fieldErrors);
/** 403: the caller is known, but the access policy does not allow this. */
export const forbidden = (message: string, code: ApiErrorCode = 'forbidden') => new HttpError(403, message, undefined, code);

export function errorBody(statusCode: number, message: string, fieldErrors?: FieldErrors, code?: ApiErrorCode, extra?: HttpError['extra']): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(code ? { code } : {}), ...(fieldErrors ? { fieldErrors } : {}), ...extra };
}

/** 503: a service the API needs did not answer in time — nothing was changed, try again. */
export const unavailable = (what: string) => new HttpError(503, `${what} did not answer in time`, undefined, 'unavailable');

/** Validates untrusted input; a failure is a 400 with one code per dotted field path. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(`Invalid request ${where}`, toFieldErrors(result.error, input));
}
