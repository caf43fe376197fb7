import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ServiceName } from '@rescue-admin/api-contract';
import { serviceClient } from '../query/client-registry';
import type { DataAccessMeta } from '../query/query-client';

interface EntityMutationOptions<TVariables, TResult> {
  service: ServiceName;
  keys: { all: readonly unknown[]; lists(): QueryKey };
  action: string;
  /** The throwing call: every failure (also the ones SPEC §8's functions turn into false/'') rejects. */
  call: (client: KyInstance | null, variables: TVariables) => Promise<TResult>;
  /** Cheap cache updates before the lists are refetched (e.g. put the saved record in place). */
  updateCache?: (queryClient: QueryClient, result: TResult, variables: TVariables) => void;
  /** Logged with the error (SPEC §8: errors are logged to the console). */
  failureMessage: string;
  meta?: DataAccessMeta;
}

/**
 * The one mutation pattern of every admin area: no optimistic update (a failure leaves the cached
 * list exactly as it was, SPEC §4), the error reaches `onError` (the shell's notice, the form's
 * field errors), success refreshes the entity's lists through the key factory.
 */
export function useEntityMutation<TVariables, TResult>(options: EntityMutationOptions<TVariables, TResult>): UseMutationResult<TResult, Error, TVariables> {
  const queryClient = useQueryClient();
  const { service, keys, action, call, updateCache, failureMessage, meta } = options;
  return useMutation<TResult, Error, TVariables>({
    mutationKey: [...keys.all, action],
    mutationFn: (variables) => call(serviceClient(queryClient, service), variables),
    onSuccess: async (result, variables) => {
      updateCache?.(queryClient, result, variables);
      await queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
    onError: (error) => console.error(failureMessage, error),
    meta,
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
