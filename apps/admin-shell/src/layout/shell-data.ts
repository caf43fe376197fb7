import { CUSTOMERS, MISSIONS, USERS } from '@rescue-admin/api-contract';
import { asText } from '@rescue-admin/util';
import { createEntity, useApiClients, useCanList, useCapability, type DataAccessMeta } from '@rescue-admin/data-access';
import { useAuth } from '@rescue-admin/session';
import { useQuery } from '@tanstack/react-query';

/**
 * What the signed-in frame itself reads: the user's own record (greeting, profile, the first
 * sign-in gate), their customer's name (header) and the customer's active missions (switcher).
 * The same contract entities the features use, so their caches are shared.
 */
const userApi = createEntity(USERS);
const customerApi = createEntity(CUSTOMERS);
const missionApi = createEntity(MISSIONS);

/**
 * The signed-in user's record, looked up once the user service client exists: null when the user
 * does not exist (SPEC §8, logged); a 403 says why the API refuses them (`apiErrorCodeOf`).
 */
export function useCurrentUser() {
  const { user } = useAuth();
  const clients = useApiClients();
  const uid = user?.uid ?? '';
  return useQuery({ ...userApi.queries.detail(uid), enabled: uid !== '' && clients.user !== null });
}

/**
 * The name of a customer, for the header and the profile: from `customer.lookup` where the service
 * offers it (every user may read their own customer); otherwise from the customer list
 * (`customer/all`, SPEC §7) where the user may list customers; otherwise null. Null too while it
 * loads or when it cannot be read: the header then shows no name, and no error.
 */
export function useCustomerName(customerUid: string | null, options: { meta?: DataAccessMeta } = {}): string | null {
  const lookup = useCapability(CUSTOMERS.lookup);
  const mayList = useCanList('customers');
  const viaList = lookup === 'absent' && mayList;
  // The queries' own meta stays (the live client finds lists and records by it).
  const detailQuery = customerApi.queries.detail(customerUid ?? '');
  const listQuery = customerApi.queries.list();
  const one = useQuery({ ...detailQuery, enabled: customerUid !== null && lookup !== 'absent', meta: { ...detailQuery.meta, ...options.meta } });
  const list = useQuery({ ...listQuery, enabled: customerUid !== null && viaList, meta: { ...listQuery.meta, ...options.meta } });
  const customer = viaList ? list.data?.find((entry) => entry.uid === customerUid) : lookup === 'absent' ? undefined : one.data;
  return customer ? asText(customer.name) : null;
}

/**
 * The customer's active missions (for the mission switcher); idle while the customer is unknown
 * and where the service has no mission calls (the switcher then offers no mission).
 */
export function useActiveMissions(customerUid: string | null, options: { meta?: DataAccessMeta } = {}) {
  const offered = useCapability(MISSIONS.list) !== 'absent';
  const query = missionApi.queries.list({ customerUid: customerUid ?? '' });
  return useQuery({ ...query, enabled: !!customerUid && offered, meta: { ...query.meta, ...options.meta } });
}

/** Whether the service can generate a training mission (false where it has no mission calls). */
export function useMissionsOffered(): boolean {
  return useCapability(MISSIONS.create) !== 'absent';
}

/** Generates a training mission for a customer; resolves with it, the active list is refreshed. */
export const useGenerateMission = missionApi.useCreate;
