import type { UserRole } from '@rescue-admin/api-contract';
import { EmailTakenError, unusablePassword, type AccountAdmin } from '../auth/accounts';
import type { Database } from '../db/database';
import { safeError } from '../http/logging';

interface OutboxRow {
  id: number;
  uid: string;
  /** `lock`: the account gets a password nobody knows and loses its sessions (a user who never set their own). */
  kind: 'enable' | 'update' | 'delete' | 'lock';
  /** `revoke`: the change ends the account's sessions (another user changed its e-mail, or its role changed). */
  payload: { email?: string; displayName?: string; role?: UserRole; revoke?: boolean };
}

/** What else happens when the outbox has done its part (set by app-services.ts). */
export interface AccountSyncHooks {
  /** The account's sessions were ended: tokens this process still trusts from its cache must go too. */
  sessionsEnded?: (uid: string) => void;
  /** A locked account's user needs a way in: an invitation. */
  locked?: (uid: string) => Promise<void>;
}

/**
 * Keeps user records and their sign-in accounts in step without ever calling the Auth service
 * inside a database transaction: the transaction that changes a user writes what the account
 * must follow into `account_outbox`; after the commit, this carries it out. Whatever a crash or
 * an unreachable Auth service leaves in the outbox is carried out at the next start and by the
 * timer. Accounts that a crashed create left behind (disabled, no user record) are removed.
 */
export class AccountSync {
  private timer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private firstSweep: NodeJS.Timeout | null = null;
  /** Background runs under way (timer, sweep): a shutdown waits for them before the database closes. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly accounts: AccountAdmin,
    /** Told what was deferred or repaired: uids and error types, never e-mails or names. */
    private readonly log: (message: string, fields?: Record<string, unknown>) => void = () => undefined,
    private readonly claimMs = 30_000,
    private readonly hooks: AccountSyncHooks = {},
  ) {}

  /** Carries out the pending changes of one user (after their write committed). Never throws: what fails stays in the outbox. */
  async runFor(uid: string): Promise<void> {
    await this.drain(uid).catch((error: unknown) => this.log('account sync deferred', { uid, err: safeError(error) }));
  }

  /** Carries out every pending change. */
  async runAll(): Promise<void> {
    await this.drain(null).catch((error: unknown) => this.log('account sync deferred', { err: safeError(error) }));
  }

  /**
   * Removes disabled accounts without a user record that are older than `minAgeMs` — only those
   * this API created (the account admin lists only accounts with its claim): the API creates
   * accounts disabled and enables them once the record is stored, so such an account is what a
   * create that failed half-way left behind (younger ones may be a create in progress).
   */
  async removeOrphans(minAgeMs = 10 * 60_000, now = Date.now()): Promise<string[]> {
    const disabled = (await this.accounts.listDisabled()).filter((account) => account.createdAt < now - minAgeMs);
    if (disabled.length === 0) return [];
    const known = new Set(
      (await this.db.query<{ uid: string }>(`SELECT uid FROM users WHERE uid = ANY($1::text[])`, [disabled.map((account) => account.uid)])).map((row) => row.uid),
    );
    const orphans = disabled.filter((account) => !known.has(account.uid)).map((account) => account.uid);
    for (const uid of orphans) await this.accounts.delete(uid);
    if (orphans.length > 0) this.log('removed sign-in accounts left behind without a user record', { count: orphans.length });
    return orphans;
  }

  /**
   * At start and then every `intervalMs`: the outbox. Orphaned accounts: `firstSweepMs` after the
   * start — the Auth service may still be starting beside the API (the local stack starts both at
   * once), and an orphan is ten minutes old before it counts anyway — then every `sweepMs`.
   */
  start(intervalMs = 60_000, sweepMs = 10 * 60_000, firstSweepMs = 30_000): void {
    const track = (work: Promise<unknown>) => {
      this.running.add(work);
      void work.finally(() => this.running.delete(work));
    };
    const sweep = () => track(this.removeOrphans().catch((error: unknown) => this.log('orphan sweep failed', { err: safeError(error) })));
    const runAll = () => track(this.runAll());
    runAll();
    this.firstSweep = setTimeout(sweep, Math.min(firstSweepMs, sweepMs)).unref();
    this.timer = setInterval(runAll, intervalMs).unref();
    this.sweepTimer = setInterval(sweep, sweepMs).unref();
  }

  /** No further runs; resolves once the background runs under way have finished (they never throw). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.firstSweep) clearTimeout(this.firstSweep);
    this.timer = this.sweepTimer = this.firstSweep = null;
    await Promise.all([...this.running]);
  }

  private async drain(uid: string | null): Promise<void> {
    for (;;) {
      const row = await this.claim(uid);
      if (!row) return;
      await this.apply(row);
      await this.db.query(`DELETE FROM account_outbox WHERE id = $1`, [row.id]);
    }
  }

  /** Takes the oldest unclaimed change (of one user, or any) for `claimMs`; another process skips it meanwhile. */
  private async claim(uid: string | null): Promise<OutboxRow | null> {
    const now = new Date();
    const [row] = await this.db.query<OutboxRow>(
      `UPDATE account_outbox SET claimed_until = $2, attempts = attempts + 1
       WHERE id = (
         SELECT id FROM account_outbox
         WHERE ($1::text IS NULL OR uid = $1) AND (claimed_until IS NULL OR claimed_until < $3)
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING id, uid, kind, payload`,
      [uid, new Date(now.getTime() + this.claimMs), now],
    );
    return row ?? null;
  }

  private async apply(row: OutboxRow): Promise<void> {
    if (row.kind === 'delete') {
      await this.accounts.delete(row.uid);
      return;
    }
    if (row.kind === 'enable') {
      if (!(await this.accounts.get(row.uid))) {
        this.log('no sign-in account to enable', { uid: row.uid });
        return;
      }
      await this.accounts.enable(row.uid, row.payload.role ?? 'UNIT_USER');
      return;
    }
    if (row.kind === 'lock') {
      if (await this.accounts.get(row.uid)) {
        await this.accounts.setPassword(row.uid, unusablePassword());
        await this.endSessions(row.uid);
      }
      await this.hooks.locked?.(row.uid);
      return;
    }
    try {
      await this.accounts.update(row.uid, {
        email: String(row.payload.email),
        displayName: String(row.payload.displayName),
        role: row.payload.role ?? 'UNIT_USER',
      });
    } catch (error) {
      // Checked before the write; only a race with another sign-up can still take the e-mail.
      if (!(error instanceof EmailTakenError)) throw error;
      this.log('the sign-in service refused the new e-mail (taken meanwhile)', { uid: row.uid });
    }
    if (row.payload.revoke) await this.endSessions(row.uid);
  }

  private async endSessions(uid: string): Promise<void> {
    await this.accounts.revokeSessions(uid);
    this.hooks.sessionsEnded?.(uid);
  }
}
