import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorBody, toFieldErrors } from './errors';
import { CustomerCreate, HydrantCreate, VehicleBlueprintCreate, newCustomer, newHydrant } from '../index';

const fieldErrorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return toFieldErrors(result.error, input);
};

describe('toFieldErrors', () => {
  it('names nested fields by dotted path and blank required text as "required"', () => {
    const customer = { ...newCustomer(), name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' };
    expect(fieldErrorsOf(CustomerCreate, { ...customer, address: { ...customer.address, city: '   ' } })).toMatchObject({ 'address.city': 'required' });
  });

  it('maps a missing field to "required" and a wrong type to "invalid_type"', () => {
    expect(fieldErrorsOf(HydrantCreate, { lon: 'zehn', lat: 51, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE' })).toEqual({
      name: 'required',
      lon: 'invalid_type',
    });
  });

  it('maps text that is too long to "too_long", numbers out of range to "too_small"/"too_big"', () => {
    const hydrant = { ...newHydrant(), name: 'x'.repeat(201), lat: 91, lon: -181 };
    expect(fieldErrorsOf(HydrantCreate, hydrant)).toEqual({ name: 'too_long', lat: 'too_big', lon: 'too_small' });
  });

  it('without the input, still tells a missing field from a wrong type (from zod’s message)', () => {
    const result = HydrantCreate.safeParse({ lon: 'zehn', lat: 51, durchmesser: 'MM_300', type: 'NONE', verteilerLeitung: 'NONE' });
    expect(toFieldErrors(result.error as z.ZodError)).toEqual({ name: 'required', lon: 'invalid_type' });
  });

  it('maps a missing enum value to "required"', () => {
    const result = HydrantCreate.safeParse({ name: 'H-1', lon: 0, lat: 0, type: 'NONE', verteilerLeitung: 'NONE' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error as z.ZodError, { name: 'H-1' })).toEqual({ durchmesser: 'required' });
  });

  it('maps an unknown enum value to "invalid_value"', () => {
    expect(fieldErrorsOf(HydrantCreate, { ...newHydrant(), name: 'H-1', durchmesser: 'MM_999' })).toEqual({ durchmesser: 'invalid_value' });
  });

  it('reports a material used twice in a standard load as "duplicate_material"', () => {
    const line = { material: { uid: 'schlauch-b' }, amount: 1 };
    expect(fieldErrorsOf(VehicleBlueprintCreate, { name: 'HLF', seats: 9, type: { uid: 'hlf-20' }, standardLoad: [line, line] })).toEqual({
      standardLoad: 'duplicate_material',
    });
  });

  it('keeps the first issue per path and names a non-object body "_"', () => {
    expect(fieldErrorsOf(HydrantCreate, [])).toEqual({ _: 'invalid_type' });
  });

  it('produces a map that fits the error body', () => {
    const fieldErrors = fieldErrorsOf(HydrantCreate, {});
    expect(ApiErrorBody.safeParse({ statusCode: 400, error: 'Bad Request', message: 'Invalid request body', fieldErrors }).success).toBe(true);
  });
});
