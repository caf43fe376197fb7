/**
 * @rescue-admin/data-access — the only door to Firebase, the REST services and react-query.
 * Features and the shell import from here; see README.md for the semantics of each call.
 */

// configuration
export { parseAppConfig, loadAppConfig, ConfigError, type AppConfig, type MapTileConfig } from './lib/config';
export { useMapTiles } from './lib/session/map-tiles';

// HTTP
export { createApiClient, createApiClients, type ApiClients, type ApiClientOptions } from './lib/http/api-client';
export { parseIsoDateTime, parseJsonWithDates } from './lib/http/dates';
export {
  ApiError,
  BaseUrlMissingError,
  BASE_URL_MISSING_MESSAGE,
  OperationFailedError,
  QualificationSaveError,
  apiErrorCodeOf,
  errorReasonOf,
  fieldErrorsOf,
  staleConflictOf,
  type ErrorReason,
  type OperationFailureReason,
  type StaleConflict,
} from './lib/http/errors';

// react-query
export {
  createAppQueryClient,
  createThrottledFocusListener,
  isSlowConnection,
  retryDelay,
  shouldRetryQuery,
  FETCH_CACHE,
  type DataAccessMeta,
  type MutationHookOptions,
  type QueryErrorHandlers,
} from './lib/query/query-client';
export { createEntityKeys, type EntityKeys } from './lib/query/keys';
export { useReportErrorsLocally, useSendTracker, useIsOnline, SendCancelledError, type SendTracker } from './lib/query/local-errors';
export { newIdempotencyKey } from './lib/entities/mutation';
export type { HistoryQueryOptions } from './lib/entities/history';
export { summaryKeys, summaryQueries, useDashboardSummary, isSummaryRefused, invalidateSummary } from './lib/entities/summary';

// session
export { SessionProvider, type SessionProviderProps } from './lib/session/session-provider';
export { ApiProvider, useApiClients, type ApiProviderProps } from './lib/session/api-provider';
export { DataAccessProvider, type DataAccessProviderProps } from './lib/session/data-access-provider';
export { useAuth, type AuthStatus, type SessionUser } from './lib/session/session';
export { signInFailureReason, SIGN_IN_FAILED_MESSAGE, type SignInResult, type SignInFailureReason } from './lib/session/sign-in';
export type { PasswordChangeResult, PasswordChangeFailureReason } from './lib/session/password-change';

// entities
export {
  INITIAL_PASSWORD,
  USER_LOAD_FAILED_MESSAGE,
  USER_UPDATE_FAILED_MESSAGE,
  userKeys,
  userQueries,
  fetchUsers,
  createUser,
  updateUser,
  deleteUser,
  lookupUser,
  useCurrentUser,
  useCreateUser,
  useUpdateUser,
  useDeleteUser,
  type NewUser,
  type UserDelete,
} from './lib/entities/users';
export {
  customerKeys,
  customerQueries,
  fetchCustomers,
  createCustomer,
  updateCustomer,
  deleteCustomer,
  useCreateCustomer,
  useUpdateCustomer,
  useDeleteCustomer,
  type CustomerDelete,
} from './lib/entities/customers';
export {
  stagingRoomKeys,
  stagingRoomQueries,
  fetchStagingRooms,
  createStagingRoom,
  updateStagingRoom,
  deleteStagingRoom,
  useCreateStagingRoom,
  useUpdateStagingRoom,
  useDeleteStagingRoom,
  type StagingRoomDelete,
} from './lib/entities/staging-rooms';
export {
  hydrantKeys,
  hydrantQueries,
  fetchHydrants,
  createHydrant,
  updateHydrant,
  deleteHydrant,
  useCreateHydrant,
  useUpdateHydrant,
  useDeleteHydrant,
  type HydrantDelete,
} from './lib/entities/hydrants';
export {
  beaconKeys,
  beaconQueries,
  gatewayKeys,
  gatewayQueries,
  fetchBeacons,
  updateBeacon,
  syncBeacons,
  fetchGateways,
  updateGateway,
  syncGateways,
  useUpdateBeacon,
  useUpdateGateway,
  useSyncBeacons,
  useSyncGateways,
} from './lib/entities/assets';
export {
  materialKeys,
  materialQueries,
  fetchMaterials,
  createMaterial,
  updateMaterial,
  deleteMaterial,
  useCreateMaterial,
  useUpdateMaterial,
  useDeleteMaterial,
  type MaterialDelete,
} from './lib/entities/materials';
export {
  qualificationKeys,
  qualificationGroupKeys,
  qualificationQueries,
  qualificationGroupQueries,
  fetchQualifications,
  fetchQualificationGroups,
  createQualificationGroup,
  createQualification,
  updateQualification,
  useSaveQualification,
  type SaveQualificationInput,
  type SaveQualificationResult,
} from './lib/entities/qualifications';
export {
  vehicleBlueprintKeys,
  vehicleTypeKeys,
  vehicleBlueprintQueries,
  vehicleTypeQueries,
  fetchVehicleBlueprints,
  fetchVehicleTypes,
  createVehicleBlueprint,
  updateVehicleBlueprint,
  useCreateVehicleBlueprint,
  useUpdateVehicleBlueprint,
  useUploadBlueprintIcon,
  useDeleteBlueprintIcon,
  type UploadBlueprintIconInput,
} from './lib/entities/vehicles';
export { missionKeys, missionQueries, fetchActiveMissions, generateMission, useActiveMissions, useGenerateMission } from './lib/entities/missions';
export { geocodeAddress, geocodingSearch, useGeocode, type GeocodingAddress } from './lib/entities/geocoding';

// file storage
export { uploadBlueprintIcon, getBlueprintIconUrl, deleteBlueprintIcon, blueprintIconPath } from './lib/storage/blueprint-icons';
export { StorageError, STORAGE_ERROR_CODES, toStorageErrorCode, type StorageErrorCode } from './lib/storage/storage-errors';
