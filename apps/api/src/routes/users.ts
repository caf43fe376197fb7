import type { User } from '@rescue-admin/api-contract';
import { userChanged } from '../access/callers';
import { EmailTakenError } from '../auth/accounts';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import { conflict } from '../http/errors';
import type { Services } from '../services';

const COLUMNS = `uid, firstname, lastname, mail, role, customer_uid AS "customerUid"`;

const mailTaken = () => conflict('E-mail address already in use', { mail: 'duplicate' });

/**
 * User service. A user is two things kept in step: the Firebase Auth account (sign-in) and the
 * profile record here, sharing one uid — so the app can look the profile up by the signed-in uid.
 */
export function userHandlers(s: Services): Pick<EndpointHandlers, 'user.all' | 'user.create' | 'user.update' | 'user.delete' | 'user.lookup'> {
  const { db } = s;
  return {
    'user.all': ({ scope }) =>
      db.query<User>(`SELECT ${COLUMNS} FROM users WHERE $1::text IS NULL OR customer_uid = $1 ORDER BY lastname, firstname, uid`, [
        scope?.customerUid ?? null,
      ]),

    'user.lookup': async ({ query }) =>
      firstOr404(await db.query<User>(`SELECT ${COLUMNS} FROM users WHERE uid = $1`, [query.userUid]), 'User', 'userUid'),

    /*
     * The account is created disabled and enabled only once the record is stored: a failure (or a
     * crash) in between leaves an account nobody can sign in with, and no way into the API.
     * The record remembers the account's token time, so the API can tell when the user has
     * replaced the initial password (access/callers.ts).
     */
    'user.create': async ({ body }) => {
      // Check what can be checked before the Auth account exists, so a rejected request leaves none.
      await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      if ((await db.query(`SELECT 1 FROM users WHERE lower(mail) = lower($1)`, [body.mail])).length > 0) throw mailTaken();

      const account = await s.accounts
        .create({ email: body.mail, password: body.password, displayName: `${body.firstname} ${body.lastname}` })
        .catch((error: unknown) => {
          throw error instanceof EmailTakenError ? mailTaken() : error;
        });
      const { uid } = account;
      try {
        await db.transaction(async (tx) => {
          await tx.query(
            `INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid, initial_password_marker) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [uid, body.firstname, body.lastname, body.mail, body.role, body.customerUid, account.tokensValidAfter],
          );
          await userChanged(tx, uid);
        });
      } catch (error) {
        // The profile could not be stored (e.g. a concurrent request took the e-mail): undo the account.
        await s.accounts.delete(uid);
        throw error;
      }
      const enabled = await s.accounts.enable(uid);
      if (enabled.tokensValidAfter !== account.tokensValidAfter) await rememberAccountChange(uid, enabled.tokensValidAfter);
      return uid;
    },

    'user.update': async ({ body }) => {
      const user = await db.transaction(async (tx) => {
        const updated = firstOr404(
          await tx.query<User>(
            `UPDATE users SET firstname = $2, lastname = $3, mail = $4, role = $5, customer_uid = $6 WHERE uid = $1 RETURNING ${COLUMNS}`,
            [body.uid, body.firstname, body.lastname, body.mail, body.role, body.customerUid],
          ),
          'User',
          'uid',
        );
        await userChanged(tx, updated.uid);
        // Inside the transaction: when Auth refuses the new e-mail, the record change is rolled back too.
        const account = await s.accounts.update(updated.uid, { email: updated.mail, displayName: `${updated.firstname} ${updated.lastname}` }).catch((error: unknown) => {
          throw error instanceof EmailTakenError ? mailTaken() : error;
        });
        // A changed e-mail moves the account's token time; that was the API, not a password change.
        if (account) await tx.query(`UPDATE users SET initial_password_marker = $2 WHERE uid = $1 AND initial_password_marker IS NOT NULL`, [updated.uid, account.tokensValidAfter]);
        return updated;
      });
      return user;
    },

    'user.delete': ({ query }) =>
      db.transaction(async (tx) => {
        firstOr404(await tx.query(`DELETE FROM users WHERE uid = $1 RETURNING uid`, [query.userUid]), 'User', 'userUid');
        await userChanged(tx, query.userUid);
        await s.accounts.delete(query.userUid);
        s.onAccountDeleted?.(query.userUid);
        return true as const;
      }),
  };

  async function rememberAccountChange(uid: string, tokensValidAfter: number): Promise<void> {
    await db.query(`UPDATE users SET initial_password_marker = $2 WHERE uid = $1 AND initial_password_marker IS NOT NULL`, [uid, tokensValidAfter]);
  }
}
