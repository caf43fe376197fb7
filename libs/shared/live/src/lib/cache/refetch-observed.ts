import type { QueryClient } from '@tanstack/react-query';

/**
 * The polling fallback's tick: the lists on screen (and the figures that count across areas) are
 * fetched again — with `readBefore`, only those whose data is older than that time. Cheap when
 * nothing changed: the API answers 304 to the list's ETag.
 */
export function refetchObservedLists(queryClient: QueryClient, readBefore = Infinity): void {
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.getObserversCount() > 0 &&
      query.state.dataUpdatedAt < readBefore &&
      ((query.meta?.endpoint !== undefined && query.queryKey[1] === 'list') || query.meta?.refreshAfterWrites === true),
  });
}

/**
 * A list whose rows show something of a record written elsewhere (a blueprint's load names its
 * materials) has no row of that record to patch: its queries are read again (on screen) or
 * marked stale (the next screen that shows them reads them).
 */
export function refetchList(queryClient: QueryClient, list: string): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.endpoint?.name === list });
}
