import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { onAuthStateChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User as FirebaseUser } from 'firebase/auth';
import type { AppConfig } from '../config';
import { NO_API_CLIENTS, createApiClients, type ApiClients } from '../http/api-client';
import { initFirebase } from './firebase';
import { SessionProvider, type AuthStatus, type Session, type SessionUser } from './session';
import { SIGN_IN_FAILED_MESSAGE, signInFailureReason, type SignInResult } from './sign-in';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  clients: ApiClients;
}

const INITIAL: AuthState = { status: 'initialising', user: null, clients: NO_API_CLIENTS };

export interface DataAccessProviderProps {
  config: AppConfig;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Initialises Firebase from the runtime config, follows its sign-in state and provides the
 * session (with one set of HTTP clients per signed-in user) and the QueryClient.
 */
export function DataAccessProvider({ config, queryClient, children }: DataAccessProviderProps) {
  const { auth } = useMemo(() => initFirebase(config), [config]);
  const [state, setState] = useState<AuthState>(INITIAL);

  useEffect(() => {
    let current: FirebaseUser | null = null;
    return onAuthStateChanged(auth, (firebaseUser) => {
      current = firebaseUser;
      if (!firebaseUser) {
        setState({ status: 'signed-out', user: null, clients: NO_API_CLIENTS });
        return;
      }
      setState({ status: 'signed-in', user: { uid: firebaseUser.uid, email: firebaseUser.email }, clients: NO_API_CLIENTS });
      // SPEC §4: the clients exist only once an ID token is available. Each request then asks
      // Firebase for the current token, which it refreshes itself before expiry.
      firebaseUser.getIdToken().then(
        () => {
          if (current !== firebaseUser) return; // signed out or switched user meanwhile
          const clients = createApiClients(config.services, () => firebaseUser.getIdToken());
          setState((previous) => (previous.user?.uid === firebaseUser.uid ? { ...previous, clients } : previous));
        },
        (error: unknown) => console.error('ID token could not be obtained', error),
      );
    });
  }, [auth, config.services]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      try {
        await signInWithEmailAndPassword(auth, email, password);
        return { ok: true };
      } catch (error) {
        console.error(SIGN_IN_FAILED_MESSAGE, error);
        return { ok: false, reason: signInFailureReason(error) };
      }
    },
    [auth],
  );

  const signOut = useCallback(async () => {
    await firebaseSignOut(auth);
    // Nothing of the previous user's data may show up for the next one.
    queryClient.clear();
  }, [auth, queryClient]);

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return (
    <SessionProvider session={session} queryClient={queryClient}>
      {children}
    </SessionProvider>
  );
}
