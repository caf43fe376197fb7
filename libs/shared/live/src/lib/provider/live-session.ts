import type { QueryClient } from '@tanstack/react-query';
import { learnEndpointAbsent } from '@rescue-admin/data-access';
import { createCachePatcher } from '../cache/cache-patcher';
import { refetchList, refetchObservedLists } from '../cache/refetch-observed';
import { createLiveStore, type LiveStore } from '../store/live-store';
import { createLiveConnection, type LiveConnection } from '../stream/connection';
import { readLiveEvent } from '../stream/live-events';
import { LIVE_EVENTS } from './live-offer';
import { createBeatSender } from './send-beat';

export interface LiveSessionOptions {
  queryClient: QueryClient;
  /** The signed-in user (their own changes raise no notices). */
  uid: string;
  /** The base service's address, with its trailing slash. */
  base: string;
  /** The session's ID token, as data-access's clients take it. */
  getToken: (forceRefresh?: boolean) => Promise<string>;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** One signed-in user's live state: the store lives as long as the session; `start`/`stop` open and end the stream. */
export interface LiveSession {
  readonly store: LiveStore;
  start(): void;
  /** Ends the stream and forgets what the store holds; `start` opens it again. */
  stop(): void;
}

/**
 * Wires the stream to the cache and the store: changes go through the cache patcher (which hands
 * each applied window to `store.receive`), `stale` reads its list again, presence to `store.presence`, `reset` invalidates every
 * list and clears the store. Polling (a buffering proxy) refetches the observed lists, and so does
 * the first `ready` for the lists read before the stream was asked for. A 404 of
 * the stream marks it absent in the session's offers, so nothing asks again (the heartbeat: see
 * {@link createBeatSender}).
 */
export function createLiveSession({ queryClient, uid, base, getToken, fetch: fetchFn }: LiveSessionOptions): LiveSession {
  const store = createLiveStore({ sendBeat: createBeatSender({ queryClient, base, getToken, fetch: fetchFn }) });
  let running: { connection: LiveConnection; dispose: () => void } | null = null;

  return {
    store,
    start() {
      if (running) return;
      const patcher = createCachePatcher({ queryClient, onApplied: (changes) => store.receive(changes, uid) });
      // What was read before the stream listened may have missed a change (there is nothing to
      // replay on a first connection): once it is open, those lists are read again.
      const listeningSince = Date.now();
      let opened = false;
      const connection = createLiveConnection({
        url: `${base}events`,
        getToken,
        fetch: fetchFn,
        onEvent: (event) => {
          const message = readLiveEvent(event);
          if (message?.type === 'change') patcher.add(message.change);
          else if (message?.type === 'stale') refetchList(queryClient, message.list);
          else if (message?.type === 'presence') store.presence(message.presence);
          else if (message?.type === 'reset') {
            patcher.reset();
            store.clear();
          }
        },
        onPoll: () => refetchObservedLists(queryClient),
        onStateChange: (state) => {
          if (state !== 'open' || opened) return;
          opened = true;
          refetchObservedLists(queryClient, listeningSince);
        },
        onAbsent: () => learnEndpointAbsent(queryClient, LIVE_EVENTS.name),
      });
      running = { connection, dispose: () => patcher.dispose() };
    },
    stop() {
      running?.connection.stop();
      running?.dispose();
      running = null;
      store.clear();
    },
  };
}
