import { CUSTOMERS, MISSIONS, USERS } from '@rescue-admin/api-contract';
import { createEntity, useApiClients, useAuth, type DataAccessMeta } from '@rescue-admin/data-access';
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

/** One customer (`customer.lookup`): every user may read their own, also without the right to list customers. */
export function useCustomer(customerUid: string | null, options: { meta?: DataAccessMeta } = {}) {
  return useQuery({ ...customerApi.queries.detail(customerUid ?? ''), enabled: customerUid !== null, meta: options.meta });
}

/** The customer's active missions (for the mission switcher); idle while the customer is unknown. */
export function useActiveMissions(customerUid: string | null, options: { meta?: DataAccessMeta } = {}) {
  return useQuery({ ...missionApi.queries.list({ customerUid: customerUid ?? '' }), enabled: !!customerUid, meta: options.meta });
}

/** Generates a training mission for a customer; resolves with it, the active list is refreshed. */
export const useGenerateMission = missionApi.useCreate;
