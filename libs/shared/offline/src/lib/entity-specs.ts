import {
  BEACONS,
  CUSTOMERS,
  GATEWAYS,
  HYDRANTS,
  INSPECTIONS,
  MATERIALS,
  MISSIONS,
  QUALIFICATION_GROUPS,
  QUALIFICATIONS,
  STAGING_ROOMS,
  USERS,
  VEHICLE_BLUEPRINTS,
  VEHICLE_TYPES,
  type EntitySpec,
} from '@rescue-admin/api-contract';

/**
 * Every entity of the contract, by its key. Imported on demand (`import()`), only when writes are
 * restored: nothing at the app's start runs it.
 */
export const ENTITY_SPECS: ReadonlyMap<string, EntitySpec> = new Map(
  [USERS, CUSTOMERS, STAGING_ROOMS, HYDRANTS, INSPECTIONS, BEACONS, GATEWAYS, MATERIALS, QUALIFICATIONS, QUALIFICATION_GROUPS, VEHICLE_BLUEPRINTS, VEHICLE_TYPES, MISSIONS].map(
    (spec): [string, EntitySpec] => [spec.key, spec],
  ),
);
