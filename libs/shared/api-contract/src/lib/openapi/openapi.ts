import type { ServiceName } from '../call';
import type { EndpointWithSchemas } from '../endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '../call';
import { ENDPOINTS } from '../endpoints';
import { contractJsonSchemas, OPENAPI_EXTENSION_FIELD, SCHEMA_REF_PREFIX, type JsonSchema } from './json-schemas';

export { OPENAPI_EXTENSION_FIELD };

/** Where each service's paths are mounted: the path prefix of its base URL. */
export type ServicePrefixes = Readonly<Record<ServiceName, string>>;

/** The prefixes apps/api mounts the three services under unless configured otherwise. */
export const DEFAULT_SERVICE_PREFIXES: ServicePrefixes = { user: '/user/', base: '/api/', mission: '/mission/' };

/** The tags that mark every operation as one of SPEC §7's calls or an extension. */
export const OPENAPI_SPEC_TAG = 'spec';
export const OPENAPI_EXTENSION_TAG = 'extension';

export interface OpenApiOptions {
  /** @default DEFAULT_SERVICE_PREFIXES */
  prefixes?: ServicePrefixes;
  /** The API's address; without it the paths are relative to where the document is served. */
  serverUrl?: string;
}

/** An OpenAPI 3.1 document as plain JSON (what `/openapi.json` serves). */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;

export type OpenApiOperation = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, OpenApiResponse>;
  [OPENAPI_EXTENSION_FIELD]: boolean;
};

/** A response of an operation: described in place, or one of the shared error responses by `$ref`. */
export type OpenApiResponse = { description: string; content?: Record<string, { schema: JsonSchema }> } | { $ref: string };

const ERROR_RESPONSES = {
  BadRequest: 'The body or query does not fit the schema (`fieldErrors` by dotted path), or malformed JSON.',
  Unauthorized: 'No valid bearer token (a Firebase ID token).',
  Forbidden: 'The access policy refuses the call (`code`: `forbidden`, `no_user_record`).',
  NotFound: 'A record the request names does not exist or is out of the caller’s reach.',
  Conflict: 'A duplicate unique value, a record still in use, or a record changed since the version the request names (`code`: `stale`, with `changedBy` and `current`).',
  Gone: 'The invitation or confirmation has run out (`code`: `invitation_expired`).',
  PayloadTooLarge: 'The body is larger than the API accepts.',
  UnsupportedMediaType: 'The body is not JSON.',
  UnprocessableContent: 'The Idempotency-Key was used before with another request body.',
  TooManyRequests: 'Too many refused tokens or guesses from this address (`code`: `too_many_attempts`, `Retry-After`).',
  ServerError: 'The API or a service it needs failed or did not answer in time (`code`: `unavailable`, `bad_gateway`); nothing was changed.',
} as const;
type ErrorResponse = keyof typeof ERROR_RESPONSES;

const errorRef = (name: ErrorResponse) => ({ $ref: `#/components/responses/${name}` });

const SUCCESS_ANSWERS: Record<EndpointWithSchemas['answer'], string> = {
  list: 'The list (a JSON array).',
  record: 'The record.',
  uid: 'The new record’s uid, as a JSON string.',
  stored: 'The record as stored (with its new version). The client also accepts an empty body from a service that answers nothing.',
  ok: '`true`. The client reads only the status.',
};

function successResponses(endpoint: EndpointWithSchemas, schema: JsonSchema): OpenApiOperation['responses'] {
  if (endpoint.eventStream) {
    const stream = { 'text/event-stream': { schema: { type: 'string' } } };
    const events = 'Server-sent events (`ready`, `change`, `presence`, `reset`, `: ping` comments); the stream stays open.';
    return { [endpoint.success]: { description: `${events} The status apps/api answers.`, content: stream }, '2XX': { description: `${events} The client accepts any 2xx.`, content: stream } };
  }
  if (endpoint.success === 204) return { '204': { description: 'Done, without a body. The status apps/api answers.' }, '2XX': { description: 'Done. The client reads only the status (any 2xx).' } };
  const content = { 'application/json': { schema } };
  const answer = SUCCESS_ANSWERS[endpoint.answer];
  if (endpoint.expects !== undefined) {
    return { [endpoint.expects]: { description: `${answer} SPEC §7 names this status: the client takes any other, also another 2xx, as a failure.`, content } };
  }
  return {
    [endpoint.success]: { description: `${answer} The status apps/api answers.`, content },
    '2XX': { description: `${answer} SPEC §7 names no status for this call: the client accepts any 2xx as success (SPEC §8).`, content },
  };
}

function errorResponses(endpoint: EndpointWithSchemas): Record<string, OpenApiResponse> {
  const statuses: [string, ErrorResponse][] = [];
  const { query } = endpoint.schemas;
  const names = query ? Object.keys(query.shape) : [];
  if (endpoint.body || query) statuses.push(['400', 'BadRequest']);
  if (!endpoint.public) statuses.push(['401', 'Unauthorized'], ['403', 'Forbidden']);
  statuses.push(['404', 'NotFound']);
  if ((endpoint.method === 'POST' && !endpoint.public) || names.includes('version') || names.includes('lastUpdate')) statuses.push(['409', 'Conflict']);
  if (endpoint.public) statuses.push(['410', 'Gone']);
  if (endpoint.body) statuses.push(['413', 'PayloadTooLarge'], ['415', 'UnsupportedMediaType']);
  if (endpoint.idempotent) statuses.push(['422', 'UnprocessableContent']);
  statuses.push(['429', 'TooManyRequests'], ['5XX', 'ServerError']);
  return Object.fromEntries(statuses.map(([status, name]) => [status, errorRef(name)]));
}

function parameters(endpoint: EndpointWithSchemas, query: JsonSchema | undefined): unknown[] {
  const result: unknown[] = [];
  if (query) {
    const { properties = {}, required = [] } = query as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(properties)) result.push({ name, in: 'query', required: required.includes(name), schema });
  }
  if (endpoint.idempotent) {
    result.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description: 'A key the client makes once per intended record: sent again with the same key and body, the call answers as the first time and creates nothing.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
    });
  }
  return result;
}

function operation(endpoint: EndpointWithSchemas, schemas: ReturnType<typeof contractJsonSchemas>['byEndpoint'][string]): OpenApiOperation {
  const extension = endpoint.extension === true;
  const area = endpoint.name.split('.')[0];
  // apps/api answers its GETs without a query from a cache with an ETag (If-None-Match → 304).
  const cacheable = endpoint.method === 'GET' && !endpoint.schemas.query && !endpoint.eventStream;
  const params = parameters(endpoint, schemas.query);
  return {
    operationId: endpoint.name,
    tags: [area, extension ? OPENAPI_EXTENSION_TAG : OPENAPI_SPEC_TAG],
    summary: endpoint.name,
    description: extension
      ? 'Extension: not in SPEC §7, served by apps/api. A service without it answers 404, and the client lets the feature that needs it step aside.'
      : 'SPEC §7: a call every service of the spec offers.',
    ...(endpoint.public ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(schemas.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemas.body } } } } : {}),
    responses: {
      ...successResponses(endpoint, schemas.response),
      ...(cacheable ? { '304': { description: 'Unchanged since the `ETag` sent in `If-None-Match` (apps/api).' } } : {}),
      ...errorResponses(endpoint),
    },
    [OPENAPI_EXTENSION_FIELD]: extension,
  };
}

/** FNV-1a over the text, as 8 hex digits: a version that changes whenever the document does. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * The contract's endpoint table as an OpenAPI 3.1 document: one operation per endpoint (its name
 * as operationId, its area and `spec`/`extension` as tags, `x-extension`), under the prefixes the
 * API mounts the services at. A service that implements SPEC §7 can be checked against the
 * operations tagged `spec`; apps/api serves all of them at `/openapi.json`.
 */
export function openApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const prefixes = options.prefixes ?? DEFAULT_SERVICE_PREFIXES;
  const endpoints = Object.values(ENDPOINTS) as EndpointWithSchemas[];
  const { shared, byEndpoint } = contractJsonSchemas(endpoints);
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const path = `${prefixes[endpoint.service]}${endpoint.path}`;
    const item = (paths[path] ??= {});
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`${endpoint.name} and ${item[method].operationId} share ${endpoint.method} ${path}`);
    item[method] = operation(endpoint, byEndpoint[endpoint.name]);
  }
  const areas = [...new Set(endpoints.map((endpoint) => endpoint.name.split('.')[0]))];
  const components = {
    schemas: shared,
    responses: Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([name, description]) => [name, { description, content: { 'application/json': { schema: { $ref: `${SCHEMA_REF_PREFIX}ApiErrorBody` } } } }]),
    ),
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
  };
  const body = { paths, components };
  return {
    openapi: '3.1.1',
    info: {
      title: 'rescue-admin services',
      version: `contract-${fingerprint(JSON.stringify(body))}`,
      description:
        'The user, base and mission services as the admin client calls them, generated from the shared contract (libs/shared/api-contract). ' +
        'Operations tagged `spec` (`x-extension: false`) are the calls of SPEC §7; those tagged `extension` (`x-extension: true`) are served by apps/api only, ' +
        'and the client works without them. Errors carry an ApiErrorBody.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    security: [{ bearer: [] }],
    tags: [
      { name: OPENAPI_SPEC_TAG, description: 'A call of SPEC §7: every service that implements the spec offers it.' },
      { name: OPENAPI_EXTENSION_TAG, description: 'Beyond SPEC §7: apps/api only; a service without it answers 404 and the client steps aside.' },
      ...areas.map((name) => ({ name })),
    ],
    ...body,
  };
}
