import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataMark, type Queryable } from '../db/database';
import { ListCache } from './list-cache';
import { sendJson } from './send-json';

/** Answers a plain list call (GET without query) from the list cache; `read` runs the handler and serialises its answer. */
export type CachedListAnswer = (request: FastifyRequest, reply: FastifyReply, key: string, status: number, read: () => Promise<Buffer>) => Promise<FastifyReply>;

/**
 * The list cache on the wire (the cache itself: http/list-cache.ts). An answer is kept per `key`
 * and used only while no write has committed since (any process: the database's data mark). It
 * carries a strong ETag: a client that asks with it (If-None-Match) gets 304 without a body while
 * the list is unchanged (the answer stays no-store for shared caches and the browser's own); a
 * client that accepts gzip gets the compressed copy once it is made. The memory is freed when the
 * app closes.
 */
export function cachedLists(app: FastifyInstance, db: Queryable): CachedListAnswer {
  const lists = new ListCache();
  app.addHook('onClose', async () => lists.clear());
  return async (request, reply, key, status, read) => {
    const mark = await dataMark(db);
    const cached = await lists.get(key, mark, read);
    void reply.header('vary', 'Accept-Encoding');
    void reply.header('etag', cached.etag);
    if (ifNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    if (cached.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      void reply.header('content-encoding', 'gzip');
      return sendJson(reply, status, cached.gzip);
    }
    return sendJson(reply, status, cached.identity);
  };
}

/** RFC 9110 If-None-Match: a list of entity tags, or `*`; weak tags compare by their opaque part. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}
