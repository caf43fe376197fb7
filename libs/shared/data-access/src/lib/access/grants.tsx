import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_ENDPOINTS, type GrantArea, type Grants, type PolicyAction, type SessionGrants } from '@rescue-admin/api-contract';
import { errorReasonOf } from '../http/errors';
import { useApiClients } from '../query/api-provider';
import { ExtensionAbsentError, learnServiceOffers, sendCall } from './capabilities';

const GRANTS = SESSION_ENDPOINTS['session.grants'];

/**
 * What the service said of the signed-in caller: their row of the access policy, or — a service
 * that implements only SPEC.md answers 404 — `offered: false`, and the client shows everything
 * (the server still refuses what the role may not do).
 */
export type GrantsAnswer = ({ offered: true } & SessionGrants) | { offered: false };

/**
 * `session.grants` as queryOptions: asked once per signed-in session (each session has a
 * QueryClient of its own, so the next user never sees these). A 404 is an answer, not a failure:
 * kept for the session like a real one. Either answer also tells the session's capabilities
 * whether the service offers extensions at all (404: SPEC.md only, every extension absent).
 */
export const grantsQuery = () =>
  // The endpoint's name identifies it (names are unique in the contract's table).
  queryOptions({
    queryKey: [GRANTS.name] as const,
    queryFn: async ({ client, signal }): Promise<GrantsAnswer> => {
      try {
        const answer = (await sendCall(GRANTS, client, { signal })) as SessionGrants;
        learnServiceOffers(client, true);
        return { offered: true, ...answer };
      } catch (error) {
        if (!(error instanceof ExtensionAbsentError) && errorReasonOf(error) !== 'notFound') throw error;
        learnServiceOffers(client, false);
        return { offered: false };
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export interface GrantsState {
  /** True until the first answer or failure: nothing is known yet (the shell waits for it). */
  isPending: boolean;
  /**
   * The caller's grants; null when not known — the service does not offer them (404) or they
   * could not be loaded — and then every action counts as allowed (the server still decides).
   */
  grants: Grants | null;
  /** Whether the role may take `action` in `area` (true while the grants are not known). */
  can: (area: GrantArea, action: PolicyAction) => boolean;
  /**
   * Whether the role may list `area`'s records — read with reach `all` or `customer`; `self`
   * reaches only the caller's own record, never a list — i.e. use the area's screens (true while
   * the grants are not known).
   */
  canList: (area: GrantArea) => boolean;
}

/** What {@link GrantsState.canList} answers for known grants (null: not known — everything allowed). */
export function mayList(grants: Grants | null, area: GrantArea): boolean {
  if (grants === null) return true;
  const reach = grants[area]?.read;
  return reach === 'all' || reach === 'customer';
}

/**
 * The signed-in caller's grants (`session.grants`), loaded once after sign-in. Without the
 * endpoint (404) or after a failure everything counts as allowed, as before the endpoint existed:
 * hiding a button is a courtesy, the API's refusal is the rule.
 */
export function useGrants(): GrantsState {
  const clients = useApiClients();
  const query = useQuery({ ...grantsQuery(), enabled: clients[GRANTS.service] !== null });
  const grants = query.data?.offered ? query.data.grants : null;
  return {
    // A failure (also one being retried) leaves everything allowed: nothing to wait for.
    isPending: query.isPending && query.failureCount === 0,
    grants,
    can: (area, action) => grants === null || grants[area]?.[action] !== undefined,
    canList: (area) => mayList(grants, area),
  };
}

/** Whether the signed-in role may take `action` in `area` (see {@link useGrants}). */
export function useCan(area: GrantArea, action: PolicyAction): boolean {
  return useGrants().can(area, action);
}

/** Whether the signed-in role may list `area`'s records, i.e. use its screens (see {@link GrantsState.canList}). */
export function useCanList(area: GrantArea): boolean {
  return useGrants().canList(area);
}

/** Whether the role may take an action in the area of the screens below; null outside a provider. */
const AreaContext = createContext<((action: PolicyAction) => boolean) | null>(null);

/**
 * Names the policy area of the screens below it (the shell wraps each feature's routes with its
 * descriptor's `area`), so shared screens (crud-kit's list and form) ask {@link useAreaCan}
 * without each feature wiring it. Inside the API layer: it reads the grants ({@link useGrants}).
 */
export function PolicyAreaProvider({ area, children }: { area: GrantArea; children: ReactNode }) {
  const { grants } = useGrants();
  const can = useMemo(() => (action: PolicyAction) => grants === null || grants[area]?.[action] !== undefined, [area, grants]);
  return <AreaContext.Provider value={can}>{children}</AreaContext.Provider>;
}

/**
 * Whether the role may take `action` in the area of the enclosing {@link PolicyAreaProvider}.
 * Outside one (a feature rendered on its own, a story) every action is allowed and nothing is asked.
 */
export function useAreaCan(action: PolicyAction): boolean {
  const can = useContext(AreaContext);
  return can === null || can(action);
}
