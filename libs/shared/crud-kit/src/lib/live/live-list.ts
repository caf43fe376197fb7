import { QueryClientContext, type Query } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';

/**
 * The list endpoint ('hydrant.all') of the records a screen shows: live events name it
 * (`LiveChange.list`), so it is what the live hooks subscribe to. data-access's list queryOptions
 * name their endpoint in `meta.endpoint`. A form reads it from the screen around it (the route
 * form page, the in-place screen); undefined leaves the live hooks inert.
 */
export const LiveListContext = createContext<string | undefined>(undefined);

/** The list endpoint a query's options or a cached query name (`meta.endpoint.name`). */
export function listNameOf(query: Pick<Query, 'meta'> | { meta?: Query['meta'] } | undefined): string | undefined {
  return query?.meta?.endpoint?.name;
}

/**
 * The list endpoint of the records a list shows. A list gets its records as react-query's result
 * (`query.data`), which is the very array the cache holds, so the cached query that holds it names
 * the endpoint — the features hand nothing more to the list. Undefined without a query client, for
 * records that are no cached query's (a test, a story), or when the query names no endpoint.
 */
export function useListNameOfRecords(records: readonly unknown[] | undefined): string | undefined {
  const queryClient = useContext(QueryClientContext);
  return useMemo(() => {
    if (!queryClient || !records) return undefined;
    const [query] = queryClient.getQueryCache().findAll({ predicate: (candidate) => candidate.state.data === records && listNameOf(candidate) !== undefined });
    return listNameOf(query);
  }, [queryClient, records]);
}

/** The list endpoint of the record a form edits: the screen's (see {@link LiveListContext}). */
export function useLiveListName(): string | undefined {
  return useContext(LiveListContext);
}
