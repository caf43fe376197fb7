import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  confirmPasswordReset,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  verifyPasswordResetCode,
  type User as FirebaseUser,
} from 'firebase/auth';
import { lazyModule } from '@rescue-admin/util';
import type { AppConfig } from './app-config';
import { initFirebase } from './firebase';
import { obtainFirstIdToken } from './first-id-token';
import { AuthSessionProvider, type AuthSession, type AuthStatus, type SessionUser } from './session';
import { SIGN_IN_FAILED_MESSAGE, signInFailureReason, type SignInResult } from './sign-in';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  getIdToken: ((forceRefresh?: boolean) => Promise<string>) | null;
}

/** The reset steps, fetched on first use through the app's one loader (again after a failure). */
const passwordResetSteps = lazyModule(() => import('./password-reset'));

const INITIAL: AuthState = { status: 'initialising', user: null, getIdToken: null };

export interface SessionProviderProps {
  config: AppConfig;
  children: ReactNode;
}

/**
 * Initialises Firebase from the runtime config and follows its sign-in state: everything the
 * sign-in page and the auth gate need (`useAuth`). The query/HTTP layer is `ApiProvider`, placed
 * inside this provider where signed-in screens start, so /login loads neither react-query nor ky.
 */
export function SessionProvider({ config, children }: SessionProviderProps) {
  const { auth } = useMemo(() => initFirebase(config), [config]);
  const [state, setState] = useState<AuthState>(INITIAL);
  const [sessionEnded, setSessionEnded] = useState(false);

  useEffect(() => {
    // Stops waiting for the previous user's first token (signed out or switched user meanwhile).
    let stopToken = () => undefined as void;
    const unsubscribe = onAuthStateChanged(auth, (firebaseUser: FirebaseUser | null) => {
      stopToken();
      if (!firebaseUser) {
        setState({ status: 'signed-out', user: null, getIdToken: null });
        return;
      }
      setState({ status: 'signed-in', user: { uid: firebaseUser.uid, email: firebaseUser.email }, getIdToken: null });
      // SPEC §4: the HTTP clients exist only once an ID token is available. Each request then asks
      // Firebase for the current token, which it refreshes itself before expiry. Without a
      // connection the first one is asked for again once the browser is back online.
      stopToken = obtainFirstIdToken(firebaseUser, () => {
        // Signing in again as the same user (after a password change) replaces auth.currentUser
        // without an auth-state event; its tokens are the ones the API accepts from then on.
        const getIdToken = (forceRefresh?: boolean) =>
          (auth.currentUser?.uid === firebaseUser.uid ? auth.currentUser : firebaseUser).getIdToken(forceRefresh);
        setState((previous) => (previous.user?.uid === firebaseUser.uid ? { ...previous, getIdToken } : previous));
      });
    });
    return () => {
      stopToken();
      unsubscribe();
    };
  }, [auth]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      try {
        await signInWithEmailAndPassword(auth, email, password);
        setSessionEnded(false);
        return { ok: true };
      } catch (error) {
        console.error(SIGN_IN_FAILED_MESSAGE, error);
        return { ok: false, reason: signInFailureReason(error) };
      }
    },
    [auth],
  );

  // The API layer drops the cached data itself when the user goes (see ApiProvider).
  const signOut = useCallback(() => firebaseSignOut(auth), [auth]);
  // Several requests may find out at once; the first one signs out, the rest change nothing.
  const expireSession = useCallback(async () => {
    setSessionEnded(true);
    if (auth.currentUser) await firebaseSignOut(auth);
  }, [auth]);

  // The reset steps are loaded on demand: /login should not carry them.
  const passwordReset = useMemo<AuthSession['passwordReset']>(() => {
    const functions = { auth, sendPasswordResetEmail, verifyPasswordResetCode, confirmPasswordReset, signInWithEmailAndPassword };
    // The steps' module is fetched on first use: without a connection that fails, and the page
    // says so like any other missing connection instead of waiting for an answer that never comes.
    type Steps = typeof import('./password-reset');
    const withSteps = async <R,>(step: (steps: Steps) => Promise<R>): Promise<R | { ok: false; reason: 'network' }> => {
      let steps: Steps;
      try {
        // The app's one loader: 120 s limit, the failure classified and logged with its address.
        steps = await passwordResetSteps.load();
      } catch {
        return { ok: false, reason: 'network' };
      }
      return step(steps);
    };
    return {
      request: (email) => withSteps((steps) => steps.requestPasswordReset(functions, email)),
      check: (code) => withSteps((steps) => steps.checkResetCode(functions, code)),
      confirm: async (code, newPassword) => {
        const result = await withSteps((steps) => steps.resetPassword(functions, code, newPassword));
        if (result.ok) setSessionEnded(false);
        return result;
      },
    };
  }, [auth]);

  const session = useMemo<AuthSession>(
    () => ({ ...state, services: config.services, map: config.map, signIn, signOut, passwordReset, expireSession, sessionEnded }),
    [state, config.services, config.map, signIn, signOut, passwordReset, expireSession, sessionEnded],
  );
  return <AuthSessionProvider session={session}>{children}</AuthSessionProvider>;
}
