import { ApiErrorBody, ENDPOINT_SCHEMAS, ENDPOINTS, type EndpointName, type EndpointSchemas, type FieldErrorCode, ISO_DATE_TIME } from '@rescue-admin/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ENUM_FIELDS = new Set(['role', 'durchmesser', 'type', 'verteilerLeitung', 'status', 'displayType', 'result', 'defects']);
/** Numbers that must be one of a few values (a union of literals): a wrong type is a value none of them accepts. */
const NUMBER_CHOICE_FIELDS = new Set(['intervalMonths']);
/** The field a leaf belongs to: its last key, or for an array item ("defects.0") the array's. */
const fieldOf = (path: readonly string[]) => path.filter((key) => !/^\d+$/.test(key)).at(-1) ?? '';

/** Every leaf of a sample payload with its path ("address.city", "standardLoad.0.amount"). */
function leaves(value: Json, path: string[] = []): { path: string[]; value: Json }[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [{ path, value }];
}

function withLeaf(root: Json, path: string[], replace: (old: Json) => Json | undefined): Json {
  const copy = structuredClone(root) as Record<string, Json>;
  let node: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  const last = path[path.length - 1];
  const next = replace(node[last]);
  if (next === undefined) delete node[last];
  else node[last] = next;
  return copy;
}

function wrongType(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'zwölf';
  if (typeof value === 'boolean') return 'ja';
  return 42;
}

interface BadCase {
  name: EndpointName;
  label: string;
  body?: Json | string;
  query?: Record<string, string | string[]>;
  /** The field the 400 must name, or null when the input has no field to blame (malformed JSON). */
  field: string | null;
  /** The codes acceptable for that field. */
  codes?: FieldErrorCode[];
}

function bodyCases(name: EndpointName, schema: NonNullable<EndpointSchemas['body']>, valid: Json): BadCase[] {
  const cases: BadCase[] = [
    { name, label: 'malformed JSON', body: '{"name": "Schlauch', field: null },
    { name, label: 'an array instead of an object', body: [valid], field: '_', codes: ['invalid_type'] },
  ];
  if (!schema.safeParse(undefined).success && !schema.safeParse({}).success) cases.push({ name, label: 'an empty object', body: {}, field: '' });
  for (const leaf of leaves(valid)) {
    const dotted = leaf.path.join('.');
    const missing = withLeaf(valid, leaf.path, () => undefined);
    // The contract decides what is required; the server must agree with it.
    if (!schema.safeParse(missing).success) cases.push({ name, label: `missing ${dotted}`, body: missing, field: dotted, codes: ['required'] });
    const isEnum = ENUM_FIELDS.has(fieldOf(leaf.path)) && typeof leaf.value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(leaf.value);
    // An enum does not check types first: a number is simply not one of its values.
    // A date accepts an ISO string or a Date (a union): a number matches neither shape.
    const isDate = typeof leaf.value === 'string' && ISO_DATE_TIME.test(leaf.value);
    const isChoice = NUMBER_CHOICE_FIELDS.has(fieldOf(leaf.path));
    const wrongTypeCodes: FieldErrorCode[] = isEnum || isChoice ? ['invalid_value'] : isDate ? ['invalid_type', 'invalid_value'] : ['invalid_type'];
    cases.push({ name, label: `${dotted} of the wrong type`, body: withLeaf(valid, leaf.path, wrongType), field: dotted, codes: wrongTypeCodes });
    if (typeof leaf.value === 'string') {
      const codes: FieldErrorCode[] = isEnum ? ['invalid_value'] : ['too_long', 'invalid_format'];
      cases.push({ name, label: `a huge ${dotted}`, body: withLeaf(valid, leaf.path, () => 'x'.repeat(100_000)), field: dotted, codes });
    }
    if (isEnum) cases.push({ name, label: `an unknown ${dotted} value`, body: withLeaf(valid, leaf.path, () => 'UNBEKANNT'), field: dotted, codes: ['invalid_value'] });
  }
  return cases;
}

/** The version a delete names beside the uid (required, SPEC §7's uid alone is not enough). */
const READ_AT_PARAMS = ['version', 'lastUpdate'];

function queryCases(name: EndpointName, valid: Record<string, string>): BadCase[] {
  return Object.keys(valid).flatMap((param) =>
    READ_AT_PARAMS.includes(param) ? readAtCases(name, valid, param) : uidCases(name, valid, param),
  );
}

function readAtCases(name: EndpointName, valid: Record<string, string>, param: string): BadCase[] {
  const { [param]: _left, ...others } = valid;
  return [
    { name, label: `no ${param}`, query: others, field: param, codes: ['required'] as FieldErrorCode[] },
    { name, label: `a malformed ${param}`, query: { ...valid, [param]: 'gestern' }, field: param },
  ];
}

/** A query parameter that is a calendar day (a report's range), not a uid. */
const isDay = (value: string | undefined) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

function uidCases(name: EndpointName, valid: Record<string, string>, param: string): BadCase[] {
  const day = isDay(valid[param]);
  return [
    { name, label: `no ${param}`, query: {}, field: param, codes: ['required'] as FieldErrorCode[] },
    { name, label: `an empty ${param}`, query: { [param]: '' }, field: param, codes: (day ? ['invalid_format'] : ['required']) as FieldErrorCode[] },
    { name, label: `a huge ${param}`, query: { [param]: 'x'.repeat(5_000) }, field: param, codes: (day ? ['invalid_format'] : ['too_long']) as FieldErrorCode[] },
    { name, label: `${param} given twice`, query: { [param]: [valid[param], valid[param]] }, field: param, codes: ['invalid_type'] as FieldErrorCode[] },
  ];
}

const CASES: BadCase[] = (Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) => {
  const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  const valid = VALID_REQUESTS[name];
  return [
    ...(schemas.body && valid.body ? bodyCases(name, schemas.body, valid.body as Json).map((c) => ({ ...c, query: valid.query })) : []),
    ...(schemas.query && valid.query ? queryCases(name, valid.query) : []),
  ];
});

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('given bad input', () => {
  it('covers every endpoint that takes a body or a query', () => {
    const covered = new Set(CASES.map((c) => c.name));
    const takingInput = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => {
      const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
      return schemas.body !== undefined || schemas.query !== undefined;
    });
    expect([...covered].sort()).toEqual(takingInput.sort());
  });

  it.each(CASES)('$name with $label answers 400 naming the field, and the database is unchanged', async ({ name, body, query, field, codes }) => {
    const before = await api.snapshot();
    const response = await api.call(name, { body, query: query as Record<string, string> | undefined });

    expect(response.statusCode).toBe(400);
    const error = ApiErrorBody.parse(response.json());
    if (field === '') expect(Object.keys(error.fieldErrors ?? {}).length).toBeGreaterThan(0);
    else if (field !== null) {
      const fieldErrors = error.fieldErrors ?? {};
      if (field in fieldErrors) {
        if (codes) expect(codes).toContain(fieldErrors[field]);
      } else {
        // A union (the vehicle type ref) reports at its own path, as a value none of its options accepts.
        const union = Object.keys(fieldErrors).find((key) => field.startsWith(`${key}.`));
        expect(union, JSON.stringify(fieldErrors)).toBeDefined();
        expect(fieldErrors[union as string]).toBe('invalid_value');
      }
    }
    expect(await api.snapshot()).toBe(before);
  });
});

describe('given an oversized body', () => {
  it('answers 413 with a JSON error and stores nothing', async () => {
    const before = await api.snapshot();
    const response = await api.call('material.create', { body: { name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(response.statusCode).toBe(413);
    expect(ApiErrorBody.parse(response.json()).statusCode).toBe(413);
    expect(await api.snapshot()).toBe(before);
  });
});

describe('given a body that is not JSON', () => {
  it('answers 415 for another content type', async () => {
    const response = await api.call('material.create', { body: 'name=Schlauch', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode).toBe(415);
    expect(ApiErrorBody.parse(response.json()).statusCode).toBe(415);
  });
});

describe('given a bodiless POST with the JSON content type', () => {
  it('material delete works (clients send the JSON header on every call)', async () => {
    const response = await api.call('material.delete', { query: { uid: 'hebekissen', ...(await api.readAt('material.delete', 'hebekissen')) }, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
  });

  it('an asset sync without a body syncs everything', async () => {
    const response = await api.call('gateway.sync', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
  });
});
