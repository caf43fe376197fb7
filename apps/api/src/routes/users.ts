import type { User } from '@rescue-admin/api-contract';
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
    'user.all': () => db.query<User>(`SELECT ${COLUMNS} FROM users ORDER BY lastname, firstname, uid`),

    'user.lookup': async ({ query }) =>
      firstOr404(await db.query<User>(`SELECT ${COLUMNS} FROM users WHERE uid = $1`, [query.userUid]), 'User', 'userUid'),

    'user.create': async ({ body }) => {
      // Check what can be checked before the Auth account exists, so a rejected request leaves none.
      await requireExisting(db, 'customers', body.customerUid, 'Customer', 'customerUid');
      if ((await db.query(`SELECT 1 FROM users WHERE lower(mail) = lower($1)`, [body.mail])).length > 0) throw mailTaken();

      const uid = await s.accounts
        .create({ email: body.mail, password: body.password, displayName: `${body.firstname} ${body.lastname}` })
        .catch((error: unknown) => {
          throw error instanceof EmailTakenError ? mailTaken() : error;
        });
      try {
        await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ($1, $2, $3, $4, $5, $6)`, [
          uid,
          body.firstname,
          body.lastname,
          body.mail,
          body.role,
          body.customerUid,
        ]);
      } catch (error) {
        // The profile could not be stored (e.g. a concurrent request took the e-mail): undo the account.
        await s.accounts.delete(uid);
        throw error;
      }
      return uid;
    },

    'user.update': ({ body }) =>
      db.transaction(async (tx) => {
        const user = firstOr404(
          await tx.query<User>(
            `UPDATE users SET firstname = $2, lastname = $3, mail = $4, role = $5, customer_uid = $6 WHERE uid = $1 RETURNING ${COLUMNS}`,
            [body.uid, body.firstname, body.lastname, body.mail, body.role, body.customerUid],
          ),
          'User',
          'uid',
        );
        // Inside the transaction: when Auth refuses the new e-mail, the record change is rolled back too.
        await s.accounts.update(user.uid, { email: user.mail, displayName: `${user.firstname} ${user.lastname}` }).catch((error: unknown) => {
          throw error instanceof EmailTakenError ? mailTaken() : error;
        });
        return user;
      }),

    'user.delete': ({ query }) =>
      db.transaction(async (tx) => {
        firstOr404(await tx.query(`DELETE FROM users WHERE uid = $1 RETURNING uid`, [query.userUid]), 'User', 'userUid');
        await s.accounts.delete(query.userUid);
        s.onAccountDeleted?.(query.userUid);
        return true as const;
      }),
  };
}
