import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCapability, useGrants } from '@rescue-admin/data-access';
import { useAuthSession } from '@rescue-admin/session';
import { lazyModule, onReconnect, pageStart, type LazyModule, type StartSignal } from '@rescue-admin/util';
import { LiveStoreProvider } from '../store/live-store-provider';
import { LIVE_EVENTS } from './live-offer';

/**
 * The stream's code (connection, SSE parser, cache patcher, store) is a lazy chunk: nothing on a
 * first screen waits for it, and it loads once a session wants a stream, after the page's start.
 */
const liveSession = lazyModule(() => import('./live-session'));
type LiveSessionModule = Awaited<ReturnType<typeof liveSession.load>>;
type CreateLiveSession = LiveSessionModule['createLiveSession'];

export interface LiveProviderProps {
  children: ReactNode;
  /** How the stream and the heartbeat are sent (a test's fake). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Where the stream's code comes from (a test's failing load). @default the lazy chunk of './live-session' */
  code?: LazyModule<LiveSessionModule>;
  /** The start the stream waits for (a test's own). @default util's pageStart */
  start?: StartSignal;
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
export function LiveProvider({ children, fetch, code: source = liveSession, start = pageStart }: LiveProviderProps) {
  const queryClient = useQueryClient();
  const { status, user, services, getIdToken } = useAuthSession();
  // Not before session.grants has answered (asked here too, should no screen have asked yet): a
  // service that implements SPEC.md only answers it 404 and is then never asked for a stream.
  const grantsPending = useGrants().isPending;
  const offered = useCapability(LIVE_EVENTS) !== 'absent' && !grantsPending;
  const uid = status === 'signed-in' ? (user?.uid ?? null) : null;
  const base = services.base;
  // After the page's start (util's start signal: the first screen shows its data): the stream's
  // code and connection would only compete with the first screen's scripts and requests.
  const started = useSyncExternalStore(start.subscribe, start.isSettled, start.isSettled);
  const wanted = started && offered && uid !== null && base !== null && getIdToken !== null;
  const createLiveSession = useLiveSessionCode(wanted, source);

  const session = useMemo(
    () =>
      createLiveSession && wanted && uid !== null && base !== null && getIdToken !== null
        ? createLiveSession({ queryClient, uid, base, getToken: getIdToken, fetch })
        : null,
    [createLiveSession, wanted, uid, base, getIdToken, queryClient, fetch],
  );
  useEffect(() => {
    if (!session) return undefined;
    session.start();
    return () => session.stop();
  }, [session]);

  return <LiveStoreProvider store={session?.store ?? null}>{children}</LiveStoreProvider>;
}

/** createLiveSession once its chunk is here; the load starts when `wanted` and is retried at `online` after a failure. */
function useLiveSessionCode(wanted: boolean, source: LazyModule<LiveSessionModule>): CreateLiveSession | null {
  const [code, setCode] = useState<CreateLiveSession | null>(() => source.loaded()?.createLiveSession ?? null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || code) return undefined;
    let current = true;
    let stopListening = () => undefined as void;
    source.load().then(
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
  }, [wanted, code, attempt, source]);
  return code;
}
