import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCapability, useGrants } from '@rescue-admin/data-access';
import { useAuthSession } from '@rescue-admin/session';
import { lazyModule, onReconnect } from '@rescue-admin/util';
import { LiveStoreProvider } from '../store/live-store-provider';
import { LIVE_EVENTS } from './live-offer';

/**
 * The stream's code (connection, SSE parser, cache patcher, store) is a lazy chunk: nothing on a
 * first screen waits for it, and it loads once a session wants a stream.
 */
const liveSession = lazyModule(() => import('./live-session'));
type CreateLiveSession = Awaited<ReturnType<typeof liveSession.load>>['createLiveSession'];

export interface LiveProviderProps {
  children: ReactNode;
  /** How the stream and the heartbeat are sent (a test's fake). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/**
 * The live stream of the signed-in app: for the session's user (once an ID token exists) it loads
 * the stream's code, opens `GET <base>/events`, applies what happens to react-query's cache and
 * provides the live store to the hooks below (inert until then). Sign-out, another user or another
 * token function ends the stream and clears the store. Where the service has no stream (SPEC.md
 * only, or the stream answered 404) it steps aside: nothing is loaded or asked, nothing is shown,
 * the hooks stay inert. It shows nothing itself (the shell's offline banner is the only connection
 * notice); a code load that fails is tried again when the browser is back online.
 * Place it inside `ApiProvider`.
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
  const wanted = offered && uid !== null && base !== null && getIdToken !== null;
  const createLiveSession = useLiveSessionCode(wanted);

  const session = useMemo(
    () =>
      createLiveSession && offered && uid !== null && base !== null && getIdToken !== null
        ? createLiveSession({ queryClient, uid, base, getToken: getIdToken, fetch })
        : null,
    [createLiveSession, offered, uid, base, getIdToken, queryClient, fetch],
  );
  useEffect(() => {
    if (!session) return undefined;
    session.start();
    return () => session.stop();
  }, [session]);

  return <LiveStoreProvider store={session?.store ?? null}>{children}</LiveStoreProvider>;
}

/** createLiveSession once its chunk is here; the load starts when `wanted` and is retried at `online` after a failure. */
function useLiveSessionCode(wanted: boolean): CreateLiveSession | null {
  const [code, setCode] = useState<CreateLiveSession | null>(() => liveSession.loaded()?.createLiveSession ?? null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || code) return undefined;
    let current = true;
    let stopListening = () => undefined as void;
    liveSession.load().then(
      (module) => {
        if (current) setCode(() => module.createLiveSession);
      },
      () => {
        if (current) stopListening = onReconnect(() => setAttempt((count) => count + 1));
      },
    );
    return () => {
      current = false;
      stopListening();
    };
  }, [wanted, code, attempt]);
  return code;
}
