import type { LiveChange } from '@rescue-admin/api-contract';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { ChangeEntry } from './live-store';
import { recordKey } from './store-readers';
import { useLiveReader } from './live-store-provider';

export interface ChangedElsewhere {
  /** The latest change of the record by someone else since the hook mounted (or since `acknowledge`), or null. */
  change: LiveChange | null;
  /** Forgets the change shown: the form has loaded it (or the user dismissed it). */
  acknowledge(): void;
}

const noSubscription = () => () => undefined;
const nothing = () => null;

/**
 * The latest change of this record by someone else since the hook mounted (or since `acknowledge`),
 * or null. Re-renders only when this record changes. Inert (always null) without a live store or
 * without list and uid (a create form).
 */
export function useChangedElsewhere(list: string | undefined, uid: string | undefined): ChangedElsewhere {
  const reader = useLiveReader();
  const key = reader && list && uid ? recordKey(list, uid) : null;
  const subscribe = useCallback(
    (listener: () => void) => (reader && key ? reader.subscribeChange(key, listener) : noSubscription()),
    [reader, key],
  );
  const snapshot = useCallback((): ChangeEntry | null => (reader && key ? reader.changeOf(key) : nothing()), [reader, key]);
  const entry = useSyncExternalStore(subscribe, snapshot, nothing);
  // Changes numbered up to `seen.seq` happened before this record was shown here (or were
  // acknowledged); another record or another store (a new session) starts from its latest number.
  const [seen, setSeen] = useState(() => ({ reader, key, seq: reader?.lastSeq() ?? 0 }));
  const current = seen.reader === reader && seen.key === key;
  if (!current) setSeen({ reader, key, seq: reader?.lastSeq() ?? 0 });
  const acknowledge = useCallback(() => setSeen({ reader, key, seq: reader?.lastSeq() ?? 0 }), [reader, key]);
  const change = current && entry && entry.seq > seen.seq ? entry.change : null;
  return { change, acknowledge };
}
