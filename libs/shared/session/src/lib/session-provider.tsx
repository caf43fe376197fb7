import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Auth, User as FirebaseUser } from 'firebase/auth';
import { lazyModule, onReconnect } from '@rescue-admin/util';
import type { AppConfig } from './app-config';
import { obtainFirstIdToken } from './first-id-token';
import type { PasswordResetAuth } from './password-reset';
import { AuthSessionProvider, type AuthSession, type AuthStatus, type SessionUser } from './session';
import { SIGN_IN_FAILED_MESSAGE, signInFailureReason, type SignInResult } from './sign-in';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  getIdToken: ((forceRefresh?: boolean) => Promise<string>) | null;
}

/** The reset steps, fetched on first use through the app's one loader (again after a failure). */
const passwordResetSteps = lazyModule(() => import('./password-reset'));

/**
 * The Firebase SDK (app and auth, ./firebase), fetched through the app's one loader: the sign-in
 * form shows before it arrives, so /login's start carries no Firebase.
 */
const firebaseSdk = lazyModule(() => import('./firebase'));

/**
 * Starts loading the Firebase SDK, for the entry to call as early as it can: every start needs it
 * soon (/login to sign in, a signed-in start to restore its session), and the provider would ask
 * for it only once the config and the texts are here.
 */
export function preloadSession(): Promise<unknown> {
  return firebaseSdk.load();
}

interface Firebase {
  sdk: typeof import('./firebase');
  auth: Auth;
}

/** The SDK with the page's auth instance, initialised once (`initFirebase` keeps it). */
const started = (sdk: Firebase['sdk'], config: AppConfig): Firebase => ({ sdk, auth: sdk.initFirebase(config).auth });

const INITIAL: AuthState = { status: 'initialising', user: null, getIdToken: null };

export interface SessionProviderProps {
  config: AppConfig;
  children: ReactNode;
}

/**
 * Loads and initialises Firebase from the runtime config and follows its sign-in state: everything
 * the sign-in page and the auth gate need (`useAuth`). The query/HTTP layer is `ApiProvider`, placed
 * inside this provider where signed-in screens start, so /login loads neither react-query nor ky.
 */
export function SessionProvider({ config, children }: SessionProviderProps) {
  const [firebase, setFirebase] = useState<Firebase | null>(() => {
    const sdk = firebaseSdk.loaded();
    return sdk ? started(sdk, config) : null;
  });
  const [state, setState] = useState<AuthState>(INITIAL);
  const [sessionEnded, setSessionEnded] = useState(false);

  // Loads the SDK; without a connection the load fails and is tried again once the browser is
  // back online. The status stays 'initialising' until Firebase has reported the stored session.
  useEffect(() => {
    if (firebase) return;
    let active = true;
    let stopListening: () => void = () => undefined;
    const attempt = () => {
      firebaseSdk.load().then(
        (sdk) => {
          if (active) setFirebase(started(sdk, config));
        },
        () => {
          if (!active) return;
          stopListening = onReconnect(() => {
            stopListening();
            attempt();
          });
        },
      );
    };
    attempt();
    return () => {
      active = false;
      stopListening();
    };
  }, [config, firebase]);

  useEffect(() => {
    if (!firebase) return;
    const { sdk, auth } = firebase;
    // Stops waiting for the previous user's first token (signed out or switched user meanwhile).
    let stopToken = () => undefined as void;
    const unsubscribe = sdk.onAuthStateChanged(auth, (firebaseUser: FirebaseUser | null) => {
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
  }, [firebase]);

  // A sign-in before the SDK is here waits for it; when it cannot be fetched, that is a missing connection.
  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      try {
        const { sdk, auth } = firebase ?? started(await firebaseSdk.load(), config);
        await sdk.signInWithEmailAndPassword(auth, email, password);
        setSessionEnded(false);
        return { ok: true };
      } catch (error) {
        console.error(SIGN_IN_FAILED_MESSAGE, error);
        return { ok: false, reason: firebase || firebaseSdk.loaded() ? signInFailureReason(error) : 'network' };
      }
    },
    [config, firebase],
  );

  // The API layer drops the cached data itself when the user goes (see ApiProvider). Without the
  // SDK nobody is signed in, so there is nothing to end.
  const signOut = useCallback(async () => {
    if (firebase) await firebase.sdk.signOut(firebase.auth);
  }, [firebase]);
  // Several requests may find out at once; the first one signs out, the rest change nothing.
  const expireSession = useCallback(async () => {
    setSessionEnded(true);
    if (firebase?.auth.currentUser) await firebase.sdk.signOut(firebase.auth);
  }, [firebase]);

  // The reset steps are loaded on demand: /login should not carry them.
  const passwordReset = useMemo<AuthSession['passwordReset']>(() => {
    // The steps' module (and the SDK, when it is not here yet) is fetched on first use: without a
    // connection that fails, and the page says so like any other missing connection instead of
    // waiting for an answer that never comes.
    type Steps = typeof import('./password-reset');
    const withSteps = async <R,>(step: (steps: Steps, functions: PasswordResetAuth) => Promise<R>): Promise<R | { ok: false; reason: 'network' }> => {
      let steps: Steps;
      let functions: PasswordResetAuth;
      try {
        // The app's one loader: 120 s limit, the failure classified and logged with its address.
        const [loadedSteps, { sdk, auth }] = await Promise.all([passwordResetSteps.load(), firebase ?? firebaseSdk.load().then((sdk) => started(sdk, config))]);
        steps = loadedSteps;
        const { sendPasswordResetEmail, verifyPasswordResetCode, confirmPasswordReset, signInWithEmailAndPassword } = sdk;
        functions = { auth, sendPasswordResetEmail, verifyPasswordResetCode, confirmPasswordReset, signInWithEmailAndPassword };
      } catch {
        return { ok: false, reason: 'network' };
      }
      return step(steps, functions);
    };
    return {
      request: (email) => withSteps((steps, functions) => steps.requestPasswordReset(functions, email)),
      check: (code) => withSteps((steps, functions) => steps.checkResetCode(functions, code)),
      confirm: async (code, newPassword) => {
        const result = await withSteps((steps, functions) => steps.resetPassword(functions, code, newPassword));
        if (result.ok) setSessionEnded(false);
        return result;
      },
    };
  }, [config, firebase]);

  const session = useMemo<AuthSession>(
    () => ({ ...state, services: config.services, map: config.map, signIn, signOut, passwordReset, expireSession, sessionEnded }),
    [state, config.services, config.map, signIn, signOut, passwordReset, expireSession, sessionEnded],
  );
  return <AuthSessionProvider session={session}>{children}</AuthSessionProvider>;
}
