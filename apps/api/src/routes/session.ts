import { grantsOf } from '@rescue-admin/api-contract';
import { simpleAreasGrants } from '../areas/registry';
import type { EndpointHandlers } from '../http/endpoints';

/**
 * What the caller may do, from the access policy's table and the registered simple areas'
 * definitions: the client shows only that. It changes nothing of the guard — every other call is
 * still decided on its own.
 */
export function sessionHandlers(): Pick<EndpointHandlers, 'session.grants'> {
  return {
    'session.grants': async ({ caller }) => ({ role: caller.role, customerUid: caller.customerUid, grants: { ...grantsOf(caller.role), ...simpleAreasGrants(caller.role) } }),
  };
}
