import { INVITATION_DAYS, type InvitationInfo, type IssuedInvitation, type UserRole } from '@rescue-admin/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import { userChanged, type Caller } from '../access/callers';
import { EmailTakenError, WeakPasswordError, type AccountAdmin } from '../auth/accounts';
import type { Database, Queryable } from '../db/database';
import { firstOr404 } from '../db/sql';
import { HttpError, badRequest, conflict } from '../http/errors';
import { safeError } from '../http/logging';
import type { Mailer } from '../mail/mailer';
import { audit } from '../writes/audit';

const DAY_MS = 24 * 3_600_000;

/** What is stored of a token: its SHA-256. A stolen database holds no usable link. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

interface InvitedUser {
  uid: string;
  firstname: string;
  lastname: string;
  mail: string;
  role: UserRole;
  customerUid: string;
  activatedAt: Date | null;
}

const USER_COLUMNS = `uid, firstname, lastname, mail, role, customer_uid AS "customerUid", activated_at AS "activatedAt"`;

/** No open invitation with this token: unknown, used, revoked or replaced — one answer for all, so nothing is told. */
const invalid = () => new HttpError(404, 'No open invitation with this token', undefined, 'invitation_invalid');

/** What the audit log keeps of a user's invitation: until when it runs (null: none open). */
const invitationState = (until: Date | null) => ({ invitation: until ? until.toISOString() : null });

/**
 * Invitations: how a new user comes to a password of their own. The API gives every new account a
 * random password nobody sees (auth/accounts.ts); an administrator issues an invitation — a
 * single-use token, stored only as its hash, valid for {@link INVITATION_DAYS} days, revocable —
 * and hands on the link (or the mail service sends it). Whoever opens the link sets the password
 * and is then the only one who knows it. Issuing anew revokes the open invitation.
 */
export class Invitations {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountAdmin,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    /** The admin app's origin; links are `<appUrl>/einladung#<token>`. */
    private readonly appUrl: string | null,
    private readonly log: (message: string, fields?: Record<string, unknown>) => void = () => undefined,
    private readonly days = INVITATION_DAYS,
  ) {}

  /** A new invitation for a user who has not set their own password yet; the open one (if any) stops working. */
  async issue(userUid: string, caller: Caller): Promise<IssuedInvitation> {
    if (!this.appUrl) throw new HttpError(503, 'The API does not know the app address (APP_URL) for invitation links', undefined, 'unavailable');
    const user = firstOr404(await this.db.query<InvitedUser>(`SELECT ${USER_COLUMNS} FROM users WHERE uid = $1`, [userUid]), 'User', 'userUid');
    if (user.activatedAt) throw new HttpError(409, 'The user has set their own password already', undefined, 'already_active');
    await this.ensureAccount(user);

    const token = randomBytes(32).toString('base64url');
    const at = this.now();
    const expiresAt = new Date(at.getTime() + this.days * DAY_MS);
    await this.db.transaction(async (tx) => {
      const before = await this.openUntil(tx, userUid, at);
      await tx.query(`UPDATE invitations SET revoked_at = $2 WHERE user_uid = $1 AND used_at IS NULL AND revoked_at IS NULL`, [userUid, at]);
      await tx.query(`INSERT INTO invitations (user_uid, token_hash, created_at, expires_at, created_by) VALUES ($1, $2, $3, $4, $5)`, [
        userUid,
        tokenHash(token),
        at,
        expiresAt,
        caller.uid,
      ]);
      await audit(tx, { caller, entity: 'user', uid: userUid, action: 'update', before: invitationState(before), after: invitationState(expiresAt), owner: user.customerUid, at });
    });

    const link = `${this.appUrl}/einladung#${token}`;
    const mailed = await this.mail(user, link, expiresAt);
    return { link, expiresAt, mailed };
  }

  /** The open invitation stops working; the user stays unable to sign in until a new one is issued. */
  async revoke(userUid: string, caller: Caller): Promise<true> {
    const at = this.now();
    await this.db.transaction(async (tx) => {
      const user = firstOr404(await tx.query<InvitedUser>(`SELECT ${USER_COLUMNS} FROM users WHERE uid = $1`, [userUid]), 'User', 'userUid');
      const before = await this.openUntil(tx, userUid, at);
      if (!before) return;
      await tx.query(`UPDATE invitations SET revoked_at = $2 WHERE user_uid = $1 AND used_at IS NULL AND revoked_at IS NULL`, [userUid, at]);
      await audit(tx, { caller, entity: 'user', uid: userUid, action: 'update', before: invitationState(before), after: invitationState(null), owner: user.customerUid, at });
    });
    return true;
  }

  /** Whose invitation this is, for the page that sets the password; 404 `invitation_invalid` or 410 `invitation_expired`. */
  async check(token: string): Promise<InvitationInfo> {
    const [row] = await this.db.query<{ mail: string; firstname: string; lastname: string; expiresAt: Date }>(
      `SELECT u.mail, u.firstname, u.lastname, i.expires_at AS "expiresAt"
       FROM invitations i JOIN users u ON u.uid = i.user_uid
       WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.revoked_at IS NULL AND u.activated_at IS NULL`,
      [tokenHash(token)],
    );
    if (!row) throw invalid();
    if (row.expiresAt.getTime() <= this.now().getTime()) throw expired();
    return row;
  }

  /**
   * Sets the invited user's password. The invitation is claimed first (in its own transaction, so
   * a token works once even when two requests race); the password is set after the commit (no
   * call to the Auth service inside a transaction); if that fails, the claim is undone and the
   * link still works.
   */
  async accept(token: string, password: string): Promise<{ mail: string }> {
    const at = this.now();
    const claimed = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string; expiresAt: Date } & InvitedUser>(
        `SELECT i.id, i.expires_at AS "expiresAt", u.uid, u.firstname, u.lastname, u.mail, u.role, u.customer_uid AS "customerUid", u.activated_at AS "activatedAt"
         FROM invitations i JOIN users u ON u.uid = i.user_uid
         WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.revoked_at IS NULL FOR UPDATE OF i`,
        [tokenHash(token)],
      );
      if (!row || row.activatedAt) throw invalid();
      if (row.expiresAt.getTime() <= at.getTime()) throw expired();
      await tx.query(`UPDATE invitations SET used_at = $2 WHERE id = $1`, [row.id, at]);
      return row;
    });
    try {
      await this.ensureAccount(claimed);
      await this.accounts.setPassword(claimed.uid, password);
    } catch (error) {
      await this.db.query(`UPDATE invitations SET used_at = NULL WHERE id = $1`, [claimed.id]);
      if (error instanceof WeakPasswordError) throw badRequest('The sign-in service refused the password as too weak', { password: 'too_small' });
      throw error;
    }
    const self: Caller = { uid: claimed.uid, role: claimed.role, customerUid: claimed.customerUid, name: `${claimed.firstname} ${claimed.lastname}` };
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET activated_at = $2 WHERE uid = $1 AND activated_at IS NULL`, [claimed.uid, at]);
      await audit(tx, { caller: self, entity: 'user', uid: claimed.uid, action: 'update', before: { signInActive: false }, after: { signInActive: true }, owner: claimed.customerUid, at });
      await userChanged(tx, claimed.uid);
    });
    return { mail: claimed.mail };
  }

  /** Until when the user's open invitation runs, or null. */
  private async openUntil(tx: Queryable, userUid: string, at: Date): Promise<Date | null> {
    const [row] = await tx.query<{ expiresAt: Date }>(
      `SELECT expires_at AS "expiresAt" FROM invitations WHERE user_uid = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2 ORDER BY expires_at DESC LIMIT 1`,
      [userUid, at],
    );
    return row?.expiresAt ?? null;
  }

  /** A user record without a sign-in account (demo data, an account removed by hand) gets one, enabled, with a password nobody knows. */
  private async ensureAccount(user: InvitedUser): Promise<void> {
    const state = await this.accounts.get(user.uid);
    if (state && !state.disabled) return;
    if (!state) {
      const created = await this.accounts.create({ uid: user.uid, email: user.mail, displayName: `${user.firstname} ${user.lastname}` }).catch((error: unknown) => {
        throw error instanceof EmailTakenError ? conflict('E-mail address already in use by another sign-in account', { mail: 'duplicate' }) : error;
      });
      if (created.uid !== user.uid) throw new Error('The sign-in service gave the account another uid');
    }
    await this.accounts.enable(user.uid, user.role);
  }

  /** Mails the link where a mail service is configured; a failure is logged (uid only), and the administrator still has the link. */
  private async mail(user: InvitedUser, link: string, expiresAt: Date): Promise<boolean> {
    if (!this.mailer.delivers) return false;
    const until = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(expiresAt);
    try {
      return await this.mailer.send({
        kind: 'invitation',
        to: user.mail,
        subject: 'Einladung zu rescue-admin',
        text: [
          `Hallo ${user.firstname} ${user.lastname},`,
          '',
          'Sie wurden zu rescue-admin eingeladen. Legen Sie über diesen Link Ihr eigenes Passwort fest:',
          '',
          link,
          '',
          `Der Link gilt bis ${until} Uhr und nur einmal. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.`,
        ].join('\n'),
        link,
      });
    } catch (error) {
      this.log('the invitation could not be mailed', { uid: user.uid, err: safeError(error) });
      return false;
    }
  }
}

const expired = () => new HttpError(410, 'The invitation has expired', undefined, 'invitation_expired');
