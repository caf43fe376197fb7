import type { User } from '@rescue-admin/api-contract';
import { userChanged } from '../access/callers';
import { EmailTakenError, WeakPasswordError } from '../auth/accounts';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import { badRequest, conflict } from '../http/errors';
import { USER_COLUMNS as COLUMNS, USER_ROW_COLUMNS as ROW_COLUMNS } from '../lists/list-columns';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';

const mailTaken = () => conflict('E-mail address already in use', { mail: 'duplicate' });
const refuseWeakPassword = (error: unknown): never => {
  throw error instanceof WeakPasswordError ? badRequest('The sign-in service refused the password as too weak', { password: 'too_small' }) : error;
};

/**
 * User service. A user is two things kept in step: the Firebase Auth account (sign-in) and the
 * profile record here, sharing one uid — so the app can look the profile up by the signed-in uid.
 * No call to the Auth service happens inside a transaction: what the account must follow is
 * written to the account outbox with the record and carried out after the commit
 * (accounts/account-sync.ts), so a slow Auth service holds no lock and a crash loses nothing.
 */
export function userHandlers(
  s: HandlerServices,
): Pick<EndpointHandlers, 'user.all' | 'user.create' | 'user.update' | 'user.delete' | 'user.lookup' | 'user.history'> {
  const { db } = s;
  return {
    'user.all': ({ scope }) => readList<User>(db, 'user.all', scope?.customerUid),

    'user.lookup': async ({ query }) =>
      firstOr404(await db.query<User>(`SELECT ${ROW_COLUMNS} FROM users WHERE uid = $1`, [query.userUid]), 'User', 'userUid'),

    'user.history': ({ query, scope }) => historyOf(db, 'user', query.userUid, scope),

    /*
     * The account is created disabled, with a random password nobody knows (not the body's
     * initial password, which the public bundle carries), and enabled only once the record is
     * stored: a failure (or a crash) in between leaves an account nobody can sign in with (the
     * sweep removes it later). The user comes in through an invitation (accounts/invitations.ts).
     * The spec profile does as SPEC §7 describes instead: the account gets the payload's password
     * before it is enabled, and the user counts as active (no invitation).
     */
    'user.create': async ({ body, caller }) => {
      // Check what can be checked before the Auth account exists, so a rejected request leaves none.
      await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      if ((await db.query(`SELECT 1 FROM users WHERE lower(mail) = lower($1)`, [body.mail])).length > 0) throw mailTaken();

      const { uid } = await s.accounts
        .create({ email: body.mail, displayName: `${body.firstname} ${body.lastname}` })
        .catch((error: unknown) => {
          throw error instanceof EmailTakenError ? mailTaken() : error;
        });
      const spec = s.profile === 'spec';
      try {
        if (spec) await s.accounts.setPassword(uid, body.password).catch(refuseWeakPassword);
        await db.transaction(async (tx) => {
          const [created] = await tx.query<User>(
            `INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid, activated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
             RETURNING ${COLUMNS}`,
            [uid, body.firstname, body.lastname, body.mail, body.role, body.customerUid, spec ? s.now() : null],
          );
          await tx.query(`INSERT INTO account_outbox (uid, kind, payload) VALUES ($1, 'enable', $2)`, [uid, JSON.stringify({ role: body.role })]);
          await audit(tx, { caller, entity: 'user', uid, action: 'create', before: null, after: created ?? null, owner: body.customerUid, at: s.now() });
          await userChanged(tx, uid);
          // An idempotent create answers what its transaction resolves to (http/idempotency.ts).
          return uid;
        });
      } catch (error) {
        // The profile could not be stored (e.g. a concurrent request took the e-mail): undo the account.
        await s.accounts.delete(uid).catch(() => undefined);
        throw error;
      }
      await s.accountSync.runFor(uid);
      return uid;
    },

    /*
     * A role change, or a change of the e-mail by someone else, ends the user's sessions (the
     * outbox revokes them after the commit): whoever holds a session must sign in again, with the
     * e-mail and the role claim as they are now. A new e-mail of a user who has signed in before
     * waits for its owner's confirmation where the API sends mail (accounts/mail-changes.ts): the
     * record keeps the old address and answers the new one as `pendingMail`. Of a user who has
     * not, it takes effect at once and their open invitation ends (it went to the old address).
     */
    'user.update': async ({ body, caller }) => {
      const [stored] = await db.query<User>(`SELECT ${COLUMNS} FROM users WHERE uid = $1`, [body.uid]);
      // A new e-mail must be free at the Auth service too — asked before the write, not inside it.
      if (stored && stored.mail.toLowerCase() !== body.mail.toLowerCase()) {
        const owner = await s.accounts.uidByEmail(body.mail);
        if (owner !== null && owner !== body.uid) throw mailTaken();
      }
      let confirmation: { token: string; mail: string } | null = null;
      const updated = await db.transaction(async (tx) => {
        const before = firstOr404(await tx.query<User>(`SELECT ${COLUMNS} FROM users WHERE uid = $1 FOR UPDATE`, [body.uid]), 'User', 'uid');
        await requireVersion(tx, 'user', body.uid, before, before.version, body.version);
        const mailChanged = body.mail.toLowerCase() !== before.mail.toLowerCase();
        const confirm = mailChanged && (await s.mailChanges.needsConfirmation(tx, body.uid));
        if (confirm) confirmation = { token: await s.mailChanges.request(tx, body.uid, body.mail, caller, body.customerUid), mail: body.mail };
        else if (mailChanged) await tx.query(`UPDATE invitations SET revoked_at = $2 WHERE user_uid = $1 AND used_at IS NULL AND revoked_at IS NULL`, [body.uid, s.now()]);
        const [after] = await tx.query<User>(
          `UPDATE users SET firstname = $2, lastname = $3, mail = $4, role = $5, customer_uid = $6, version = version + 1 WHERE uid = $1 RETURNING ${COLUMNS}`,
          [body.uid, body.firstname, body.lastname, confirm ? before.mail : body.mail, body.role, body.customerUid],
        );
        const user = after as User;
        if (user.mail !== before.mail || user.firstname !== before.firstname || user.lastname !== before.lastname || user.role !== before.role) {
          const revoke = user.role !== before.role || (user.mail.toLowerCase() !== before.mail.toLowerCase() && caller.uid !== user.uid);
          await tx.query(`INSERT INTO account_outbox (uid, kind, payload) VALUES ($1, 'update', $2)`, [
            user.uid,
            JSON.stringify({ email: user.mail, displayName: `${user.firstname} ${user.lastname}`, role: user.role, revoke }),
          ]);
          if (revoke) await tx.query(`UPDATE users SET sessions_ended_at = $2 WHERE uid = $1`, [user.uid, s.now()]);
        }
        await audit(tx, { caller, entity: 'user', uid: user.uid, action: 'update', before, after: user, owner: user.customerUid, at: s.now() });
        await userChanged(tx, user.uid);
        return user;
      });
      await s.accountSync.runFor(updated.uid);
      const pending = confirmation as { token: string; mail: string } | null;
      if (!pending) return updated;
      await s.mailChanges.send(pending.mail, `${updated.firstname} ${updated.lastname}`, pending.token);
      return { ...updated, pendingMail: pending.mail };
    },

    'user.delete': async ({ query, caller }) => {
      await db.transaction(async (tx) => {
        const before = firstOr404(await tx.query<User>(`SELECT ${COLUMNS} FROM users WHERE uid = $1 FOR UPDATE`, [query.userUid]), 'User', 'userUid');
        await requireVersion(tx, 'user', query.userUid, before, before.version, query.version);
        await tx.query(`DELETE FROM users WHERE uid = $1`, [query.userUid]);
        await tx.query(`INSERT INTO account_outbox (uid, kind) VALUES ($1, 'delete')`, [query.userUid]);
        await audit(tx, { caller, entity: 'user', uid: query.userUid, action: 'delete', before, after: null, owner: before.customerUid, at: s.now() });
        await userChanged(tx, query.userUid);
      });
      // Without a record the account can do nothing any more (403); the account itself follows.
      s.onAccountDeleted?.(query.userUid);
      await s.accountSync.runFor(query.userUid);
      return true as const;
    },
  };
}
