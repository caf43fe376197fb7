import { z } from 'zod';
import { API_ERROR_CODES, FIELD_ERROR_CODES } from './error-codes';

export const FieldErrorCode = z.enum(FIELD_ERROR_CODES);
export type FieldErrorCode = z.infer<typeof FieldErrorCode>;
export const ApiErrorCode = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

/** The body of every non-2xx answer. `fieldErrors` keys are dotted paths ("address.city"). */
export const ApiErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: ApiErrorCode.optional(),
  fieldErrors: z.record(z.string(), FieldErrorCode).optional(),
  /** With `stale`: who changed the record last, and when (ISO date-time); null name parts when unknown. */
  changedBy: z.object({ uid: z.string(), name: z.string(), at: z.string() }).nullable().optional(),
  /** With `stale`: the record as it is stored now (so a form can show it or overwrite on purpose). */
  current: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/**
 * Turn a zod error into the API's `fieldErrors` map (first issue per path wins).
 *
 * Pass the parsed `input` too when you have it: zod 4 leaves the offending value out of its
 * issues (unless parsed with `reportInput`), and telling "missing" (`required`) from "wrong type"
 * (`invalid_type`) needs it. Without it, zod's default message is the fallback.
 */
export function toFieldErrors(error: z.ZodError, input?: unknown): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (key in out) continue;
    out[key] = issueCode(issue, input);
  }
  return out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function isMissing(issue: z.core.$ZodIssue, input: unknown): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  if (input !== undefined) return valueAt(input, issue.path) == null;
  return /received (undefined|null)$/.test(issue.message);
}

function issueCode(issue: z.core.$ZodIssue, input: unknown): FieldErrorCode {
  // Custom refinements name their code in the message (see TEXT_ISSUES, the standard-load rule).
  if (issue.code === 'custom' && (FIELD_ERROR_CODES as readonly string[]).includes(issue.message)) return issue.message as FieldErrorCode;
  if (issue.message === 'duplicate_material') return 'duplicate_material';
  switch (issue.code) {
    case 'invalid_type':
      return isMissing(issue, input) ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_value':
    case 'invalid_union':
      // A missing enum (or union) value is a missing required field, not a wrong choice.
      return isMissing(issue, input) ? 'required' : 'invalid_value';
    default:
      return 'invalid_value';
  }
}
