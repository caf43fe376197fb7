import { ASSET_ENDPOINTS } from './areas/assets';
import { CUSTOMER_ENDPOINTS } from './areas/customers';
import { GEOCODING_ENDPOINTS } from './areas/geocoding';
import { INVITATION_ENDPOINTS } from './areas/invitations';
import { LIVE_ENDPOINTS } from './areas/live';
import { HYDRANT_ENDPOINTS } from './areas/hydrants';
import { INSPECTION_ENDPOINTS } from './areas/inspections';
import { MATERIAL_ENDPOINTS } from './areas/materials';
import { MISSION_ENDPOINTS } from './areas/missions';
import { QUALIFICATION_ENDPOINTS } from './areas/qualifications';
import { STAGING_ENDPOINTS } from './areas/staging';
import { SESSION_ENDPOINTS } from './areas/session';
import { SUMMARY_ENDPOINTS } from './areas/summary';
import { USER_ENDPOINTS } from './areas/users';
import { VEHICLE_ENDPOINTS } from './areas/blueprints';

/**
 * Every endpoint the API serves, once: apps/api mounts, guards and tests exactly these (its
 * handler map, access policy and test matrices are typed over `EndpointName`, so a missing handler
 * or policy row does not compile). A new area's table joins here as part of the area's server
 * step (docs/architecture.md); the client needs only the area's own file.
 */
export const ENDPOINTS = {
  ...USER_ENDPOINTS,
  ...INVITATION_ENDPOINTS,
  ...CUSTOMER_ENDPOINTS,
  ...ASSET_ENDPOINTS,
  ...HYDRANT_ENDPOINTS,
  ...INSPECTION_ENDPOINTS,
  ...STAGING_ENDPOINTS,
  ...GEOCODING_ENDPOINTS,
  ...MATERIAL_ENDPOINTS,
  ...QUALIFICATION_ENDPOINTS,
  ...VEHICLE_ENDPOINTS,
  ...SUMMARY_ENDPOINTS,
  ...MISSION_ENDPOINTS,
  ...SESSION_ENDPOINTS,
  ...LIVE_ENDPOINTS,
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** Request and response schemas per served endpoint, keyed like {@link ENDPOINTS}: the server parses every body and query with them. */
export const ENDPOINT_SCHEMAS = Object.fromEntries(Object.entries(ENDPOINTS).map(([name, endpoint]) => [name, endpoint.schemas])) as {
  readonly [N in EndpointName]: (typeof ENDPOINTS)[N]['schemas'];
};
