import { QueryClientContext, onlineManager, type Mutation } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** Mutations whose failure a component reports where the user is looking (see `useSendTracker().run`). */
const reportedLocally = new WeakSet<object>();
/** true while a mounted component's `useSendTracker().run` scope shows the mutation's failure. */
export const reportsErrorsLocally = (mutation: object): boolean => reportedLocally.has(mutation);

/** `run` was cancelled while its changes waited for the connection: nothing was sent. */
export class SendCancelledError extends Error {
  constructor() {
    super('Cancelled while waiting for the connection; nothing was sent');
    this.name = 'SendCancelledError';
  }
}

export interface SendTracker {
  /**
   * Runs `action` (a save, delete or sync calling mutation hooks) for a component that shows its
   * failure itself (crud-kit's form and delete): each mutation it starts is left out of the shell's
   * notice while the component is there, as with `meta: { errorHandledLocally: true }`. react-query
   * announces a mutation synchronously at `mutate`, so the scope sees it after an await in `action`
   * too (one started elsewhere meanwhile is claimed as well: at most a notice lost). It watches
   * them for `waiting`. Settles as `action` does, or rejects with `SendCancelledError` after
   * `cancel()`. Without a QueryClient it just runs `action`.
   */
  run: <T>(action: () => Promise<T>) => Promise<T>;
  /**
   * true while a mutation started by `run` waits for the connection: it was started offline and
   * is sent (once) as soon as the browser is online again (react-query's paused mutations).
   */
  waiting: boolean;
  /**
   * Gives up on the waiting changes: they are removed from the mutation cache, so they are never
   * sent, and `run` rejects with `SendCancelledError`. Does nothing when nothing waits.
   */
  cancel: () => void;
}

interface RunState {
  mutations: Set<AnyMutation>;
  cancel: (error: SendCancelledError) => void;
}

const isWaiting = (mutation: AnyMutation) => mutation.state.isPaused && mutation.state.status === 'pending';

/**
 * A save that cannot be sent must say so, not spin: `waiting` tells the component that its
 * changes wait for the connection, and `cancel` lets the user drop them. See {@link SendTracker}.
 */
export function useSendTracker(): SendTracker {
  const queryClient = useContext(QueryClientContext);
  const [waiting, setWaiting] = useState(false);
  const current = useRef<RunState | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Left while its changes wait (a form closed offline): how they end is no longer its to show.
      for (const mutation of current.current?.mutations ?? []) reportedLocally.delete(mutation);
    };
  }, []);

  const run = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      if (!queryClient) return action();
      const mutations = new Set<AnyMutation>();
      let rejectCancelled: (error: SendCancelledError) => void = () => undefined;
      const cancelled = new Promise<never>((_resolve, reject) => {
        rejectCancelled = reject;
      });
      const update = () => {
        if (mounted.current) setWaiting([...mutations].some(isWaiting));
      };
      const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
        const mutation = event.mutation as AnyMutation | undefined;
        if (!mutation) return;
        if (event.type === 'added') {
          reportedLocally.add(mutation);
          mutations.add(mutation);
        }
        // Removed while it waited (the header's „Verwerfen“, sign-out): never sent, as after `cancel()`.
        if (event.type === 'removed' && mutations.has(mutation) && isWaiting(mutation)) rejectCancelled(new SendCancelledError());
        if (mutations.has(mutation)) update();
      });
      const state: RunState = { mutations, cancel: rejectCancelled };
      current.current = state;
      try {
        return await Promise.race([action(), cancelled]);
      } finally {
        unsubscribe();
        if (current.current === state) current.current = null;
        if (mounted.current) setWaiting(false);
      }
    },
    [queryClient],
  );

  const cancel = useCallback(() => {
    const state = current.current;
    if (!state || !queryClient) return;
    const cache = queryClient.getMutationCache();
    const waitingNow = [...state.mutations].filter(isWaiting);
    if (waitingNow.length === 0) return;
    // A removed mutation is not resumed when the connection returns (resumePausedMutations reads the cache).
    for (const mutation of waitingNow) cache.remove(mutation);
    state.cancel(new SendCancelledError());
  }, [queryClient]);

  return { run, waiting, cancel };
}

/** Whether the browser is online, as react-query sees it (it pauses queries and mutations while not). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
