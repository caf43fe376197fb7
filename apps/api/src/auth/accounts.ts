import type { UserRole } from '@rescue-admin/api-contract';
import { randomBytes } from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { AccountServiceTimeoutError, isFirebaseAuthError } from './auth-errors';

export interface AccountChanges {
  email: string;
  displayName: string;
  role: UserRole;
}

export interface NewAccount {
  email: string;
  displayName: string;
  /** The uid to give it (an existing user record's, when an invitation needs an account); default: a new one. */
  uid?: string;
}

/**
 * The custom claim that marks a sign-in account as made by this API: the orphan sweep removes
 * only such accounts, never others a shared or restored Auth project holds.
 */
export const MANAGED_CLAIM = 'rescueAdmin';

/** A password nobody knows: 32 random bytes. An account carries one until its user sets their own. */
export const unusablePassword = (): string => randomBytes(32).toString('base64url');

/** What the API needs to know of a sign-in account. */
export interface AccountState {
  disabled: boolean;
  /** The account's tokensValidAfterTime in ms: moves forward when the password (or e-mail) changes. */
  tokensValidAfter: number;
}

/** The identity side of a user: the Firebase Auth account whose uid is the user record's uid. */
export interface AccountAdmin {
  /**
   * Creates the sign-in account, **disabled** and with a random password nobody knows (the
   * user sets their own through an invitation), marked with {@link MANAGED_CLAIM}. Nobody can
   * sign in with it until {@link enable} — which the API calls only once the user record is
   * stored. Rejects with {@link EmailTakenError} when the e-mail is in use.
   */
  create(account: NewAccount): Promise<{ uid: string } & AccountState>;
  /** Sets the account's password (an accepted invitation); rejects with {@link WeakPasswordError} when the Auth service refuses it. */
  setPassword(uid: string, password: string): Promise<void>;
  /** Ends every session of the account: its refresh tokens are revoked and its ID tokens refused from now on. */
  revokeSessions(uid: string): Promise<void>;
  /** Enables the account and gives its tokens the user's role as a custom claim (`role`, which storage.rules reads). */
  enable(uid: string, role: UserRole): Promise<AccountState>;
  /** Keeps the account's e-mail, display name and `role` claim in line with the user record; null when there is no account. */
  update(uid: string, changes: AccountChanges): Promise<AccountState | null>;
  /** Deletes the account; an account that does not exist counts as deleted. */
  delete(uid: string): Promise<void>;
  /** The account's state, or null when it does not exist. */
  get(uid: string): Promise<AccountState | null>;
  /** The uid of the account with this e-mail, or null. */
  uidByEmail(email: string): Promise<string | null>;
  /** Every disabled account this API created ({@link MANAGED_CLAIM}), with its creation time (ms) — for removing accounts a crashed create left behind. */
  listDisabled(): Promise<{ uid: string; createdAt: number }[]>;
}

/**
 * Every call to the Auth service with a short, explicit time-out: firebase-admin itself waits up
 * to 25 s per try and retries, and a request waiting that long holds its client for minutes.
 */
export function withTimeouts(admin: AccountAdmin, timeoutMs: number): AccountAdmin {
  const limit = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A): Promise<R> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AccountServiceTimeoutError(`The sign-in service did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([call(...args), timeout]).finally(() => clearTimeout(timer));
  };
  return {
    create: limit((account) => admin.create(account)),
    setPassword: limit((uid, password) => admin.setPassword(uid, password)),
    revokeSessions: limit((uid) => admin.revokeSessions(uid)),
    enable: limit((uid, role) => admin.enable(uid, role)),
    update: limit((uid, changes) => admin.update(uid, changes)),
    delete: limit((uid) => admin.delete(uid)),
    get: limit((uid) => admin.get(uid)),
    uidByEmail: limit((email) => admin.uidByEmail(email)),
    // A sweep pages through every account: it gets more time, and runs off the request path.
    listDisabled: () => admin.listDisabled(),
  };
}

/** The Auth service refused a password as too weak (its own rules). */
export class WeakPasswordError extends Error {
  override name = 'WeakPasswordError';
  constructor() {
    super('The sign-in service refused the password as too weak');
  }
}

/** The e-mail address belongs to another account (the message does not repeat it: errors get logged). */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
  constructor() {
    super('The e-mail address is already in use by another sign-in account');
  }
}

const stateOf = (record: UserRecord): AccountState => ({
  disabled: record.disabled,
  tokensValidAfter: record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : 0,
});

export class FirebaseAccountAdmin implements AccountAdmin {
  constructor(private readonly auth: Auth) {}

  async create(account: NewAccount): Promise<{ uid: string } & AccountState> {
    try {
      const record = await this.auth.createUser({
        ...(account.uid ? { uid: account.uid } : {}),
        email: account.email,
        password: unusablePassword(),
        displayName: account.displayName,
        disabled: true,
      });
      await this.auth.setCustomUserClaims(record.uid, { [MANAGED_CLAIM]: true });
      return { uid: record.uid, ...stateOf(record) };
    } catch (error) {
      if (hasCode(error, 'auth/email-already-exists')) throw new EmailTakenError();
      throw error;
    }
  }

  async enable(uid: string, role: UserRole): Promise<AccountState> {
    // The claim first: the account must never be usable without it.
    await this.auth.setCustomUserClaims(uid, { role, [MANAGED_CLAIM]: true });
    return stateOf(await this.auth.updateUser(uid, { disabled: false }));
  }

  async setPassword(uid: string, password: string): Promise<void> {
    try {
      await this.auth.updateUser(uid, { password });
    } catch (error) {
      if (hasCode(error, 'auth/invalid-password')) throw new WeakPasswordError();
      throw error;
    }
  }

  async revokeSessions(uid: string): Promise<void> {
    try {
      await this.auth.revokeRefreshTokens(uid);
    } catch (error) {
      if (hasCode(error, 'auth/user-not-found')) return;
      throw error;
    }
  }

  async update(uid: string, { email, displayName, role }: AccountChanges): Promise<AccountState | null> {
    try {
      const record = await this.auth.getUser(uid);
      await this.auth.setCustomUserClaims(uid, { ...record.customClaims, role });
      return stateOf(await this.auth.updateUser(uid, { email, displayName }));
    } catch (error) {
      // Seeded demo users have no sign-in account; their record can still be edited.
      if (hasCode(error, 'auth/user-not-found')) return null;
      if (hasCode(error, 'auth/email-already-exists')) throw new EmailTakenError();
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

  async uidByEmail(email: string): Promise<string | null> {
    try {
      return (await this.auth.getUserByEmail(email)).uid;
    } catch (error) {
      if (hasCode(error, 'auth/user-not-found')) return null;
      throw error;
    }
  }

  async listDisabled(): Promise<{ uid: string; createdAt: number }[]> {
    const found: { uid: string; createdAt: number }[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.auth.listUsers(1000, pageToken);
      for (const user of page.users) if (user.disabled && user.customClaims?.[MANAGED_CLAIM] === true) found.push({ uid: user.uid, createdAt: Date.parse(user.metadata.creationTime) });
      pageToken = page.pageToken;
    } while (pageToken);
    return found;
  }

  async get(uid: string): Promise<AccountState | null> {
    try {
      return stateOf(await this.auth.getUser(uid));
    } catch (error) {
      if (hasCode(error, 'auth/user-not-found')) return null;
      throw error;
    }
  }
}

function hasCode(error: unknown, code: string): boolean {
  return isFirebaseAuthError(error) && error.code === code;
}
