import { FIELD_ERROR_CODES, requiredText, type FieldErrorCode } from '@rescue-admin/api-contract';
import { createTestI18n } from '@rescue-admin/i18n/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorCodeOf, fieldMessageOf } from './field-error-code';
import { rulesAt } from './field-rules';

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

describe('fieldMessageOf, said in German', () => {
  const i18n = createTestI18n();
  const schema = z.object({
    lat: z.number().min(-90).max(90),
    seats: z.number().int().min(0).max(1_000_000),
    amount: z.number().min(0),
    count: z.number().int(),
    name: z.string().trim().min(1).max(200),
    code: z.string().min(3),
  });

  function messageFor(field: keyof z.input<typeof schema>, input: unknown) {
    const result = schema.shape[field].safeParse(input, {
      error: (issue) => {
        const { key, values } = fieldMessageOf({ ...issue, path: [field] }, rulesAt(schema, [field]));
        return i18n.t(`validation.${key}`, { ns: 'common', ...values });
      },
    });
    if (result.success) throw new Error('expected a failure');
    return result.error.issues[0].message;
  }

  it.each<[string, keyof z.input<typeof schema>, unknown, string]>([
    ['a latitude above its range', 'lat', 91, 'Bitte einen Wert zwischen -90 und 90 eingeben.'],
    ['a latitude below its range', 'lat', -90.5, 'Bitte einen Wert zwischen -90 und 90 eingeben.'],
    ['an emptied latitude (NaN)', 'lat', Number.NaN, 'Bitte einen Wert zwischen -90 und 90 eingeben.'],
    ['a fraction where a whole number belongs', 'seats', 1.5, 'Bitte eine ganze Zahl zwischen 0 und 1.000.000 eingeben.'],
    ['an emptied whole number', 'seats', Number.NaN, 'Bitte eine ganze Zahl zwischen 0 und 1.000.000 eingeben.'],
    ['a negative amount', 'amount', -1, 'Bitte einen Wert ab 0 eingeben.'],
    ['an emptied number without bounds', 'count', Number.NaN, 'Bitte eine ganze Zahl eingeben.'],
    ['a too long name', 'name', 'x'.repeat(201), 'Höchstens 200 Zeichen.'],
    ['an empty name', 'name', '  ', 'Pflichtfeld'],
    ['a too short code', 'code', 'ab', 'Mindestens 3 Zeichen.'],
  ])('given %s should name the rule', (_situation, field, input, message) => {
    expect(messageFor(field, input)).toBe(message);
  });

  it('given no rules for the field (a refinement of its own) should use the bound of the issue', () => {
    const result = z.number().max(5).safeParse(6, { error: (issue) => JSON.stringify(fieldMessageOf(issue, undefined)) });
    expect(JSON.parse(result.error?.issues[0].message ?? '')).toEqual({ key: 'atMost', values: { max: 5 } });
  });
});
