import { FIELD_ERROR_CODES, type FieldErrorCode } from '@rescue-admin/api-contract';
import type { z } from 'zod';

const CODES = new Set<string>(FIELD_ERROR_CODES);

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * The API's error code for a client-side zod issue, so that the client and the server speak the
 * same codes (and the same German messages, `common:validation.<code>`). An empty input counts as
 * "required": an empty text is a string of length 0, and an empty number input is NaN.
 */
export function fieldErrorCodeOf(issue: z.core.$ZodRawIssue): FieldErrorCode {
  switch (issue.code) {
    case 'invalid_type': {
      const input = issue.input;
      const empty = input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
      return empty ? 'required' : 'invalid_type';
    }
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'required' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return 'invalid_format';
    default:
      return 'invalid_value';
  }
}
