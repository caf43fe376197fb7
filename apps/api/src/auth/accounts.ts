import type { UserRole } from '@rescue-admin/api-contract';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { AccountServiceTimeoutError, isFirebaseAuthError } from './auth-errors';

export interface AccountChanges {
  email: string;
  displayName: string;
  role: UserRole;
}

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
}

/** What the API needs to know of a sign-in account. */
export interface AccountState {
  disabled: boolean;
  /** The account's tokensValidAfterTime in ms: moves forward when the password (or e-mail) changes. */
  tokensValidAfter: number;
}

/** The identity side of a user: the Firebase Auth account whose uid is the user record's uid. */
export interface AccountAdmin {
  /**
   * Creates the sign-in account, **disabled**: nobody can sign in with it until {@link enable} —
   * which the API calls only once the user record is stored. Rejects with {@link EmailTakenError}
   * when the e-mail is in use.
   */
  create(account: NewAccount): Promise<{ uid: string } & AccountState>;
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
  /** Every disabled account with its creation time (ms) — for removing accounts a crashed create left behind. */
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
    enable: limit((uid, role) => admin.enable(uid, role)),
    update: limit((uid, changes) => admin.update(uid, changes)),
    delete: limit((uid) => admin.delete(uid)),
    get: limit((uid) => admin.get(uid)),
    uidByEmail: limit((email) => admin.uidByEmail(email)),
    // A sweep pages through every account: it gets more time, and runs off the request path.
    listDisabled: () => admin.listDisabled(),
  };
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
      const record = await this.auth.createUser({ email: account.email, password: account.password, displayName: account.displayName, disabled: true });
      return { uid: record.uid, ...stateOf(record) };
    } catch (error) {
      if (hasCode(error, 'auth/email-already-exists')) throw new EmailTakenError();
      throw error;
    }
  }

  async enable(uid: string, role: UserRole): Promise<AccountState> {
    // The claim first: the account must never be usable without it.
    await this.auth.setCustomUserClaims(uid, { role });
    return stateOf(await this.auth.updateUser(uid, { disabled: false }));
  }

  async update(uid: string, { email, displayName, role }: AccountChanges): Promise<AccountState | null> {
    try {
      await this.auth.setCustomUserClaims(uid, { role });
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
      for (const user of page.users) if (user.disabled) found.push({ uid: user.uid, createdAt: Date.parse(user.metadata.creationTime) });
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
