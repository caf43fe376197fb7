import { useCallback } from 'react';
import { useMutationState, useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { WriteRole } from '@rescue-admin/data-access';
import { entityWriteOf } from './write-defaults';

/** A save, delete, create or sync that waits for the connection. */
export interface PendingWrite {
  id: number;
  /** The policy area of its record ('hydrants'). */
  area: PolicyArea;
  kind: WriteRole;
  /** The record's name as the user knows it (its `name`, else its uid); null when it has none. */
  name: string | null;
}

const NAME_FIELDS = ['name', 'displayName', 'email', 'uid'] as const;

/** The record's name in a write's variables (its `name`, else display name, e-mail or uid), or null. */
function nameOf(variables: unknown): string | null {
  if (typeof variables !== 'object' || variables === null) return null;
  const record = variables as Record<string, unknown>;
  const field = NAME_FIELDS.find((key) => typeof record[key] === 'string' && record[key] !== '');
  return field ? (record[field] as string) : null;
}

type AnyMutation = Mutation<unknown, Error, unknown, unknown>;

/** What the header names of an entity write: its id in the mutation cache, area, kind and record. */
export function pendingWriteOf(mutation: AnyMutation): PendingWrite {
  const write = entityWriteOf(mutation.options.mutationKey);
  return { id: mutation.mutationId, area: write?.area ?? 'users', kind: write?.role ?? 'update', name: nameOf(mutation.state.variables) };
}

/** The mutation with this id in the client's cache, if it is still there. */
export const mutationById = (queryClient: QueryClient, id: number): AnyMutation | undefined =>
  queryClient
    .getMutationCache()
    .getAll()
    .find((mutation) => mutation.mutationId === id);

/** Removes the mutation with this id from the cache: a waiting write is then never sent. */
export function removeMutation(queryClient: QueryClient, id: number): void {
  const mutation = mutationById(queryClient, id);
  if (mutation) queryClient.getMutationCache().remove(mutation);
}

const waiting = (mutation: AnyMutation) =>
  mutation.state.status === 'pending' && mutation.state.isPaused && entityWriteOf(mutation.options.mutationKey) !== null;

/**
 * The writes that wait for the connection, oldest first, and `discard(id)`, which removes one
 * from the queue (it is never sent; the store follows the cache, so it is gone after a reload too).
 */
export function usePendingWrites(): { writes: PendingWrite[]; discard: (id: number) => void } {
  const queryClient = useQueryClient();
  const writes = useMutationState<PendingWrite>({
    filters: { predicate: waiting },
    select: pendingWriteOf,
  });
  const discard = useCallback((id: number) => removeMutation(queryClient, id), [queryClient]);
  return { writes, discard };
}
