import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './call';
import { withSchemas } from './endpoint';
import { ENDPOINTS } from './endpoints';

/** The modules a file imports at run time (`import type` and `import { type … }`-only lines left out), resolved to paths. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+'([^']+)';/gm)]
    .filter(([, names]) => !/^\{(\s*type\s+[^,}]+,?)+\s*\}$/.test(names))
    .map(([, , from]) => (from.startsWith('.') ? `${resolve(dirname(file), from)}.ts` : from));
}

/** Every module `file` evaluates, itself included. */
function evaluated(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const module of runtimeImports(file)) {
    if (module.endsWith('.ts')) evaluated(module, seen);
    else seen.add(module);
  }
  return seen;
}

describe('the calls the client evaluates at its start', () => {
  const callsDir = join(import.meta.dirname, 'calls');
  const files = [join(import.meta.dirname, 'call.ts'), ...readdirSync(callsDir).map((name) => join(callsDir, name))];

  it.each(files.map((file) => [file.slice(file.indexOf('lib/')), file]))('%s evaluates no zod and no schema', (_, file) => {
    const modules = [...evaluated(file)];
    expect(modules.filter((module) => module === 'zod' || module.includes('/areas/') || module.endsWith('/endpoint.ts'))).toEqual([]);
  });

  it('finds a run-time import of zod where there is one', () => {
    expect(evaluated(join(import.meta.dirname, 'areas/hydrants.ts')).has('zod')).toBe(true);
  });
});

describe('withSchemas', () => {
  type Schemas = { 'thing.delete': { query: z.ZodObject<{ thingUid: z.ZodString }>; response: z.ZodLiteral<true> } };
  const schemas: Schemas = { 'thing.delete': { query: z.object({ thingUid: z.string() }), response: z.literal(true) } };

  it('joins a table with the schemas that agree with its rows', () => {
    const table = endpoints<Schemas>()('base', { 'thing.delete': { method: 'GET', path: 'thing/delete/', query: 'thingUid', answer: 'ok' } });
    expect(withSchemas(table, schemas)['thing.delete'].schemas.query.shape).toHaveProperty('thingUid');
  });

  it('refuses a row whose query or body says otherwise than its schemas', () => {
    const wrongQuery = endpoints<Schemas>()('base', { 'thing.delete': { method: 'GET', path: 'thing/delete/', query: 'uid', answer: 'ok' } });
    expect(() => withSchemas(wrongQuery, schemas)).toThrow('thing.delete: its row names the query uid, its schema thingUid');
    const withBody = endpoints<Schemas>()('base', { 'thing.delete': { method: 'GET', path: 'thing/delete/', query: 'thingUid', body: true, answer: 'ok' } });
    expect(() => withSchemas(withBody, schemas)).toThrow('thing.delete: its row says body true, its schemas false');
  });

  it('refuses schemas without a row and a row without schemas', () => {
    const table = endpoints<Schemas>()('base', { 'thing.delete': { method: 'GET', path: 'thing/delete/', query: 'thingUid', answer: 'ok' } });
    expect(() => withSchemas(table, { ...schemas, 'thing.other': { response: z.null() } } as Schemas)).toThrow('thing.other: schemas without an endpoint');
    expect(() => withSchemas(table, {} as Schemas)).toThrow('thing.delete: no schemas');
  });

  it('has joined every endpoint of the contract with its schemas', () => {
    for (const endpoint of Object.values(ENDPOINTS)) expect(endpoint.schemas.response, endpoint.name).toBeInstanceOf(z.ZodType);
  });
});
