import { endpoints } from '../call';
import type { SESSION_SCHEMAS } from '../areas/session';

/**
 * Not in SPEC §7: what the signed-in caller may do — their role, customer and their row of the
 * access policy (`grantsOf(role)`). The client hides what the role may not do; the server still
 * decides every call. A service that implements only SPEC §7 answers 404: the client then offers
 * every action, and the service's own answers decide.
 */
export const SESSION_ENDPOINTS = endpoints<typeof SESSION_SCHEMAS>()('user', {
  'session.grants': { extension: true, method: 'GET', path: 'grants', answer: 'record', networkMode: 'always' },
});
