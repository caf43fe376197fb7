import type { UserRole } from '@rescue-admin/api-contract';
import { randomBytes } from 'node:crypto';
import { userChanged, type Caller } from '../access/callers';
import type { AccountAdmin } from '../auth/accounts';
import type { Database, Queryable } from '../db/database';
import { HttpError, conflict } from '../http/errors';
import { safeError } from '../http/logging';
import type { Mailer } from '../mail/mailer';
import { audit } from '../writes/audit';
import { tokenHash } from './invitations';

/** How long the new address has to confirm a change. */
const CONFIRM_DAYS = 3;
const DAY_MS = 24 * 3_600_000;

interface PendingRow {
  id: string;
  userUid: string;
  newMail: string;
  expiresAt: Date;
  firstname: string;
  lastname: string;
  role: UserRole;
  customerUid: string;
  mail: string;
}

/**
 * A user's e-mail is where invitations and password resets go, so a new one takes effect only
 * once its owner confirms it: the update keeps the old address and stores the new one as pending
 * (a single-use token, hashed, 3 days); a mail to the new address carries the confirmation link.
 * Confirming sets the address, moves the sign-in account along and ends the user's sessions.
 * Where the API sends no mail, or the user has never signed in (their invitation confirms the
 * address), a change takes effect at once.
 */
export class MailChanges {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountAdmin,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly appUrl: string | null,
    private readonly log: (message: string, fields?: Record<string, unknown>) => void = () => undefined,
  ) {}

  /** Whether a change of this user's address waits for confirmation (the caller decides inside its transaction). */
  async needsConfirmation(tx: Queryable, userUid: string): Promise<boolean> {
    if (!this.mailer.delivers || !this.appUrl) return false;
    const [row] = await tx.query<{ active: boolean }>(`SELECT activated_at IS NOT NULL AS active FROM users WHERE uid = $1`, [userUid]);
    return row?.active === true;
  }

  /** Stores the pending address (replacing one pending before); resolves to the token for {@link send}. */
  async request(tx: Queryable, userUid: string, newMail: string, caller: Caller, owner: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const at = this.now();
    await tx.query(`UPDATE mail_changes SET revoked_at = $2 WHERE user_uid = $1 AND used_at IS NULL AND revoked_at IS NULL`, [userUid, at]);
    await tx.query(`INSERT INTO mail_changes (user_uid, new_mail, token_hash, created_at, expires_at, created_by) VALUES ($1, $2, $3, $4, $5, $6)`, [
      userUid,
      newMail,
      tokenHash(token),
      at,
      new Date(at.getTime() + CONFIRM_DAYS * DAY_MS),
      caller.uid,
    ]);
    await audit(tx, { caller, entity: 'user', uid: userUid, action: 'update', before: { pendingMail: null }, after: { pendingMail: newMail }, owner, at });
    return token;
  }

  /** The confirmation mail to the new address (after the commit); a failure is logged by uid. */
  async send(newMail: string, name: string, token: string): Promise<void> {
    const link = `${this.appUrl}/email-bestaetigen#${token}`;
    try {
      await this.mailer.send({
        kind: 'mailChange',
        to: newMail,
        subject: 'Neue E-Mail-Adresse bestätigen',
        text: [
          `Hallo ${name},`,
          '',
          'für Ihr Konto bei rescue-admin wurde diese E-Mail-Adresse eingetragen. Bitte bestätigen Sie sie über diesen Link:',
          '',
          link,
          '',
          `Der Link gilt ${CONFIRM_DAYS} Tage und nur einmal. Bis dahin bleibt Ihre bisherige Adresse gültig. Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail.`,
        ].join('\n'),
        link,
      });
    } catch (error) {
      this.log('the confirmation of a new e-mail could not be mailed', { err: safeError(error) });
    }
  }

  /** Sets the confirmed address: 404 `invitation_invalid` / 410 `invitation_expired` as for invitations, 409 when it was taken meanwhile. */
  async confirm(token: string): Promise<{ mail: string; uid: string }> {
    const at = this.now();
    const [found] = await this.db.query<{ newMail: string; userUid: string }>(
      `SELECT new_mail AS "newMail", user_uid AS "userUid" FROM mail_changes WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL`,
      [tokenHash(token)],
    );
    if (!found) throw invalid();
    // Free at the Auth service too — asked before the write, not inside it.
    const owner = await this.accounts.uidByEmail(found.newMail);
    if (owner !== null && owner !== found.userUid) throw conflict('E-mail address already in use', { mail: 'duplicate' });
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<PendingRow>(
        `SELECT m.id, m.user_uid AS "userUid", m.new_mail AS "newMail", m.expires_at AS "expiresAt", u.firstname, u.lastname, u.role, u.customer_uid AS "customerUid", u.mail
         FROM mail_changes m JOIN users u ON u.uid = m.user_uid
         WHERE m.token_hash = $1 AND m.used_at IS NULL AND m.revoked_at IS NULL FOR UPDATE OF m, u`,
        [tokenHash(token)],
      );
      if (!row) throw invalid();
      if (row.expiresAt.getTime() <= at.getTime()) throw new HttpError(410, 'The confirmation link has expired', undefined, 'invitation_expired');
      await tx.query(`UPDATE mail_changes SET used_at = $2 WHERE id = $1`, [row.id, at]);
      await tx.query(`UPDATE users SET mail = $2, version = version + 1, sessions_ended_at = $3 WHERE uid = $1`, [row.userUid, row.newMail, at]);
      await tx.query(`INSERT INTO account_outbox (uid, kind, payload) VALUES ($1, 'update', $2)`, [
        row.userUid,
        JSON.stringify({ email: row.newMail, displayName: `${row.firstname} ${row.lastname}`, role: row.role, revoke: true }),
      ]);
      const self: Caller = { uid: row.userUid, role: row.role, customerUid: row.customerUid, name: `${row.firstname} ${row.lastname}` };
      await audit(tx, { caller: self, entity: 'user', uid: row.userUid, action: 'update', before: { mail: row.mail }, after: { mail: row.newMail }, owner: row.customerUid, at });
      await userChanged(tx, row.userUid);
      return { mail: row.newMail, uid: row.userUid };
    });
  }
}

const invalid = () => new HttpError(404, 'No open confirmation with this token', undefined, 'invitation_invalid');
