/**
 * TanStack Query key factory (CONVENTIONS.md 6): every key of an entity starts with `all`, so
 * invalidating `lists()` refreshes every list of it whatever its filters, and nobody types a key
 * by hand.
 */
export function createEntityKeys<TName extends string, TFilters extends object = Record<string, never>>(name: TName) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (filters?: TFilters) => [name, 'list', filters ?? {}] as const,
    /** The first rows of a list still being read (outside `lists()`: nothing refetches them). */
    firstRows: (filters?: TFilters) => [name, 'first-rows', filters ?? {}] as const,
    detail: (id: string) => [name, 'detail', id] as const,
    /** A record's history ("Verlauf"), under its detail key. */
    history: (id: string) => [name, 'detail', id, 'history'] as const,
  };
}

export type EntityKeys<TName extends string, TFilters extends object = Record<string, never>> = ReturnType<typeof createEntityKeys<TName, TFilters>>;
