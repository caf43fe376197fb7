import type { EndpointName } from '@rescue-admin/api-contract';
import type { Database } from '../db/database';
import { HttpError } from './errors';

/** Keys are chosen by the client (a UUID); anything else is refused rather than stored. */
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
/** A reservation older than this belongs to a request that died mid-way: the key may be used again. */
const ABANDONED_AFTER_MS = 5 * 60_000;

export type Reservation = { kind: 'reserved' } | { kind: 'replay'; status: number; response: string };

/**
 * Idempotent creates: the first request with a key reserves it, runs, and stores its answer;
 * a repeat (a lost answer, a retry after going offline) gets that stored answer instead of a
 * second record. A repeat while the first still runs is a 409.
 */
export class IdempotencyKeys {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async reserve(callerUid: string, key: string, endpoint: EndpointName): Promise<Reservation> {
    if (!KEY_FORMAT.test(key)) throw new HttpError(400, 'Idempotency-Key must be 8–128 letters, digits, "-" or "_"');
    const now = this.now();
    const inserted = await this.db.query(
      `INSERT INTO idempotency_keys (caller_uid, key, endpoint, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key`,
      [callerUid, key, endpoint, now],
    );
    if (inserted.length > 0) return { kind: 'reserved' };
    const [existing] = await this.db.query<{ endpoint: string; status: number | null; response: string | null; createdAt: Date }>(
      `SELECT endpoint, status, response, created_at AS "createdAt" FROM idempotency_keys WHERE caller_uid = $1 AND key = $2`,
      [callerUid, key],
    );
    if (!existing) return this.reserve(callerUid, key, endpoint);
    if (existing.endpoint !== endpoint) throw new HttpError(400, 'This Idempotency-Key was used for another call');
    if (existing.status !== null && existing.response !== null) return { kind: 'replay', status: existing.status, response: existing.response };
    if (now.getTime() - existing.createdAt.getTime() < ABANDONED_AFTER_MS) throw new HttpError(409, 'A request with this Idempotency-Key is still being processed');
    await this.db.query(`UPDATE idempotency_keys SET created_at = $3 WHERE caller_uid = $1 AND key = $2`, [callerUid, key, now]);
    return { kind: 'reserved' };
  }

  async complete(callerUid: string, key: string, status: number, response: string): Promise<void> {
    await this.db.query(`UPDATE idempotency_keys SET status = $3, response = $4 WHERE caller_uid = $1 AND key = $2`, [callerUid, key, status, response]);
  }

  /** The request failed: nothing was created, the key may be tried again. */
  async release(callerUid: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE caller_uid = $1 AND key = $2 AND status IS NULL`, [callerUid, key]);
  }

  /** Keys are kept a day: long enough for any retry. */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE created_at < $1`, [new Date(this.now().getTime() - 24 * 3_600_000)]);
  }
}
