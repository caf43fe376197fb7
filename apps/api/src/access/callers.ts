import type { UserRole } from '@rescue-admin/api-contract';
import type { AccountAdmin } from '../auth/accounts';
import { EVERYTHING_CHANGED, notifyChange, type Database, type Queryable } from '../db/database';

/** Who is calling: their user record, found by the uid of their verified ID token. */
export interface Caller {
  uid: string;
  role: UserRole;
  customerUid: string;
  /** "Erika Mustermann", for the record history. */
  name: string;
}

export type CallerResolution =
  | { status: 'ok'; caller: Caller }
  /** A valid sign-in account that nobody gave a user record: it may do nothing. */
  | { status: 'no_user_record' }
  /** The user has not replaced the initial password yet: every call waits for that. */
  | { status: 'password_change_required'; caller: Caller };

/** Every process on the database listens here; payloads are `user:<uid>` (or EVERYTHING_CHANGED). */
export const CHANGES_CHANNEL = 'rescue_changes';

/** Call inside the transaction that changes a user record (or right after a write without one). */
export function userChanged(db: Queryable, uid: string): Promise<void> {
  return notifyChange(db, CHANGES_CHANNEL, `user:${uid}`);
}

interface CallerRow {
  uid: string;
  role: UserRole;
  customerUid: string;
  firstname: string;
  lastname: string;
  marker: string | number | null;
}

/**
 * Resolves a token's uid to the caller's user record, remembered for `ttlMs`. Any change to a
 * user record — through this process or another one on the same database — drops that user's
 * entry once its notification arrives (`NOTIFY`), so a demoted or deleted administrator loses
 * their rights at once. "Once it arrives" is a few milliseconds after the commit: enough for one
 * process on its own PGlite folder, not for several instances on one PostgreSQL, where main.ts
 * sets `ttlMs` 0 and every request reads the record (one primary-key lookup).
 *
 * Only "ok" answers are remembered. A missing record is looked up again every time (an
 * administrator may create it any moment), and so is an account with the initial password: it
 * is "changed" the moment the Auth service says so, not when the client claims it.
 */
export class CallerDirectory {
  private readonly entries = new Map<string, { caller: Caller; until: number }>();
  private readonly pending = new Map<string, Promise<CallerResolution>>();
  /** Counts announced changes, so a lookup that raced one does not store what it read. */
  private changes = 0;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Database,
    private readonly accounts: AccountAdmin,
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
      `SELECT uid, role, customer_uid AS "customerUid", firstname, lastname, initial_password_marker AS marker FROM users WHERE uid = $1`,
      [uid],
    );
    if (!row) return { status: 'no_user_record' };
    const caller: Caller = { uid: row.uid, role: row.role, customerUid: row.customerUid, name: `${row.firstname} ${row.lastname}` };
    if (row.marker !== null) {
      const marker = Number(row.marker);
      const account = await this.accounts.get(uid);
      // The account's tokens were invalidated after the API last set it up: only the user's own
      // password change does that (the API records its own changes in the marker).
      if (!account || account.tokensValidAfter <= marker) return { status: 'password_change_required', caller };
      await this.db.transaction(async (tx) => {
        await tx.query(`UPDATE users SET initial_password_marker = NULL WHERE uid = $1 AND initial_password_marker = $2`, [uid, marker]);
        await userChanged(tx, uid);
      });
    }
    // A change announced while this lookup ran may describe a newer state than the row read here.
    if (this.ttlMs > 0 && this.changes === changesBefore) this.entries.set(uid, { caller, until: this.clock() + this.ttlMs });
    return { status: 'ok', caller };
  }
}
