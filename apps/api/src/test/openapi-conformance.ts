import { ENDPOINTS, openApiDocument, type EndpointName, type OpenApiDocument, type OpenApiResponse } from '@rescue-admin/api-contract';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_PREFIXES } from '../config';

const BASE = 'https://rescue-admin.invalid/openapi.json';
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Holds every answer the API tests receive against the OpenAPI document the API serves (the
 * contract's, for the default prefixes): its status must be one the operation lists — exactly, or
 * by its range (`2XX`, `5XX`) — and its body must match that response's schema (an answer without
 * a body where the document describes none). A schema is compiled once per operation and status.
 */
export class OpenApiConformance {
  private readonly document: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(document: OpenApiDocument = openApiDocument({ prefixes: DEFAULT_PREFIXES })) {
    this.document = document;
    this.ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(this.ajv);
    // The document is the schema root, so its `#/components/schemas/…` references resolve.
    for (const key of Object.keys(document)) this.ajv.addKeyword(key);
    this.ajv.addKeyword('x-extension');
    this.ajv.addSchema({ ...document, $id: BASE });
  }

  /** Throws, naming the operation, status and every mismatch, when the answer does not conform. */
  check(name: EndpointName, response: LightMyRequestResponse): void {
    const endpoint = ENDPOINTS[name];
    const path = `${DEFAULT_PREFIXES[endpoint.service]}${endpoint.path}`;
    const method = endpoint.method.toLowerCase();
    const operation = this.document.paths[path]?.[method];
    if (!operation) throw new Error(`OpenAPI: no operation ${method.toUpperCase()} ${path} for ${name}`);
    const status = String(response.statusCode);
    const key = status in operation.responses ? status : `${status[0]}XX`;
    const listed = operation.responses[key] as OpenApiResponse | undefined;
    if (!listed) throw new Error(`OpenAPI: ${name} answered ${status}, which its operation does not list (${Object.keys(operation.responses).join(', ')}): ${response.body.slice(0, 300)}`);

    const validate = this.validator(path, method, key, listed);
    const body = bodyOf(response);
    if (validate === null) {
      if (body !== '') throw new Error(`OpenAPI: ${name} answered ${status} with a body where the document describes none: ${body.slice(0, 300)}`);
      return;
    }
    if (!/^application\/json\b/.test(String(response.headers['content-type'] ?? ''))) {
      throw new Error(`OpenAPI: ${name} answered ${status} as ${String(response.headers['content-type'])}, not application/json`);
    }
    const data: unknown = JSON.parse(body);
    if (!validate(data)) {
      const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message}`).join('; ');
      throw new Error(`OpenAPI: ${name} answered ${status} with a body that does not match the document's ${key} response: ${errors}\n${body.slice(0, 500)}`);
    }
  }

  private validator(path: string, method: string, key: string, listed: OpenApiResponse): ValidateFunction | null {
    const id = `${method} ${path} ${key}`;
    if (!this.validators.has(id)) {
      // Error answers refer to the shared responses (`#/components/responses/NotFound`).
      const location = '$ref' in listed ? [listed.$ref.replace(/^#\//, '')] : [pointer('paths', path, method, 'responses', key)];
      const response = '$ref' in listed ? this.resolve(listed.$ref) : listed;
      this.validators.set(id, response.content ? this.ajv.compile({ $ref: `${BASE}#/${location[0]}/content/${pointer('application/json')}/schema` }) : null);
    }
    return this.validators.get(id) ?? null;
  }

  private resolve(ref: string): { content?: Record<string, unknown> } {
    let node: unknown = this.document;
    for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    return node as { content?: Record<string, unknown> };
  }
}

function bodyOf(response: LightMyRequestResponse): string {
  // Lists go out gzipped to clients that accept it.
  if (response.headers['content-encoding'] === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}
