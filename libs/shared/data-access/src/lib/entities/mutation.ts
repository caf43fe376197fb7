import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { KyInstance } from 'ky';
import { IDEMPOTENCY_KEY_HEADER, type ServiceName } from '@rescue-admin/api-contract';
import { readyClient } from '../query/client-registry';
import type { DataAccessMeta } from '../query/query-client';
import { staleConflictOf } from '../http/errors';

/** What a call gets besides its client and variables. */
export interface CallContext {
  /** The `Idempotency-Key` of a create: the same for every attempt of one intended record. */
  idempotencyKey?: string;
}

interface EntityMutationOptions<TVariables, TResult> {
  service: ServiceName;
  keys: { all: readonly unknown[]; lists(): QueryKey };
  action: string;
  /** The throwing call: every failure (also the ones SPEC §8's functions turn into false/'') rejects. */
  call: (client: KyInstance | null, variables: TVariables, context: CallContext) => Promise<TResult>;
  /**
   * A create the API de-duplicates (`idempotent` in the contract's ENDPOINTS): the hook makes one
   * key per intended record and sends it with every attempt until one succeeds — a retry after a
   * lost answer, or a save that waited offline and resumes, never creates a second record.
   */
  idempotent?: boolean;
  /** Cheap cache updates before the lists are refetched (e.g. put the saved record in place). */
  updateCache?: (queryClient: QueryClient, result: TResult, variables: TVariables) => void;
  /** Logged with the error (SPEC §8: errors are logged to the console). */
  failureMessage: string;
  meta?: DataAccessMeta;
  /**
   * react-query's network mode. `online` (the default): started offline, the mutation waits and is
   * sent once the connection returns. `always`: it is sent at once and fails offline.
   * @default 'online'
   */
  networkMode?: 'online' | 'always';
}

/** A fresh idempotency key (a UUID; 8–128 of A–Z a–z 0–9 - _ as the contract asks). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request headers of a create with its idempotency key. */
export function idempotencyHeaders(context: CallContext): Record<string, string> | undefined {
  return context.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: context.idempotencyKey } : undefined;
}

/**
 * The one mutation pattern of every admin area: no optimistic update (a failure leaves the cached
 * list exactly as it was, SPEC §4), the error reaches `onError` (the shell's notice, the form's
 * field errors), success refreshes the entity's lists (and any open history) through the key
 * factory. Offline, the mutation waits (react-query's network mode `online`) and is sent once
 * when the connection returns; the request itself waits for the session's first ID token.
 */
export function useEntityMutation<TVariables, TResult>(options: EntityMutationOptions<TVariables, TResult>): UseMutationResult<TResult, Error, TVariables> {
  const queryClient = useQueryClient();
  const { service, keys, action, call, idempotent, updateCache, failureMessage, meta, networkMode } = options;
  // One key per intended record: kept across failures and retries, replaced after a success.
  const idempotencyKey = useRef<string | null>(null);
  return useMutation<TResult, Error, TVariables>({
    mutationKey: [...keys.all, action],
    mutationFn: async (variables) => {
      const context: CallContext = idempotent ? { idempotencyKey: (idempotencyKey.current ??= newIdempotencyKey()) } : {};
      return call(await readyClient(queryClient, service), variables, context);
    },
    onSuccess: async (result, variables) => {
      if (idempotent) idempotencyKey.current = null;
      updateCache?.(queryClient, result, variables);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.lists() }),
        queryClient.invalidateQueries({ queryKey: keys.all, predicate: (query) => query.queryKey[3] === 'history' }),
      ]);
    },
    onError: (error) => {
      console.error(failureMessage, error);
      // A stale answer says the cached lists are older than the stored record: keep showing them
      // as they are (SPEC §4), but mark them stale so the next time a list is shown it is fetched.
      if (staleConflictOf(error)) void queryClient.invalidateQueries({ queryKey: keys.lists(), refetchType: 'none' });
    },
    meta,
    // Unset, the QueryClient's default (`online`) applies.
    ...(networkMode ? { networkMode } : {}),
  });
}

/** Puts a saved record into every cached list of its entity (matched by uid). */
export function replaceInLists<T extends { uid: string }>(queryClient: QueryClient, listsKey: QueryKey, record: Partial<T> & { uid: string }): void {
  queryClient.setQueriesData<T[]>({ queryKey: listsKey }, (list) =>
    list?.map((item) => (item.uid === record.uid ? { ...item, ...record } : item)),
  );
}

/** Removes a deleted record from every cached list of its entity. */
export function removeFromLists<T extends { uid: string }>(queryClient: QueryClient, listsKey: QueryKey, uid: string): void {
  queryClient.setQueriesData<T[]>({ queryKey: listsKey }, (list) => list?.filter((item) => item.uid !== uid));
}

/** The query parameters of a delete: the uid and the version the row was shown at. */
export function deleteParams(uidParam: string, uid: string, version: { version?: number; lastUpdate?: Date | string }): Record<string, string> {
  const params: Record<string, string> = { [uidParam]: uid };
  if (version.version !== undefined) params.version = String(version.version);
  if (version.lastUpdate !== undefined) params.lastUpdate = version.lastUpdate instanceof Date ? version.lastUpdate.toISOString() : version.lastUpdate;
  return params;
}
