import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_CODES } from './error-codes';
import { parseApiErrorBody } from './error-body';
import { ApiErrorBody } from './errors';

const valid = { statusCode: 400, error: 'Bad Request', message: 'Validation failed' };

describe('parseApiErrorBody', () => {
  it.each(FIELD_ERROR_CODES.map((code) => [code]))('should keep the field error code %s', (code) => {
    expect(parseApiErrorBody({ ...valid, fieldErrors: { 'address.city': code } })).toEqual({ ...valid, fieldErrors: { 'address.city': code } });
  });

  // The contract's zod schema stays the source of truth: the hand-written check must agree with it.
  it.each([
    ['a body without field errors', valid],
    ['a body with field errors', { ...valid, fieldErrors: { name: 'required', 'address.zip': 'invalid_format' } }],
    ['empty field errors', { ...valid, fieldErrors: {} }],
    ['unknown extra fields', { ...valid, requestId: 'r-1', fieldErrors: { name: 'duplicate' } }],
    ['an unknown field error code', { ...valid, fieldErrors: { name: 'too_ugly' } }],
    ['field errors that are an array', { ...valid, fieldErrors: ['required'] }],
    ['null field errors', { ...valid, fieldErrors: null }],
    ['a status code that is a string', { ...valid, statusCode: '400' }],
    ['a fractional status code', { ...valid, statusCode: 400.5 }],
    ['no message', { statusCode: 500, error: 'Internal Server Error' }],
    ['an error that is not a string', { ...valid, error: 42 }],
    ['an array', [valid]],
    ['a string', 'Bad Request'],
    ['null', null],
  ])('given %s, should answer as the contract schema does', (_case, body) => {
    const parsed = ApiErrorBody.safeParse(body);
    expect(parseApiErrorBody(body)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
