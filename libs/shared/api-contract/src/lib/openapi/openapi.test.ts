import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { aHydrant, aVehicleBlueprint } from '../../testing';
import type { EndpointWithSchemas } from '../endpoint';
import { ENDPOINTS } from '../endpoints';
import { DEFAULT_SERVICE_PREFIXES, openApiDocument, type OpenApiDocument, type OpenApiOperation } from './openapi';

/** A well-kept OpenAPI validator (@seriousme/openapi-schema-validator: the official OpenAPI 3.1 schema, tested on the APIs.guru corpus). */
async function validateOpenApi(document: unknown): Promise<{ valid: boolean; errors: unknown }> {
  const result = await new Validator().validate(structuredClone(document) as Record<string, unknown>);
  return { valid: result.valid, errors: result.errors };
}

const BASE = 'https://rescue-admin.invalid/openapi.json';
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** A strict JSON Schema 2020-12 validator that resolves the document's `$ref`s (`#/components/schemas/…`). */
function schemaValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  for (const key of Object.keys(document)) ajv.addKeyword(key);
  ajv.addKeyword('x-extension');
  ajv.addSchema({ ...document, $id: BASE });
  return (path: string, method: string, status: string, mediaType = 'application/json') =>
    ajv.compile({ $ref: `${BASE}#/${pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema')}` });
}

const endpoints = Object.values(ENDPOINTS) as EndpointWithSchemas[];
const pathOf = (endpoint: EndpointWithSchemas) => `${DEFAULT_SERVICE_PREFIXES[endpoint.service]}${endpoint.path}`;

describe('the OpenAPI document', () => {
  let document: OpenApiDocument;
  const operation = (endpoint: EndpointWithSchemas): OpenApiOperation => document.paths[pathOf(endpoint)][endpoint.method.toLowerCase()];
  beforeAll(() => {
    document = openApiDocument();
  });

  it('is a valid OpenAPI 3.1 document by the official schema', async () => {
    const result = await validateOpenApi(document);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('marks the fields only apps/api sends as optional extensions, and keeps the spec fields required', () => {
    const user = document.components.schemas.User as { required: string[]; properties: Record<string, Record<string, unknown>> };
    expect(user.required).not.toContain('version');
    expect(user.properties.version['x-extension']).toBe(true);
    expect(user.properties.signInActive['x-extension']).toBe(true);
    expect(user.required).toEqual(expect.arrayContaining(['uid', 'mail', 'role']));
    const hydrant = document.components.schemas.Hydrant as { required: string[] };
    expect(hydrant.required).toEqual(expect.arrayContaining(['uid', 'lastUpdate']));
  });

  it('is refused by the same check when an operation is malformed (the check can fail)', async () => {
    const broken = structuredClone(document);
    broken.paths['/api/hydrant/all/'].get.responses = { '200': {} as never };
    expect((await validateOpenApi(broken)).valid).toBe(false);
  });

  it('holds only schemas that compile as strict JSON Schema 2020-12, with every $ref resolved', () => {
    const compile = schemaValidator(document);
    const failures: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, { responses }] of Object.entries(item)) {
        for (const [status, response] of Object.entries(responses)) {
          if (!('content' in response)) continue;
          // JSON answers, and the event stream's text (live.events).
          for (const mediaType of Object.keys(response.content ?? {})) {
            try {
              compile(path, method, status, mediaType);
            } catch (error) {
              failures.push(`${method} ${path} ${status} ${mediaType}: ${(error as Error).message}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('has one operation per endpoint, named like it, under its service prefix, marked spec or extension', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((op) => op.operationId).sort()).toEqual(endpoints.map((endpoint) => endpoint.name).sort());
    for (const endpoint of endpoints) {
      const op = operation(endpoint);
      const extension = endpoint.extension === true;
      expect([endpoint.name, op.operationId, op['x-extension'], op.tags]).toEqual([endpoint.name, endpoint.name, extension, [endpoint.name.split('.')[0], extension ? 'extension' : 'spec']]);
    }
    expect(operation(ENDPOINTS['hydrant.bulkCreate'])['x-extension']).toBe(true);
    expect(operation(ENDPOINTS['hydrant.create'])['x-extension']).toBe(false);
  });

  it('asks for the bearer token everywhere but on the public endpoints', () => {
    expect(document.security).toEqual([{ bearer: [] }]);
    for (const endpoint of endpoints) expect([endpoint.name, operation(endpoint).security]).toEqual([endpoint.name, endpoint.public ? [] : undefined]);
  });

  it('names the one status SPEC §7 names, and otherwise accepts any 2xx beside the status apps/api answers', () => {
    const successes = (endpoint: EndpointWithSchemas) => Object.keys(operation(endpoint).responses).filter((status) => status.startsWith('2')).sort();
    expect(successes(ENDPOINTS['material.create'])).toEqual(['201']);
    expect(successes(ENDPOINTS['user.update'])).toEqual(['200']);
    expect(successes(ENDPOINTS['customer.create'])).toEqual(['200', '2XX']);
    expect(operation(ENDPOINTS['customer.create']).responses['2XX']).toMatchObject({ description: expect.stringMatching(/any 2xx/) });
    for (const endpoint of endpoints) {
      expect([endpoint.name, successes(endpoint)]).toEqual([endpoint.name, endpoint.expects ? [String(endpoint.expects)] : [String(endpoint.success), '2XX'].sort()]);
    }
  });

  it('answers errors with the ApiErrorBody', () => {
    expect(operation(ENDPOINTS['customer.lookup']).responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(document.components.responses.NotFound).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } } });
  });

  it('takes the Idempotency-Key header on idempotent creates only, and the query parameters each call names', () => {
    for (const endpoint of endpoints) {
      const names = (operation(endpoint).parameters ?? []).map((parameter) => `${(parameter as { in: string }).in}:${(parameter as { name: string }).name}`);
      const query = endpoint.schemas.query ? Object.keys(endpoint.schemas.query.shape).map((name) => `query:${name}`) : [];
      expect([endpoint.name, names]).toEqual([endpoint.name, [...query, ...(endpoint.idempotent ? ['header:Idempotency-Key'] : [])]]);
    }
    // The read-at time is apps/api's conflict detection: optional and marked, as a spec service takes none.
    expect(operation(ENDPOINTS['hydrant.delete']).parameters).toContainEqual({
      name: 'lastUpdate',
      in: 'query',
      required: false,
      schema: expect.objectContaining({ format: 'date-time', 'x-extension': true }),
    });
  });

  it('describes dates as ISO date-time strings: a record as the API sends it conforms, a date in another form does not', () => {
    const compile = schemaValidator(document);
    const hydrants = compile('/api/hydrant/all/', 'get', '200');
    const wire = (value: unknown) => JSON.parse(JSON.stringify(value));
    expect(hydrants(wire([aHydrant()])) ? [] : hydrants.errors).toEqual([]);
    expect(hydrants(wire([{ ...aHydrant(), lastUpdate: '26.11.2026' }]))).toBe(false);
    const blueprint = compile('/api/vehicle/blueprint/update/', 'post', '200');
    expect(blueprint(wire(aVehicleBlueprint())) ? [] : blueprint.errors).toEqual([]);
    expect(blueprint(wire({ ...aVehicleBlueprint(), createDate: 1_764_115_200_000 }))).toBe(false);
  });

  it('puts the paths under the prefixes and the server it is given', () => {
    const custom = openApiDocument({ prefixes: { user: '/u/', base: '/b/', mission: '/m/' }, serverUrl: 'https://api.example.org' });
    expect(custom.servers).toEqual([{ url: 'https://api.example.org' }]);
    expect(custom.paths['/b/hydrant/all/'].get.operationId).toBe('hydrant.all');
    expect(custom.paths['/u/grants'].get.operationId).toBe('session.grants');
    expect(custom.paths['/m/active/'].get.operationId).toBe('mission.active');
    expect(custom.info.version).not.toBe(document.info.version);
  });
});
