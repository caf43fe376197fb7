import { FIELD_ERROR_CODES, type FieldErrorCode } from '@rescue-admin/api-contract';
import type { z } from 'zod';
import type { FieldRules } from './field-rules';

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

/** A validation message: a key under `common:validation` and the values it names. */
export interface FieldMessage {
  key: FieldErrorCode | 'number' | 'between' | 'atLeast' | 'atMost' | 'maxLength' | 'minLength';
  values?: { min?: number; max?: number; context?: 'integer' };
}

const isEmpty = (input: unknown) => input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));

/** What a number field expects, from its bounds: „zwischen -90 und 90“, „mindestens 0“ or just a (whole) number. */
function numberMessage(min: number | undefined, max: number | undefined, integer: boolean): FieldMessage {
  const context = integer ? ({ context: 'integer' } as const) : {};
  if (min !== undefined && max !== undefined) return { key: 'between', values: { min, max, ...context } };
  if (min !== undefined) return { key: 'atLeast', values: { min, ...context } };
  if (max !== undefined) return { key: 'atMost', values: { max, ...context } };
  return { key: 'number', values: context };
}

/**
 * The message for a client-side zod issue, naming the rule that failed: a number's range (also
 * for an emptied number input, which is NaN — whether or not the field is marked required, the
 * range says what is expected), a text's length, else the field error code's message. `rules` are
 * the field's own (see `rulesAt`): they give a number's other bound, which the issue lacks.
 */
export function fieldMessageOf(issue: z.core.$ZodRawIssue, rules: FieldRules | undefined): FieldMessage {
  const isNumberField = rules?.step !== undefined;
  const integer = rules?.step === 1;
  switch (issue.code) {
    case 'invalid_type':
      if (isNumberField && (issue.expected === 'int' || isEmpty(issue.input) || typeof issue.input === 'number')) {
        return numberMessage(rules.min, rules.max, integer || issue.expected === 'int');
      }
      break;
    case 'too_small':
      if (issue.origin === 'number') return numberMessage(rules?.min ?? Number(issue.minimum), rules?.max, integer);
      if (issue.origin === 'string' && Number(issue.minimum) > 1) return { key: 'minLength', values: { min: Number(issue.minimum) } };
      break;
    case 'too_big':
      if (issue.origin === 'number') return numberMessage(rules?.min, rules?.max ?? Number(issue.maximum), integer);
      if (issue.origin === 'string') return { key: 'maxLength', values: { max: Number(issue.maximum) } };
      break;
    default:
      break;
  }
  return { key: fieldErrorCodeOf(issue) };
}
