import type { Auth } from 'firebase-admin/auth';
import { isFirebaseAuthError } from './token-verifier';

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
}

/** The identity side of a user: the Firebase Auth account whose uid is the user record's uid. */
export interface AccountAdmin {
  /** Creates the sign-in account; rejects with {@link EmailTakenError} when the e-mail is in use. */
  create(account: NewAccount): Promise<string>;
  /** Keeps the account's e-mail and display name in line with the user record (no-op without account). */
  update(uid: string, changes: { email: string; displayName: string }): Promise<void>;
  /** Deletes the account; an account that does not exist counts as deleted. */
  delete(uid: string): Promise<void>;
}

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

export class FirebaseAccountAdmin implements AccountAdmin {
  constructor(private readonly auth: Auth) {}

  async create(account: NewAccount): Promise<string> {
    try {
      const record = await this.auth.createUser({ email: account.email, password: account.password, displayName: account.displayName });
      return record.uid;
    } catch (error) {
      if (hasCode(error, 'auth/email-already-exists')) throw new EmailTakenError(account.email);
      throw error;
    }
  }

  async update(uid: string, changes: { email: string; displayName: string }): Promise<void> {
    try {
      await this.auth.updateUser(uid, changes);
    } catch (error) {
      // Seeded demo users have no sign-in account; their record can still be edited.
      if (hasCode(error, 'auth/user-not-found')) return;
      if (hasCode(error, 'auth/email-already-exists')) throw new EmailTakenError(changes.email);
      throw error;
    }
  }

  async delete(uid: string): Promise<void> {
    try {
      await this.auth.deleteUser(uid);
    } catch (error) {
      if (hasCode(error, 'auth/user-not-found')) return;
      throw error;
    }
  }
}

function hasCode(error: unknown, code: string): boolean {
  return isFirebaseAuthError(error) && error.code === code;
}
