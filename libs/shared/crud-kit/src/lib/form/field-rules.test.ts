import { Latitude, NonNegativeInt, optionalText, requiredText } from '@rescue-admin/api-contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rulesAt, rulesOf } from './field-rules';

const schema = z
  .object({
    name: requiredText(),
    description: optionalText(),
    lat: Latitude,
    seats: NonNegativeInt,
    note: z.string().min(3).optional(),
    mail: z.string().trim().min(1).max(254).pipe(z.email()),
    count: z.number().int(),
    address: z.object({ city: requiredText() }),
    load: z.array(z.object({ amount: NonNegativeInt })),
    picked: z.enum(['A', 'B']).nullable(),
    pressure: z.number().min(0).max(16).multipleOf(0.1).nullable(),
  })
  .superRefine(() => undefined);

describe('rulesOf', () => {
  it.each([
    ['a required contract text', 'name', { required: true, maxLength: 200 }],
    ['an optional contract text', 'description', { required: false, maxLength: 200 }],
    ['a coordinate', 'lat', { required: true, min: -90, max: 90, step: 'any' }],
    ['a whole number with bounds', 'seats', { required: true, min: 0, max: 1_000_000, step: 1 }],
    ['an optional text with a minimum length', 'note', { required: false, minLength: 3 }],
    ['a piped text (its input side)', 'mail', { required: true, maxLength: 254 }],
    ['a whole number without bounds', 'count', { required: true, step: 1 }],
    ['a nested field', 'address.city', { required: true, maxLength: 200 }],
    ['a field of an array line', 'load.3.amount', { required: true, min: 0, max: 1_000_000, step: 1 }],
    ['a nullable choice', 'picked', { required: false }],
    ['a decimal in steps (multipleOf)', 'pressure', { required: false, min: 0, max: 16, step: 0.1 }],
  ] as const)('given %s (%s) should give its input rules', (_situation, path, rules) => {
    expect(rulesOf(schema, path)).toEqual(rules);
  });

  it('given a path the schema lacks should throw rather than give no rules', () => {
    expect(() => rulesOf(schema, 'nope' as never)).toThrow('nope');
  });
});

describe('rulesAt', () => {
  it('should read a zod issue path (numbers for array indices)', () => {
    expect(rulesAt(schema, ['load', 0, 'amount'])).toEqual({ required: true, min: 0, max: 1_000_000, step: 1 });
  });

  it('given a path that leads nowhere should give undefined', () => {
    expect(rulesAt(schema, ['address', 'planet'])).toBeUndefined();
  });
});
