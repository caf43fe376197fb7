import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCapability, useGrants } from '@rescue-admin/data-access';
import { useAuthSession } from '@rescue-admin/session';
import { LiveStoreProvider } from '../store/live-store-provider';
import { createLiveSession, LIVE_EVENTS } from './live-session';

export interface LiveProviderProps {
  children: ReactNode;
  /** How the stream and the heartbeat are sent (a test's fake). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/**
 * The live stream of the signed-in app: for the session's user (once an ID token exists) it opens
 * `GET <base>/events`, applies what happens to react-query's cache and provides the live store
 * to the hooks below. Sign-out, another user or another token function ends the stream and clears
 * the store. Where the service has no stream (SPEC.md only, or the stream answered 404) it steps
 * aside: nothing is asked, nothing is shown, the hooks stay inert. It shows nothing itself (the
 * shell's offline banner is the only connection notice). Place it inside `ApiProvider`.
 */
export function LiveProvider({ children, fetch }: LiveProviderProps) {
  const queryClient = useQueryClient();
  const { status, user, services, getIdToken } = useAuthSession();
  // Not before session.grants has answered (asked here too, should no screen have asked yet): a
  // service that implements SPEC.md only answers it 404 and is then never asked for a stream.
  const grantsPending = useGrants().isPending;
  const offered = useCapability(LIVE_EVENTS) !== 'absent' && !grantsPending;
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;
  const base = services.base;

  const session = useMemo(
    () => (offered && uid !== null && base !== null && getIdToken !== null ? createLiveSession({ queryClient, uid, base, getToken: getIdToken, fetch }) : null),
    [offered, uid, base, getIdToken, queryClient, fetch],
  );
  useEffect(() => {
    if (!session) return undefined;
    session.start();
    return () => session.stop();
  }, [session]);

  return <LiveStoreProvider store={session?.store ?? null}>{children}</LiveStoreProvider>;
}
