import { INSPECTION_ENDPOINTS } from '@rescue-admin/api-contract';
import { grantsQuery, useCapability } from '@rescue-admin/data-access';
import { useQuery } from '@tanstack/react-query';

/** Roles that set the register's cycle where the grants name no 'inspection' area (the policy's administrators). */
const ADMIN_ROLES: readonly string[] = ['SUPER_ADMIN', 'ADMIN'];

/**
 * Whether the signed-in user may set the register's inspection cycle: the service offers it, and
 * the grants allow `update` in the area 'inspection' — or, where the grants name no such area,
 * the role is an administrator's. Unknown grants (not loaded, a service without them) hide
 * nothing; the API decides either way.
 */
export function useMaySetInterval(): boolean {
  const offered = useCapability(INSPECTION_ENDPOINTS['inspection.updateSettings']) !== 'absent';
  // The shell loads the grants at sign-in; this reads them and asks nothing itself.
  const answer = useQuery({ ...grantsQuery(), enabled: false }).data;
  if (!offered) return false;
  if (!answer?.offered) return true;
  const area = answer.grants['inspection'];
  if (area) return area.update !== undefined;
  return ADMIN_ROLES.includes(answer.role);
}
