import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiProfile } from '../config';
import type { Database } from '../db/database';
import { readListMarks } from '../lists/list-marks';
import { refreshList } from '../lists/list-patch';
import { dependenciesOf, listDefinition } from '../lists/list-rows';
import { ListCache } from './list-cache';
import { sendJson } from './send-json';
import { serialise } from './spec-profile';

/** What a cached call is: its endpoint, the key of what the caller may see, their scope's customer, and how to answer it afresh. */
export interface CachedCall {
  endpoint: string;
  key: string;
  customer: string | null;
  status: number;
  /** Runs the handler and serialises its answer (for answers that are not lists of rows: the dashboard). */
  read: () => Promise<Buffer>;
}

/** Answers a plain list call (GET without query) from the list cache. */
export type CachedListAnswer = (request: FastifyRequest, reply: FastifyReply, call: CachedCall) => Promise<FastifyReply>;

/** Whether `endpoint`'s answers are kept: the lists of lists/list-rows.ts and the dashboard. */
export const isCachedEndpoint = (endpoint: string): boolean => dependenciesOf(endpoint) !== null;

/**
 * The list cache on the wire (the cache itself: http/list-cache.ts). An answer is kept per `key`
 * and used only while no write of an entity it depends on has committed since (any process: the
 * list marks, lists/list-marks.ts). A list whose own entity changed is patched from the kept one
 * (lists/list-patch.ts). `Server-Timing: list;desc=hit|patched|rebuilt;dur=<ms>` says which it was
 * and how long the marks, the patch or the read took. The
 * answer carries a strong ETag: a client that asks with it (If-None-Match) gets 304 without a body
 * while the list is unchanged (the answer stays no-store for shared caches and the browser's
 * own); a client that accepts gzip gets the compressed copy once it is made. The memory is freed
 * when the app closes.
 */
export function cachedLists(app: FastifyInstance, db: Database, profile: ApiProfile): CachedListAnswer {
  const lists = new ListCache();
  const serialiseRow = (row: unknown) => serialise(profile, row);
  app.addHook('onClose', async () => lists.clear());
  return async (request, reply, { endpoint, key, customer, status, read }) => {
    const started = performance.now();
    const marks = await readListMarks(db, dependenciesOf(endpoint) ?? []);
    const definition = listDefinition(endpoint);
    const { list: cached, source } = await lists.get(key, marks, async (kept) =>
      definition ? refreshList(db, definition, kept, marks, customer, serialiseRow) : { marks, identity: await read(), source: 'rebuilt' },
    );
    void reply.header('server-timing', `list;desc=${source};dur=${(performance.now() - started).toFixed(1)}`);
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
