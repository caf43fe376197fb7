import type { LiveActor } from '@rescue-admin/api-contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { recordKey } from './store-readers';
import { useLiveReader } from './live-store-provider';

const NO_EDITORS: readonly LiveActor[] = Object.freeze([]);
const noSubscription = () => () => undefined;
const none = () => NO_EDITORS;

/**
 * Others who have this record open in a form. While mounted with list and uid it tells the server
 * that the signed-in user has it open too (a beat at once and every PRESENCE_BEAT_MS, `editing:
 * false` on unmount). Inert (no one, nothing sent) without a live store or without list and uid.
 */
export function useEditors(list: string | undefined, uid: string | undefined): readonly LiveActor[] {
  const reader = useLiveReader();
  const key = reader && list && uid ? recordKey(list, uid) : null;
  useEffect(() => (reader && list && uid ? reader.open(list, uid) : undefined), [reader, list, uid]);
  const subscribe = useCallback(
    (listener: () => void) => (reader && key ? reader.subscribeEditors(key, listener) : noSubscription()),
    [reader, key],
  );
  const snapshot = useCallback(() => (reader && key ? reader.editorsOf(key) : NO_EDITORS), [reader, key]);
  return useSyncExternalStore(subscribe, snapshot, none);
}
