/**
 * @rescue-admin/data-access — the only door to Firebase, the REST services and react-query. It
 * names no area: features (and the shell) make their entities' hooks with `createEntity` from the
 * contract's tables. See README.md for the semantics.
 */

// session
export type { AppConfig, MapTileConfig } from './lib/app-config';
export { useMapTiles } from './lib/session/map-tiles';
export { SessionProvider } from './lib/session/session-provider';
export { ApiProvider, useApiClients } from './lib/session/api-provider';
export { useAuth } from './lib/session/session';
export { grantsQuery, mayList, useGrants, useCan, useCanList, useAreaCan, usePolicyArea, PolicyAreaProvider, type GrantsAnswer, type GrantsState } from './lib/session/grants';
export type { SignInResult } from './lib/session/sign-in';
export type { PasswordResetResult, PasswordResetFailureReason } from './lib/session/password-reset';
export { usePublicCall } from './lib/http/public-call';
export { capabilityOf, useCapability, useDetectsConcurrentEdits, ExtensionAbsentError, type Capability } from './lib/session/capabilities';

// HTTP
export { parseIsoDateTime } from './lib/http/dates';
export { apiErrorCodeOf, errorReasonOf, fieldErrorsOf, staleConflictOf, withFieldPrefix, type ErrorReason, type StaleConflict } from './lib/http/errors';
export { prepareJsonWorker } from './lib/http/read-json';

// react-query
export { createAppQueryClient, type DataAccessMeta } from './lib/query/query-client';
export { useSendTracker, useIsOnline, SendCancelledError, type SendTracker } from './lib/query/local-errors';

// the entity factory
export { createEntity, newIdempotencyKey, recordQuery, useCall, type Entity, type HistoryQueryOptions } from './lib/entity/create-entity';

// file storage
export { deleteFile, fileQuery, useDeleteFile, useUploadFile } from './lib/storage/files';
export { toStorageErrorCode } from './lib/storage/storage-errors';
