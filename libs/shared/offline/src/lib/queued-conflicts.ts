import { useCallback } from 'react';
import { useMutationState, useQueryClient, type Mutation, type MutationCache } from '@tanstack/react-query';
import { reportsErrorsLocally, staleConflictOf, type StaleConflict } from '@rescue-admin/data-access';
import { entityWriteOf } from './write-defaults';
import { mutationById, pendingWriteOf, removeMutation, type PendingWrite } from './pending-writes';

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** The fields that say which version of a record a write was made on. */
const VERSION_FIELDS = ['lastUpdate', 'lastUpdated', 'version'] as const;

/** The writes that waited for the connection (queued offline, or restored from the store). */
const queued = new WeakSet<object>();

/** Remembers every entity write that waits for the connection (paused), from now on. Returns the function that stops. */
export function watchQueuedWrites(mutations: MutationCache): () => void {
  const note = (mutation: AnyMutation) => {
    if (mutation.state.isPaused && entityWriteOf(mutation.options.mutationKey) !== null) queued.add(mutation);
  };
  for (const mutation of mutations.getAll()) note(mutation);
  return mutations.subscribe((event) => {
    if (event.mutation) note(event.mutation);
  });
}

/**
 * Whether a write that waited for the connection was refused because the record changed
 * meanwhile (409 `stale`) while no screen shows it (the form that saved it was left, or it was
 * restored after a reload): {@link useQueuedConflicts} does.
 */
export function isQueuedConflict(mutation: object, error: unknown): boolean {
  const stale = staleConflictOf(error);
  if (!queued.has(mutation) || reportsErrorsLocally(mutation) || stale === null) return false;
  // Sent twice (answered, then the page closed before the store knew): the first one is stored.
  return !ownChangeStored((mutation as AnyMutation).state.variables, stale.current);
}

/** Whether the record as stored has every value the change sets (its version aside): then the change is there already. */
export function ownChangeStored(variables: unknown, current: unknown): boolean {
  if (typeof variables !== 'object' || variables === null || typeof current !== 'object' || current === null) return false;
  const stored = current as Record<string, unknown>;
  return Object.entries(variables).every(([field, value]) => (VERSION_FIELDS as readonly string[]).includes(field) || JSON.stringify(stored[field]) === JSON.stringify(value));
}

/** A write that waited for the connection and was then refused because someone else changed the record. */
export interface QueuedConflict extends PendingWrite {
  /** Who changed the record meanwhile (as the 409 says). */
  changedBy: StaleConflict['changedBy'];
}

/** The write's variables with the version of the record as it is stored now: sent, they replace what the other user saved. */
export function onCurrentVersion(variables: unknown, current: unknown): unknown {
  if (typeof variables !== 'object' || variables === null || typeof current !== 'object' || current === null) return variables;
  const next: Record<string, unknown> = { ...(variables as Record<string, unknown>) };
  for (const field of VERSION_FIELDS) if (field in next && field in current) next[field] = (current as Record<string, unknown>)[field];
  return next;
}

const conflicted = (mutation: AnyMutation) => mutation.state.status === 'error' && isQueuedConflict(mutation, mutation.state.error);

/**
 * The writes that waited for the connection and were refused, once sent, because the record had
 * changed meanwhile (409 `stale`) — oldest first — with the two ways on: `saveAnyway(id)` sends
 * the same change again on the record's current version (replacing the other user's change),
 * `discard(id)` lets it go. Either way it leaves the list.
 */
export function useQueuedConflicts(): { conflicts: QueuedConflict[]; saveAnyway: (id: number) => void; discard: (id: number) => void } {
  const queryClient = useQueryClient();
  const conflicts = useMutationState<QueuedConflict>({
    filters: { predicate: conflicted },
    select: (mutation): QueuedConflict => ({ ...pendingWriteOf(mutation), changedBy: staleConflictOf(mutation.state.error)?.changedBy ?? null }),
  });
  const discard = useCallback((id: number) => removeMutation(queryClient, id), [queryClient]);
  const saveAnyway = useCallback(
    (id: number) => {
      const mutation = mutationById(queryClient, id);
      const stale = mutation && staleConflictOf(mutation.state.error);
      if (!mutation || !stale) return;
      const cache = queryClient.getMutationCache();
      cache.remove(mutation);
      // A write of its own, queued like the first: refused again, it shows here again.
      const again = cache.build(queryClient, mutation.options);
      queued.add(again);
      again.execute(onCurrentVersion(mutation.state.variables, stale.current)).catch(() => undefined);
    },
    [queryClient],
  );
  return { conflicts, saveAnyway, discard };
}
