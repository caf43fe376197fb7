import { FIELD_ERROR_CODES, requiredText, type FieldErrorCode } from '@rescue-admin/api-contract';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorCodeOf } from './field-error-code';

function codeFor(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { error: (issue) => fieldErrorCodeOf(issue) });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0].message;
}

describe('fieldErrorCodeOf', () => {
  it.each([
    ['an empty required text', z.string().trim().min(1), '', 'required'],
    ['an empty number input (NaN)', z.number(), Number.NaN, 'required'],
    ['a missing value', z.string(), undefined, 'required'],
    ['a number below the minimum', z.number().min(0), -1, 'too_small'],
    ['a number above the maximum', z.number().max(90), 91, 'too_big'],
    ['a too long text', z.string().max(3), 'abcd', 'too_long'],
    ['a malformed e-mail', z.email(), 'keine-adresse', 'invalid_format'],
    ['a value outside an enum', z.enum(['A', 'B']), 'C', 'invalid_value'],
    ['a text where a number belongs', z.number(), 'zwölf', 'invalid_type'],
  ])('given %s should be "%s"', (_situation, schema, input, code) => {
    expect(codeFor(schema, input)).toBe(code);
  });
});

describe('German messages for the field error codes', () => {
  const i18n = createTestI18n();

  // The server sends these codes and the forms show `common:validation.<code>`: a code without a text would show the key.
  it.each(FIELD_ERROR_CODES.map((code) => [code]))('%s should have a German message', (code) => {
    expect(i18n.exists(`validation.${code}`, { ns: 'common' })).toBe(true);
  });

  it.each<[string, string, FieldErrorCode, string]>([
    ['an ISO date-time as a name', '2026-01-01T00:00Z', 'date_like', 'Bitte geben Sie hier keinen Zeitstempel (wie „2026-01-01T00:00Z“) ein.'],
    ['a control character in a name', 'Wache\u0007Nord', 'invalid_characters', 'Der Text enthält unzulässige Zeichen (Steuerzeichen oder Zeilenumbrüche).'],
  ])('given %s, the contract rule should give %s, said in German', (_case, input, code, message) => {
    expect(codeFor(requiredText(), input)).toBe(code);
    expect(i18n.t(`validation.${code}`, { ns: 'common' })).toBe(message);
  });
});
