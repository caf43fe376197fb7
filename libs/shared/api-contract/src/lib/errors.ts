import { z } from 'zod';

/**
 * Field error codes the API sends in a 400. The client translates each code into German
 * (i18n `common:validation.<code>`); the API itself sends no UI text.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid_type',
  'invalid_format',
  'invalid_value',
  'too_small',
  'too_big',
  'too_long',
  'not_found',
  'duplicate',
  'duplicate_material',
] as const;
export const FieldErrorCode = z.enum(FIELD_ERROR_CODES);
export type FieldErrorCode = z.infer<typeof FieldErrorCode>;

/** The body of every non-2xx answer. `fieldErrors` keys are dotted paths ("address.city"). */
export const ApiErrorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), FieldErrorCode).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Turn a zod error into the API's `fieldErrors` map (first issue per path wins). */
export function toFieldErrors(error: z.ZodError): Record<string, FieldErrorCode> {
  const out: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (key in out) continue;
    out[key] = issueCode(issue);
  }
  return out;
}

function issueCode(issue: z.core.$ZodIssue): FieldErrorCode {
  if (issue.message === 'duplicate_material') return 'duplicate_material';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1 ? 'required' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_value':
    case 'invalid_union':
      return 'invalid_value';
    default:
      return 'invalid_value';
  }
}
