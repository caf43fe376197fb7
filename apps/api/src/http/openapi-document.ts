import { openApiDocument } from '@rescue-admin/api-contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServicePrefixes } from '../config';

/** The document per prefixes, serialised: one process may build several apps (tests, a restart in place). */
const documents = new Map<string, { text: string; etag: string }>();

function serialised(prefixes: ServicePrefixes): { text: string; etag: string } {
  const key = JSON.stringify(prefixes);
  let document = documents.get(key);
  if (!document) {
    const text = JSON.stringify(openApiDocument({ prefixes }));
    document = { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    documents.set(key, document);
  }
  return document;
}

/** Where the API serves its OpenAPI document. */
export const OPENAPI_PATH = '/openapi.json';

/**
 * Serves the contract's OpenAPI 3.1 document for the prefixes this API mounts its services at,
 * without a token (it holds no data, only the shape of the calls). Built and serialised at the
 * first request (not at start: it takes a moment of CPU that a starting instance should not
 * spend); clients revalidate it with its ETag (`no-cache`: a cache keeps it, and asks before each use).
 */
export function serveOpenApiDocument(app: FastifyInstance, prefixes: ServicePrefixes): void {
  app.get(OPENAPI_PATH, { logLevel: 'warn' }, async (request, reply) => {
    const { text, etag } = serialised(prefixes);
    void reply.header('etag', etag);
    void reply.header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(text);
  });
}
