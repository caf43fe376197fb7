import { withSchemas } from './endpoint';
import { ASSET_ENDPOINTS } from './calls/assets';
import { ASSET_SCHEMAS } from './areas/assets';
import { VEHICLE_ENDPOINTS } from './calls/blueprints';
import { VEHICLE_SCHEMAS } from './areas/blueprints';
import { CUSTOMER_ENDPOINTS } from './calls/customers';
import { CUSTOMER_SCHEMAS } from './areas/customers';
import { GEOCODING_ENDPOINTS } from './calls/geocoding';
import { GEOCODING_SCHEMAS } from './areas/geocoding';
import { HYDRANT_ENDPOINTS } from './calls/hydrants';
import { HYDRANT_SCHEMAS } from './areas/hydrants';
import { INSPECTION_ENDPOINTS } from './calls/inspections';
import { INSPECTION_SCHEMAS } from './areas/inspections';
import { INVITATION_ENDPOINTS } from './calls/invitations';
import { INVITATION_SCHEMAS } from './areas/invitations';
import { LIVE_ENDPOINTS } from './calls/live';
import { LIVE_SCHEMAS } from './areas/live';
import { MATERIAL_ENDPOINTS } from './calls/materials';
import { MATERIAL_SCHEMAS } from './areas/materials';
import { MISSION_ENDPOINTS } from './calls/missions';
import { MISSION_SCHEMAS } from './areas/missions';
import { QUALIFICATION_ENDPOINTS } from './calls/qualifications';
import { QUALIFICATION_SCHEMAS } from './areas/qualifications';
import { SESSION_ENDPOINTS } from './calls/session';
import { SESSION_SCHEMAS } from './areas/session';
import { STAGING_ENDPOINTS } from './calls/staging';
import { STAGING_SCHEMAS } from './areas/staging';
import { SUMMARY_ENDPOINTS } from './calls/summary';
import { SUMMARY_SCHEMAS } from './areas/summary';
import { USER_ENDPOINTS } from './calls/users';
import { USER_SCHEMAS } from './areas/users';

/** Every endpoint table (calls/…, zod-free). A new area's table joins here, and its schemas below. */
const TABLES = {
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
};

/** Request and response schemas per served endpoint (areas/…): the server parses every body and query with them. */
export const ENDPOINT_SCHEMAS = {
  ...USER_SCHEMAS,
  ...INVITATION_SCHEMAS,
  ...CUSTOMER_SCHEMAS,
  ...ASSET_SCHEMAS,
  ...HYDRANT_SCHEMAS,
  ...INSPECTION_SCHEMAS,
  ...STAGING_SCHEMAS,
  ...GEOCODING_SCHEMAS,
  ...MATERIAL_SCHEMAS,
  ...QUALIFICATION_SCHEMAS,
  ...VEHICLE_SCHEMAS,
  ...SUMMARY_SCHEMAS,
  ...MISSION_SCHEMAS,
  ...SESSION_SCHEMAS,
  ...LIVE_SCHEMAS,
};

/**
 * Every endpoint the API serves, once, with its schemas: apps/api mounts, guards and tests exactly
 * these (its handler map, access policy and test matrices are typed over `EndpointName`, so a
 * missing handler or policy row does not compile), and the OpenAPI document describes them. A new
 * area's table and schemas join here as part of the area's server step (docs/architecture.md); the
 * client needs only the area's calls (calls/<area>.ts), which import no zod.
 */
export const ENDPOINTS = withSchemas(TABLES, ENDPOINT_SCHEMAS);

export type EndpointName = keyof typeof ENDPOINTS;
