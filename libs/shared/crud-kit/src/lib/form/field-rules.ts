import type { FieldPath, FieldValues } from 'react-hook-form';
import { z } from 'zod';

/**
 * What an input may say about its value, read from the zod schema that checks it, so each rule is
 * written once (in the contract) and the input, the check and the message agree. Spread onto a
 * ui-kit `Input`: `<Input {...rulesOf(schema, 'lat')} … />`. Only rules the field has are present.
 */
export interface FieldRules {
  /** Not optional, nullable or defaulted, and a text needs at least one character (the label's asterisk). */
  required: boolean;
  /** Number: the smallest value. */
  min?: number;
  /** Number: the largest value. */
  max?: number;
  /**
   * Number: the schema's `multipleOf` (e.g. 0.1 for bar), else 1 for whole numbers and 'any' for
   * decimals (the inputs' default of 1 would refuse 51.03).
   */
  step?: number | 'any';
  /** Text: the most characters. */
  maxLength?: number;
  /** Text: the fewest characters, when more than one. */
  minLength?: number;
}

/** zod gives an unbounded whole number the safe-integer limits as bounds; those are no rule a user needs. */
const bound = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

/** The schema that checks the input itself: through optional/nullable/default wrappers and into a pipe's input. */
function unwrapped(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault || current instanceof z.ZodPrefault) {
      optional = true;
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodReadonly || current instanceof z.ZodNonOptional) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return { schema: current, optional };
    }
  }
}

/** The field schema at a path of an object schema (object keys, array indices), or undefined. */
function fieldSchemaAt(schema: z.ZodType, path: readonly PropertyKey[]): { schema: z.ZodType; optional: boolean } | undefined {
  let current = unwrapped(schema);
  for (const segment of path) {
    const { schema: inner } = current;
    let next: z.ZodType | undefined;
    if (inner instanceof z.ZodObject && typeof segment === 'string') next = (inner.shape as Record<string, z.ZodType>)[segment];
    else if (inner instanceof z.ZodArray && (typeof segment === 'number' || /^\d+$/.test(String(segment)))) next = inner.element as z.ZodType;
    if (!next) return undefined;
    const step = unwrapped(next);
    current = { schema: step.schema, optional: current.optional || step.optional };
  }
  return current;
}

/** The step a number schema's `multipleOf` check sets, if it has one. */
function multipleOf(schema: z.ZodNumber): number | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: unknown };
    if (def.check === 'multiple_of' && typeof def.value === 'number') return def.value;
  }
  return undefined;
}

function rulesFromField({ schema, optional }: { schema: z.ZodType; optional: boolean }): FieldRules {
  if (schema instanceof z.ZodNumber) {
    const rules: FieldRules = { required: !optional, step: multipleOf(schema) ?? (schema.isInt ? 1 : 'any') };
    const min = bound(schema.minValue);
    const max = bound(schema.maxValue);
    if (min !== undefined) rules.min = min;
    if (max !== undefined) rules.max = max;
    return rules;
  }
  if (schema instanceof z.ZodString) {
    const minLength = schema.minLength ?? 0;
    const rules: FieldRules = { required: !optional && minLength >= 1 };
    if (schema.maxLength !== null) rules.maxLength = schema.maxLength;
    if (minLength > 1) rules.minLength = minLength;
    return rules;
  }
  return { required: !optional };
}

/**
 * The rules of the field at `path` (react-hook-form's dotted path, e.g. `'address.city'` or
 * `'standardLoad.0.amount'`) of an object schema, for the field's input. Throws for a path the
 * schema does not have (the type of `path` already rules that out).
 */
export function rulesOf<S extends z.ZodType<unknown, FieldValues>>(schema: S, path: FieldPath<z.input<S>>): FieldRules {
  const field = fieldSchemaAt(schema, path.split('.'));
  if (!field) throw new Error(`rulesOf: the schema has no field "${path}"`);
  return rulesFromField(field);
}

/** The rules of the field an issue is about (its `path`), or undefined when the path leads nowhere (a refinement's own path). */
export function rulesAt(schema: z.ZodType, path: readonly PropertyKey[]): FieldRules | undefined {
  const field = fieldSchemaAt(schema, path);
  return field && rulesFromField(field);
}
