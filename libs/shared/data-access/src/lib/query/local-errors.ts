import { QueryClientContext, type Mutation } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

/** Mutations whose failure a component reports where the user is looking (see useReportErrorsLocally). */
const reportedLocally = new WeakSet<AnyMutation>();

/** true when the mutation was started inside `useReportErrorsLocally()`'s scope. */
export function reportsErrorsLocally(mutation: AnyMutation): boolean {
  return reportedLocally.has(mutation);
}

/**
 * For components that show a failure themselves (crud-kit's form and delete): runs `action` and
 * leaves every mutation it starts, until it settles, out of the shell's error notice — the same
 * as `meta: { errorHandledLocally: true }`, for mutations the component does not create itself
 * (a feature passes `onSubmit`, which calls its own hooks). react-query announces a new mutation
 * synchronously when `mutate` is called, so the scope sees it even after an await in `action`.
 * A mutation started elsewhere while `action` is pending is claimed too; saves are short and
 * the form is busy meanwhile, so that costs at most a notice.
 * Without a QueryClient (nothing can mutate) it just runs `action`.
 */
export function useReportErrorsLocally(): <T>(action: () => Promise<T>) => Promise<T> {
  const queryClient = useContext(QueryClientContext);
  return useCallback(
    async <T,>(action: () => Promise<T>): Promise<T> => {
      if (!queryClient) return action();
      const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'added') reportedLocally.add(event.mutation as AnyMutation);
      });
      try {
        return await action();
      } finally {
        unsubscribe();
      }
    },
    [queryClient],
  );
}
