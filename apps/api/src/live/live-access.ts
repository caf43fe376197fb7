import type { EndpointName } from '@rescue-admin/api-contract';
import type { Caller } from '../access/callers';
import { ENDPOINT_ACCESS, reachIn } from '../access/policy';

/**
 * The access policy's word on one record of one list for one listener: the caller's role must be
 * granted the list (a list endpoint of ENDPOINT_ACCESS, read with reach `all` or `customer`), and
 * with reach `customer` the record must belong to the caller's customer. A record without an owner
 * (hydrants, materials …) reaches only those who read the whole list. Unknown lists are refused.
 */
export function mayReadRecord(caller: Pick<Caller, 'role' | 'customerUid'>, list: string, owner: string | null): boolean {
  const reach = listReach(caller, list);
  if (reach === 'all') return true;
  return reach === 'customer' && owner !== null && owner === caller.customerUid;
}

/** How far the caller may read `list`: `all`, `customer`, or null (not at all, or no such list). */
export function listReach(caller: Pick<Caller, 'role'>, list: string): 'all' | 'customer' | null {
  const access = Object.hasOwn(ENDPOINT_ACCESS, list) ? ENDPOINT_ACCESS[list as EndpointName] : undefined;
  if (!access?.list || access.action !== 'read') return null;
  const reach = reachIn(caller.role, access.area, 'read');
  return reach === 'all' || reach === 'customer' ? reach : null;
}
