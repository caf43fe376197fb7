import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig } from './app-config';
import type { PasswordResetResult } from './password-reset';
import type { SignInResult } from './sign-in';

export type AuthStatus = 'initialising' | 'signed-in' | 'signed-out';

export interface SessionUser {
  uid: string;
  email: string | null;
}

/**
 * What the app knows about the signed-in session. The real `SessionProvider` fills it from
 * Firebase, the test provider from a fake; the API layer (`ApiProvider`) and every hook read only
 * this. It holds nothing of react-query or ky, so the sign-in page can have it without them.
 */
export interface AuthSession {
  status: AuthStatus;
  user: SessionUser | null;
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  /**
   * The forgotten password (signed out): `request` has the Auth service e-mail a reset link (an
   * unknown address answers like a known one), `check` names the account of a link's code,
   * `confirm` sets the new password and signs in with it. Each resolves with why it failed
   * instead of throwing.
   */
  passwordReset: {
    request(email: string): Promise<PasswordResetResult>;
    check(code: string): Promise<PasswordResetResult<{ email: string }>>;
    confirm(code: string, newPassword: string): Promise<PasswordResetResult>;
  };
  /** The service bases from the runtime config; the API layer builds its clients for them. */
  services: AppConfig['services'];
  /** The map tiles from the runtime config; absent: the maps draw without tiles. */
  map?: AppConfig['map'];
  /**
   * The signed-in user's current ID token (`forceRefresh`: a new one from Firebase). Null until a
   * first token has been obtained and while signed out, so no HTTP client exists without a token
   * (SPEC §4); a new function per user.
   */
  getIdToken: ((forceRefresh?: boolean) => Promise<string>) | null;
  /**
   * The API refused the session although its token was just refreshed (account disabled, deleted,
   * sign-ins revoked), or the token could not be refreshed: signs out and remembers why, so the
   * sign-in page can say that the session ended. Calling it more than once does no harm.
   */
  expireSession(): Promise<void>;
  /** true after `expireSession`, until the next sign-in: the sign-in page says the session ended. */
  sessionEnded: boolean;
}

const AuthSessionContext = createContext<AuthSession | null>(null);

export function useAuthSession(): AuthSession {
  const session = useContext(AuthSessionContext);
  if (!session) throw new Error('session hooks must be used inside <SessionProvider> (<TestDataAccessProvider> in tests)');
  return session;
}

/** The provider both the real and the test session render. */
export function AuthSessionProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}

/** Sign-in state and actions. */
export function useAuth(): Pick<AuthSession, 'status' | 'user' | 'signIn' | 'signOut' | 'passwordReset' | 'sessionEnded'> {
  const { status, user, signIn, signOut, passwordReset, sessionEnded } = useAuthSession();
  return { status, user, signIn, signOut, passwordReset, sessionEnded };
}
