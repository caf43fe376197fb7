import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { AppConfig, AuthSession, AuthStatus, SessionUser, SignInResult } from '@rescue-admin/session';
import { AuthSessionProvider, SIGN_IN_FAILED_MESSAGE } from '@rescue-admin/session/testing';
import { ApiProvider } from '../lib/query/api-provider';
import { TEST_USER_UID } from '@rescue-admin/api-contract/testing';
import { TEST_API, TEST_TOKEN } from './test-server';

/** A QueryClient for one test: no retries (a failure shows at once), nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export const TEST_SESSION_USER: SessionUser = { uid: TEST_USER_UID, email: 'admin@example.org' };


export interface TestDataAccessProviderProps {
  children: ReactNode;
  /** Pass one to inspect or seed the cache; a fresh one otherwise. */
  queryClient?: QueryClient;
  /**
   * true: provide only the session, so the code under test sets up the query/HTTP layer with its
   * own `ApiProvider` (as the admin shell's signed-in frame does); `queryClient` is then unused.
   * @default false
   */
  sessionOnly?: boolean;
  /** @default 'signed-in' */
  initialStatus?: AuthStatus;
  /** @default TEST_SESSION_USER (uid 'erika-mustermann') */
  user?: SessionUser;
  /**
   * What `signIn` answers; on `{ ok: true }` the session becomes signed in as `user`.
   * @default () => ({ ok: true })
   */
  signIn?: (email: string, password: string) => SignInResult | Promise<SignInResult>;
  /** The forgotten-password steps; each defaults to success (`check` names TEST_SESSION_USER's e-mail). */
  passwordReset?: Partial<AuthSession['passwordReset']>;
  /** Service bases; set one to null to test a missing base. @default TEST_API */
  services?: Partial<AppConfig['services']>;
  /** false: signed in, but no ID token yet, so there are no HTTP clients (SPEC §4). @default true */
  tokenAvailable?: boolean;
  /**
   * What the session's token getter answers (`forceRefresh`: the API refused the last one); reject
   * to play a token Firebase will not refresh (account disabled or deleted).
   * @default () => TEST_TOKEN
   */
  idToken?: (forceRefresh: boolean) => string | Promise<string>;
  /** The session ended before (the sign-in page says so). @default false */
  sessionEnded?: boolean;
}

/**
 * The data-access provider for tests: the same session context, API layer and hooks as the real
 * `SessionProvider` with `ApiProvider` inside, with a fake session instead of Firebase. Its HTTP clients are real ky
 * clients pointed at TEST_API, so tests mock HTTP (MSW), never hooks.
 */
export function TestDataAccessProvider({
  children,
  queryClient: givenQueryClient,
  initialStatus = 'signed-in',
  user = TEST_SESSION_USER,
  signIn: answerSignIn,
  passwordReset: givenPasswordReset,
  services,
  tokenAvailable = true,
  sessionOnly = false,
  idToken,
  sessionEnded: initialSessionEnded = false,
}: TestDataAccessProviderProps) {
  const [queryClient] = useState(() => givenQueryClient ?? createTestQueryClient());
  const [status, setStatus] = useState<AuthStatus>(initialStatus);
  const [sessionEnded, setSessionEnded] = useState(initialSessionEnded);
  const bases = useMemo(() => ({ ...TEST_API, ...services }), [services]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      const result = answerSignIn ? await answerSignIn(email, password) : ({ ok: true } as const);
      if (result.ok) {
        setStatus('signed-in');
        setSessionEnded(false);
      }
      else console.error(SIGN_IN_FAILED_MESSAGE, result.reason);
      return result;
    },
    [answerSignIn],
  );
  const signOut = useCallback(async () => setStatus('signed-out'), []);
  const expireSession = useCallback(async () => {
    setSessionEnded(true);
    setStatus('signed-out');
  }, []);
  const getIdToken = useCallback(async (forceRefresh?: boolean) => (idToken ? idToken(forceRefresh === true) : TEST_TOKEN), [idToken]);
  const passwordReset = useMemo<AuthSession['passwordReset']>(
    () => ({
      request: givenPasswordReset?.request ?? (async () => ({ ok: true })),
      check: givenPasswordReset?.check ?? (async () => ({ ok: true, email: user.email ?? '' })),
      confirm: async (code, newPassword) => {
        const result = givenPasswordReset?.confirm ? await givenPasswordReset.confirm(code, newPassword) : ({ ok: true } as const);
        if (result.ok) setStatus('signed-in');
        return result;
      },
    }),
    [givenPasswordReset, user.email],
  );

  const session = useMemo<AuthSession>(
    () => ({
      status,
      user: status === 'signed-in' ? user : null,
      services: bases,
      getIdToken: status === 'signed-in' && tokenAvailable ? getIdToken : null,
      signIn,
      signOut,
      passwordReset,
      expireSession,
      sessionEnded,
    }),
    [status, user, bases, tokenAvailable, getIdToken, signIn, signOut, passwordReset, expireSession, sessionEnded],
  );
  return (
    <AuthSessionProvider session={session}>
      {sessionOnly ? children : <ApiProvider queryClient={queryClient}>{children}</ApiProvider>}
    </AuthSessionProvider>
  );
}
