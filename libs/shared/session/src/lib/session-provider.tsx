import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Auth, User as FirebaseUser } from 'firebase/auth';
import { lazyModule, onReconnect, pageStart, type StartSignal } from '@rescue-admin/util';
import type { AppConfig } from './app-config';
import type { FirebaseHandles } from './firebase-handles';
import { obtainFirstIdToken } from './first-id-token';
import type { PasswordResetAuth } from './password-reset';
import { readUsableSession, restoredSession, type RestoredSession } from './restored-session';
import { AuthSessionProvider, type AuthSession, type AuthStatus, type SessionUser } from './session';
import { forgetStoredSession } from './stored-session';
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

/** Resolves once something asks for the SDK now (a restored session waits for its start otherwise). */
let requestSdk: () => void = () => undefined;
const sdkRequested = new Promise<void>((resolve) => {
  requestSdk = resolve;
});
/** Whether a restored session has put off loading the SDK (until its first screen, or until asked). */
let sdkDeferred = false;

/**
 * Starts loading the Firebase SDK, for the entry to call as early as it can on /login: signing in
 * needs it, and the provider would ask for it only once the config and the texts are here. A
 * signed-in start leaves it to the provider (it needs the SDK only after its first screen, when
 * Firebase kept a usable session).
 */
export function preloadSession(): Promise<unknown> {
  requestSdk();
  return firebaseSdk.load();
}

/**
 * The page's Firebase app for the other Firebase services (Storage): at once when the SDK runs; when
 * a restored session has put it off, asked for now and resolved once it runs; null when no session
 * has started Firebase (the tests' sessions).
 */
export async function loadFirebaseHandles(): Promise<FirebaseHandles | null> {
  if (!sdkDeferred) return firebaseSdk.loaded()?.firebaseHandles() ?? null;
  requestSdk();
  return (await firebaseSdk.load()).nextFirebaseHandles();
}

interface Firebase {
  sdk: typeof import('./firebase');
  auth: Auth;
}

/** The SDK with the page's auth instance, initialised once (`initFirebase` keeps it). */
const started = (sdk: Firebase['sdk'], config: AppConfig): Firebase => {
  sdkDeferred = false;
  return { sdk, auth: sdk.initFirebase(config).auth };
};

const INITIAL: AuthState = { status: 'initialising', user: null, getIdToken: null };

export interface SessionProviderProps {
  config: AppConfig;
  children: ReactNode;
  /** The start a restored session's SDK waits for (a test's own). @default util's pageStart */
  start?: StartSignal;
}

/** The latest a restored session's SDK waits for the first screen. */
const SDK_AFTER_START_MS = 10_000;

/**
 * Loads and initialises Firebase from the runtime config and follows its sign-in state: everything
 * the sign-in page and the auth gate need (`useAuth`). The query/HTTP layer is `ApiProvider`, placed
 * inside this provider where signed-in screens start, so /login loads neither react-query nor ky.
 *
 * A start with a session Firebase kept in this browser (./stored-session.ts) does not wait for
 * the SDK: it is signed in at once with the stored token (or one the Auth service refreshed), and
 * the SDK loads after the first screen (`start`), or at once when something needs it (a token
 * refresh, sign-out, a file). When Firebase then reports the same user, its tokens take over
 * without a new session; no user or another one ends the restored session.
 */
export function SessionProvider({ config, children, start = pageStart }: SessionProviderProps) {
  const [firebase, setFirebase] = useState<Firebase | null>(() => {
    const sdk = firebaseSdk.loaded();
    return sdk ? started(sdk, config) : null;
  });
  const [state, setState] = useState<AuthState>(INITIAL);
  const [sessionEnded, setSessionEnded] = useState(false);
  const restored = useRef<RestoredSession | null>(null);

  // Loads the SDK; without a connection the load fails and is tried again once the browser is
  // back online. Without a restored session the status stays 'initialising' until Firebase has
  // reported the stored session.
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
    const afterStart = () => void Promise.race([start.settled(SDK_AFTER_START_MS), sdkRequested]).then(() => active && attempt());
    if (restored.current) afterStart();
    else {
      void readUsableSession(config).then((stored) => {
        if (!active) return;
        if (!stored || firebaseSdk.loaded()) {
          attempt();
          return;
        }
        const session = restoredSession(stored, requestSdk);
        restored.current = session;
        sdkDeferred = true;
        setState({ status: 'signed-in', user: session.user, getIdToken: session.getIdToken });
        afterStart();
      });
    }
    return () => {
      active = false;
      stopListening();
    };
  }, [config, firebase, start]);

  useEffect(() => {
    if (!firebase) return;
    const { sdk, auth } = firebase;
    // Stops waiting for the previous user's first token (signed out or switched user meanwhile).
    let stopToken = () => undefined as void;
    const unsubscribe = sdk.onAuthStateChanged(auth, (firebaseUser: FirebaseUser | null) => {
      stopToken();
      const restoredUser = restored.current;
      restored.current = null;
      if (restoredUser && firebaseUser?.uid === restoredUser.user.uid) {
        // The session restored without the SDK is Firebase's: its tokens from now on, same session.
        restoredUser.handOver((forceRefresh) => (auth.currentUser?.uid === firebaseUser.uid ? auth.currentUser : firebaseUser).getIdToken(forceRefresh));
        // Its e-mail may have changed since it was stored (a confirmed change in another tab).
        if (firebaseUser.email !== restoredUser.user.email) setState((previous) => ({ ...previous, user: { uid: firebaseUser.uid, email: firebaseUser.email } }));
        return;
      }
      restoredUser?.end();
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

  // The SDK for signing out: a restored session may not have it yet. Without the SDK and without a
  // restored session nobody is signed in, so there is nothing to end.
  const signedInFirebase = useCallback(async (): Promise<Firebase | null> => {
    if (firebase) return firebase;
    if (!restored.current) return null;
    requestSdk();
    const loaded = started(await firebaseSdk.load(), config);
    setFirebase(loaded);
    return loaded;
  }, [config, firebase]);
  // The API layer drops the cached data itself when the user goes (see ApiProvider).
  const signOut = useCallback(async () => {
    const signedIn = await signedInFirebase().catch(async (error: unknown) => {
      if (!restored.current) throw error;
      // A restored session whose SDK cannot load (offline, its chunk not in the cache) still ends:
      // Firebase's record of the user goes as its own sign-out removes it, so no later start restores it.
      await forgetStoredSession(config.firebase.apiKey);
      return null;
    });
    if (signedIn) await signedIn.sdk.signOut(signedIn.auth);
    else if (!restored.current) return;
    // Signed out when this resolves, as with Firebase's own report (which a restored session's
    // just-started SDK may send later): the gate then still sees where the user was.
    restored.current?.end();
    restored.current = null;
    setState({ status: 'signed-out', user: null, getIdToken: null });
  }, [config, signedInFirebase]);
  // Several requests may find out at once; the first one signs out, the rest change nothing.
  const expireSession = useCallback(async () => {
    setSessionEnded(true);
    const signedIn = await signedInFirebase();
    // A restored session's SDK may just have started: its user is known once it has read the store.
    await signedIn?.auth.authStateReady();
    if (signedIn?.auth.currentUser) await signedIn.sdk.signOut(signedIn.auth);
  }, [signedInFirebase]);

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
