import { useCallback, useSyncExternalStore } from 'react';
import { useLiveReader } from './live-store-provider';

const NONE: ReadonlySet<string> = new Set();
const noSubscription = () => () => undefined;
const none = () => NONE;

/**
 * The uids of this list changed by others in the last 3 s (a list's row highlight). The set is a
 * new object only when it changes, and only this list's changes re-render the caller. Empty
 * without a live store or list.
 */
export function useRecentlyChanged(list: string | undefined): ReadonlySet<string> {
  const reader = useLiveReader();
  const subscribe = useCallback(
    (listener: () => void) => (reader && list ? reader.subscribeRecent(list, listener) : noSubscription()),
    [reader, list],
  );
  const snapshot = useCallback(() => (reader && list ? reader.recentOf(list) : NONE), [reader, list]);
  return useSyncExternalStore(subscribe, snapshot, none);
}
