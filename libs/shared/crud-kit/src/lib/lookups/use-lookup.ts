import type { DropdownOption } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** How a lookup reads its records. */
export interface LookupFields<T> {
  /** The value a reference holds (a uid). */
  id: (record: T) => string;
  /** The name a list shows for the reference. */
  name: (record: T) => string;
  /** A second detail in the options, to tell equal names apart: „Name (Detail)“. */
  detail?: (record: T) => string;
}

export interface Lookup<T> {
  /** The records as Dropdown options, by name (German order). */
  options: DropdownOption[];
  /** The name for a reference; null while loading or when the record is unknown. */
  nameOf: (id: string | null | undefined) => string | null;
  records: T[];
  isPending: boolean;
}

/**
 * Resolves references to names and offers the referenced records for a Dropdown: lists must show
 * the name, never the uid. The feature hands in the list query (e.g. its `<area>Api.queries.list()`)
 * and how to read a record; names go through `asText` (an ISO-looking name arrives as a Date).
 */
export function useLookup<T, K extends QueryKey>(query: UseQueryOptions<T[], Error, T[], K>, fields: LookupFields<T>): Lookup<T> {
  const result = useQuery(query);
  const records = useMemo(() => result.data ?? [], [result.data]);
  const { id, name, detail } = fields;
  const byId = useMemo(() => new Map(records.map((record) => [asText(id(record)), asText(name(record))])), [records, id, name]);
  const options = useMemo(
    () =>
      records
        .map((record) => ({ value: asText(id(record)), name: asText(name(record)), detail: detail ? asText(detail(record)) : '' }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de'))
        .map((option) => ({ value: option.value, label: option.detail ? `${option.name} (${option.detail})` : option.name })),
    [records, id, name, detail],
  );
  const nameOf = useCallback((key: string | null | undefined) => (key ? (byId.get(key) ?? null) : null), [byId]);
  return { options, nameOf, records, isPending: result.isPending };
}
