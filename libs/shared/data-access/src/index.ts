/**
 * @rescue-admin/data-access — the REST services (ky), react-query and what the service grants and
 * offers. It names no area: features (and the shell) make their entities' hooks with
 * `createEntity` from the contract's tables. The session it reads is `@rescue-admin/session`'s.
 * See README.md for the semantics.
 */

// the API layer of a session, what it grants and offers
export { ApiProvider, useApiClients } from './lib/query/api-provider';
export { grantsQuery, mayList, useGrants, useCan, useCanList, useAreaCan, PolicyAreaProvider } from './lib/access/grants';
export { useCapability, useDetectsConcurrentEdits, learnEndpointAbsent, ExtensionAbsentError } from './lib/access/capabilities';
export { usePublicCall } from './lib/http/public-call';

// HTTP
export { apiErrorCodeOf, errorReasonOf, fieldErrorsOf, staleConflictOf, withFieldPrefix, type ErrorReason, type StaleConflict } from './lib/http/errors';
export { prepareJsonWorker } from './lib/http/read-json';

// react-query
export { createAppQueryClient, type DataAccessMeta } from './lib/query/query-client';
export { useSendTracker, useIsOnline, reportsErrorsLocally, SendCancelledError, type SendTracker } from './lib/query/local-errors';

// the entity factory
export { createEntity, newIdempotencyKey, recordQuery, useCall, type HistoryQueryOptions, type WriteRole } from './lib/entity/create-entity';
