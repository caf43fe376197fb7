import type { EndpointName } from '@rescue-admin/api-contract';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { HttpError } from './errors';

/** Keys are chosen by the client (a UUID); anything else is refused rather than stored. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
/** A reservation older than this belongs to a request that died mid-way: the key may be used again. */
const ABANDONED_AFTER_MS = 5 * 60_000;
/** Keys are kept a day: long enough for any retry. */
export const KEEP_KEYS_MS = 24 * 3_600_000;

export type Reservation = { kind: 'reserved' } | { kind: 'replay'; status: number; response: string };

/** The idempotent request running in this async context: its key, and the answer stored with its write. */
interface PendingRequest {
  callerUid: string;
  key: string;
  status: number;
  stored: string | null;
}

/** JSON with every object's keys sorted: the same request in any key order or spacing gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) of the canonical JSON of what a request sends (body and query): what its key is bound to. */
export function requestHash(request: { body?: unknown; query?: unknown }): string {
  return createHash('sha256').update(canonicalJson({ body: request.body ?? null, query: request.query ?? null })).digest('hex');
}

/**
 * Idempotent creates: the first request with a key reserves it (bound to the hash of its body),
 * runs, and stores its answer in the same transaction as its write; a repeat (a lost answer, a
 * retry after going offline) gets that stored answer instead of a second record. A repeat while
 * the first still runs is a 409; the same key with another body is a 422.
 *
 * The answer is written by {@link database}'s `transaction`, just before COMMIT, for the request
 * that {@link run} marks in an AsyncLocalStorage context: a write that committed always has its
 * answer stored, whatever happens to the process between the commit and sending the answer.
 */
export class IdempotencyKeys {
  private readonly pending = new AsyncLocalStorage<PendingRequest>();
  private timer: NodeJS.Timeout | null = null;
  /** Prunes under way: stop() waits for them before the database closes. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly log: (message: string, fields?: Record<string, unknown>) => void = () => undefined,
  ) {}

  /**
   * `db` for the handlers: its `transaction`, run for an idempotent request, stores the request's
   * answer (what the work resolves to, as JSON) in that transaction. An idempotent create must do
   * its write in one transaction and answer what that transaction resolves to; a second
   * transaction in the same request is refused (it would write outside the stored answer).
   */
  database(db: Database): Database {
    return {
      query: (sql, params) => db.query(sql, params),
      exec: (sql) => db.exec(sql),
      listen: (channel, onPayload) => db.listen(channel, onPayload),
      close: () => db.close(),
      transaction: (work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          await this.storeAnswer(tx, result);
          return result;
        }),
    };
  }

  /**
   * Runs `work` (the handler) as the idempotent request of `key`. Resolves to the handler's
   * answer and the answer stored with its write (null when it committed no transaction).
   */
  async run<T>(callerUid: string, key: string, status: number, work: () => Promise<T>): Promise<{ result: T; stored: string | null }> {
    const request: PendingRequest = { callerUid, key, status, stored: null };
    const result = await this.pending.run(request, work);
    return { result, stored: request.stored };
  }

  private async storeAnswer(tx: Queryable, result: unknown): Promise<void> {
    const request = this.pending.getStore();
    if (!request) return;
    if (request.stored !== null) throw new Error('An idempotent create ran a second transaction; its answer is stored with the first');
    const response = JSON.stringify(result);
    await tx.query(`UPDATE idempotency_keys SET status = $3, response = $4 WHERE caller_uid = $1 AND key = $2`, [request.callerUid, request.key, request.status, response]);
    request.stored = response;
  }

  async reserve(callerUid: string, key: string, endpoint: EndpointName, hash: string): Promise<Reservation> {
    if (!KEY_FORMAT.test(key)) throw new HttpError(400, 'Idempotency-Key must be 8–128 letters, digits, "-" or "_"');
    const now = this.now();
    const inserted = await this.db.query(
      `INSERT INTO idempotency_keys (caller_uid, key, endpoint, request_hash, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING key`,
      [callerUid, key, endpoint, hash, now],
    );
    if (inserted.length > 0) return { kind: 'reserved' };
    const [existing] = await this.db.query<{ endpoint: string; hash: string | null; status: number | null; response: string | null; createdAt: Date }>(
      `SELECT endpoint, request_hash AS hash, status, response, created_at AS "createdAt" FROM idempotency_keys WHERE caller_uid = $1 AND key = $2`,
      [callerUid, key],
    );
    if (!existing) return this.reserve(callerUid, key, endpoint, hash);
    if (existing.endpoint !== endpoint) throw new HttpError(400, 'This Idempotency-Key was used for another call');
    // Keys stored before keys were bound to a body have no hash; they are gone within a day.
    if (existing.hash !== null && existing.hash !== hash) {
      throw new HttpError(422, 'This Idempotency-Key was used with a different request body; send a new key for a new request');
    }
    if (existing.status !== null && existing.response !== null) return { kind: 'replay', status: existing.status, response: existing.response };
    if (now.getTime() - existing.createdAt.getTime() < ABANDONED_AFTER_MS) throw new HttpError(409, 'A request with this Idempotency-Key is still being processed');
    await this.db.query(`UPDATE idempotency_keys SET created_at = $3, request_hash = $4 WHERE caller_uid = $1 AND key = $2`, [callerUid, key, now, hash]);
    return { kind: 'reserved' };
  }

  /** Stores the answer of a request that committed no transaction of its own (its write, if any, is already done). */
  async complete(callerUid: string, key: string, status: number, response: string): Promise<void> {
    await this.db.query(`UPDATE idempotency_keys SET status = $3, response = $4 WHERE caller_uid = $1 AND key = $2`, [callerUid, key, status, response]);
  }

  /** The request failed: nothing was created (its transaction rolled back), the key may be tried again. */
  async release(callerUid: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE caller_uid = $1 AND key = $2 AND status IS NULL`, [callerUid, key]);
  }

  /**
   * The answer to an idempotent request with `key`: the stored one for a repeat, else what `work`
   * (the handler, serialised) answers — stored with its write, or now when it wrote in no
   * transaction of its own. The key is bound to `hash` (what the request sends): the same key
   * with another body is refused, not answered with the first's answer. A failed `work` frees the key.
   */
  async answer(
    request: { callerUid: string; key: string; endpoint: EndpointName; hash: string; status: number },
    work: () => Promise<Buffer>,
  ): Promise<{ status: number; payload: Buffer | string }> {
    const { callerUid, key, status } = request;
    const reservation = await this.reserve(callerUid, key, request.endpoint, request.hash);
    if (reservation.kind === 'replay') return { status: reservation.status, payload: reservation.response };
    let answer: { result: Buffer; stored: string | null };
    try {
      answer = await this.run(callerUid, key, status, work);
    } catch (error) {
      await this.release(callerUid, key);
      throw error;
    }
    const payload = answer.result.toString('utf8');
    if (answer.stored === null) await this.complete(callerUid, key, status, payload);
    else if (answer.stored !== payload) throw new Error(`${request.endpoint} answered something other than what its transaction stored for a repeat`);
    return { status, payload: answer.result };
  }

  /** Removes keys older than a day (answered or abandoned); resolves to how many. */
  async prune(): Promise<number> {
    const rows = await this.db.query(`DELETE FROM idempotency_keys WHERE created_at < $1 RETURNING key`, [new Date(this.now().getTime() - KEEP_KEYS_MS)]);
    return rows.length;
  }

  /** Prunes at start and then every `intervalMs`, on a timer that does not keep the process alive. */
  start(intervalMs = KEEP_KEYS_MS): void {
    const prune = () => {
      const work = this.prune().catch((error: unknown) => this.log('pruning idempotency keys failed', { message: error instanceof Error ? error.message : String(error) }));
      this.running.add(work);
      void work.finally(() => this.running.delete(work));
    };
    prune();
    this.timer = setInterval(prune, intervalMs).unref();
  }

  /** No further prunes; resolves once one under way has finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.running]);
  }
}
