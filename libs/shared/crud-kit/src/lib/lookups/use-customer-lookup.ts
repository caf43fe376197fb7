import type { Customer } from '@rescue-admin/api-contract';
import { customerQueries } from '@rescue-admin/data-access';
import type { DropdownOption } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

export interface CustomerLookup {
  /** The customers as Dropdown options (label = name, with the kennung to tell equal names apart). */
  options: DropdownOption[];
  /** The customer's name for a uid; null while loading or when the customer is unknown. */
  nameOf: (uid: string | null | undefined) => string | null;
  customers: Customer[];
  isPending: boolean;
}

/**
 * Resolves customer uids to names and offers the customers for a Dropdown. Users, staging rooms,
 * beacons and gateways all reference a customer, and lists must show its name, never the uid.
 */
export function useCustomerLookup(): CustomerLookup {
  const query = useQuery(customerQueries.list());
  const customers = useMemo(() => query.data ?? [], [query.data]);
  // Names through asText: an old customer named „2026-01-01T00:00Z“ arrives as a Date (SPEC §3 revival).
  const byUid = useMemo(() => new Map(customers.map((customer) => [customer.uid, asText(customer.name)])), [customers]);
  const options = useMemo(
    () =>
      customers
        .map((customer) => ({ value: asText(customer.uid), name: asText(customer.name), kennung: asText(customer.kennung) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de'))
        .map(({ value, name, kennung }) => ({ value, label: `${name} (${kennung})` })),
    [customers],
  );
  const nameOf = useCallback((uid: string | null | undefined) => (uid ? (byUid.get(uid) ?? null) : null), [byUid]);
  return { options, nameOf, customers, isPending: query.isPending };
}
