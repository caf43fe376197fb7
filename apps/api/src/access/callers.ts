import type { UserRole } from '@rescue-admin/api-contract';
import { EVERYTHING_CHANGED, notifyChange, type Database, type Queryable } from '../db/database';
import { publishChange } from '../live/publish';

/** Who is calling: their user record, found by the uid of their verified ID token. */
export interface Caller {
  uid: string;
  role: UserRole;
  customerUid: string;
  /** "Erika Mustermann", for the record history. */
  name: string;
  /** Sessions that signed in at or before this (ms) are over: another hand changed the account (role, e-mail). */
  sessionsValidAfter?: number;
}

export type CallerResolution =
  | { status: 'ok'; caller: Caller }
  /** A valid sign-in account that nobody gave a user record: it may do nothing. */
  | { status: 'no_user_record' };

/** Every process on the database listens here; payloads are `user:<uid>` (or EVERYTHING_CHANGED). */
export const CHANGES_CHANNEL = 'rescue_changes';

/** Call inside the transaction that changes a user record (or right after a write without one). */
export function userChanged(db: Queryable, uid: string): Promise<void> {
  return notifyChange(db, CHANGES_CHANNEL, `user:${uid}`);
}

/**
 * The user's first authenticated call: only the owner of the password can make it (set through
 * an invitation or a reset e-mail to their address), so the user counts as active from now on
 * and any invitation still open stops working. Resolves true when this call activated them.
 */
export async function activateOnFirstCall(tx: Queryable, uid: string, at: Date): Promise<boolean> {
  const [changed] = await tx.query<{ name: string; customerUid: string; version: number }>(
    `UPDATE users SET activated_at = $2 WHERE uid = $1 AND activated_at IS NULL RETURNING firstname || ' ' || lastname AS name, customer_uid AS "customerUid", version`,
    [uid, at],
  );
  if (!changed) return false;
  // Not audited (the user did nothing but sign in), but their row in the users list changed.
  await publishChange(tx, { caller: { uid, name: changed.name }, entity: 'user', uid, action: 'update', after: { version: changed.version }, owner: changed.customerUid, at });
  await tx.query(`UPDATE invitations SET revoked_at = $2 WHERE user_uid = $1 AND used_at IS NULL AND revoked_at IS NULL`, [uid, at]);
  return true;
}

interface CallerRow {
  uid: string;
  role: UserRole;
  customerUid: string;
  firstname: string;
  lastname: string;
  active: boolean;
  sessionsEndedAt: Date | null;
}

/**
 * Resolves a token's uid to the caller's user record, remembered for `ttlMs`. Any change to a
 * user record — through this process or another one on the same database — drops that user's
 * entry once its notification arrives (`NOTIFY`), so a demoted or deleted administrator loses
 * their rights at once. "Once it arrives" is a few milliseconds after the commit: enough for one
 * process on its own PGlite folder, not for several instances on one PostgreSQL, where main.ts
 * sets `ttlMs` 0 and every request reads the record (one primary-key lookup).
 *
 * Only "ok" answers are remembered: a missing record is looked up again every time (an
 * administrator may create it any moment). A user's first call marks them active
 * (accounts/invitations.ts: only the owner of the password can make it).
 */
export class CallerDirectory {
  private readonly entries = new Map<string, { caller: Caller; until: number }>();
  private readonly pending = new Map<string, Promise<CallerResolution>>();
  /** Counts announced changes, so a lookup that raced one does not store what it read. */
  private changes = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 30_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Starts listening for user changes of every process on the database. */
  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CHANGES_CHANNEL, (payload) => {
      if (payload === EVERYTHING_CHANGED) {
        this.changes += 1;
        this.entries.clear();
      } else if (payload.startsWith('user:')) this.forget(payload.slice('user:'.length));
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  forget(uid: string): void {
    this.changes += 1;
    this.entries.delete(uid);
  }

  async resolve(uid: string): Promise<CallerResolution> {
    const hit = this.entries.get(uid);
    if (hit && hit.until > this.clock()) return { status: 'ok', caller: hit.caller };
    // Without a cache (a shared PostgreSQL) every request reads for itself: joining a read that
    // started before it arrived could hand it a record older than a write it has already seen.
    if (this.ttlMs === 0) return this.lookUp(uid);
    let lookup = this.pending.get(uid);
    if (!lookup) {
      lookup = this.lookUp(uid).finally(() => this.pending.delete(uid));
      this.pending.set(uid, lookup);
    }
    return lookup;
  }

  private async lookUp(uid: string): Promise<CallerResolution> {
    const changesBefore = this.changes;
    const [row] = await this.db.query<CallerRow>(
      `SELECT uid, role, customer_uid AS "customerUid", firstname, lastname, activated_at IS NOT NULL AS active, sessions_ended_at AS "sessionsEndedAt" FROM users WHERE uid = $1`,
      [uid],
    );
    if (!row) return { status: 'no_user_record' };
    const caller: Caller = {
      uid: row.uid,
      role: row.role,
      customerUid: row.customerUid,
      name: `${row.firstname} ${row.lastname}`,
      ...(row.sessionsEndedAt ? { sessionsValidAfter: row.sessionsEndedAt.getTime() } : {}),
    };
    if (!row.active) {
      await this.db.transaction(async (tx) => {
        if (await activateOnFirstCall(tx, uid, new Date(this.clock()))) await userChanged(tx, uid);
      });
    }
    // A change announced while this lookup ran may describe a newer state than the row read here.
    if (this.ttlMs > 0 && this.changes === changesBefore) this.entries.set(uid, { caller, until: this.clock() + this.ttlMs });
    return { status: 'ok', caller };
  }
}
