import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ApiClients } from '../http/api-client';
import { bindApiClients } from '../query/client-registry';
import type { SignInResult } from './sign-in';

export type AuthStatus = 'initialising' | 'signed-in' | 'signed-out';

export interface SessionUser {
  uid: string;
  email: string | null;
}

/**
 * What the app knows about the signed-in session. The real provider fills it from Firebase, the
 * test provider from a fake; everything below (hooks, queries, mutations) reads only this.
 */
export interface Session {
  status: AuthStatus;
  user: SessionUser | null;
  clients: ApiClients;
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('data-access hooks must be used inside <DataAccessProvider> (or <TestDataAccessProvider> in tests)');
  return session;
}

/** The provider both the real and the test provider render: one context, one QueryClient. */
export function SessionProvider({ session, queryClient, children }: { session: Session; queryClient: QueryClient; children: ReactNode }) {
  // Bound during render, not in an effect: children's queries may start fetching in this very
  // render (suspense queries) or in their effects, which run before a parent's effects.
  bindApiClients(queryClient, session.clients);
  return (
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SessionContext.Provider>
  );
}

/** Sign-in state and actions. */
export function useAuth(): Pick<Session, 'status' | 'user' | 'signIn' | 'signOut'> {
  const { status, user, signIn, signOut } = useSession();
  return { status, user, signIn, signOut };
}

/** The session's HTTP clients; all null until an ID token exists for the signed-in user (SPEC §4). */
export function useApiClients(): ApiClients {
  return useSession().clients;
}
