/**
 * TanStack Query key factory (CONVENTIONS.md 6): every key of an entity starts with `all`, so
 * invalidating `lists()` refreshes every list of it whatever its filters, and nobody types a key
 * by hand.
 */
export interface EntityKeys<TName extends string, TFilters extends object = Record<string, never>> {
  all: readonly [TName];
  lists(): readonly [TName, 'list'];
  list(filters?: TFilters): readonly [TName, 'list', TFilters | Record<string, never>];
  /** The first rows of a list still being read (outside `lists()`: nothing refetches them). */
  firstRows(filters?: TFilters): readonly [TName, 'first-rows', TFilters | Record<string, never>];
  details(): readonly [TName, 'detail'];
  detail(id: string): readonly [TName, 'detail', string];
  /** A record's history ("Verlauf"), under its detail key. */
  history(id: string): readonly [TName, 'detail', string, 'history'];
}

export function createEntityKeys<TName extends string, TFilters extends object = Record<string, never>>(
  name: TName,
): EntityKeys<TName, TFilters> {
  const all = [name] as const;
  return {
    all,
    lists: () => [name, 'list'] as const,
    list: (filters?: TFilters) => [name, 'list', filters ?? {}] as const,
    firstRows: (filters?: TFilters) => [name, 'first-rows', filters ?? {}] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: string) => [name, 'detail', id] as const,
    history: (id: string) => [name, 'detail', id, 'history'] as const,
  };
}
