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
 * Every entity of the contract, by its key. Loaded on demand (`import()`), only when writes are
 * restored: it brings the schemas of every area, and the app's start needs only a few of them.
 */
export const ENTITY_SPECS: ReadonlyMap<string, EntitySpec> = new Map(
  [USERS, CUSTOMERS, STAGING_ROOMS, HYDRANTS, INSPECTIONS, BEACONS, GATEWAYS, MATERIALS, QUALIFICATIONS, QUALIFICATION_GROUPS, VEHICLE_BLUEPRINTS, VEHICLE_TYPES, MISSIONS].map(
    (spec): [string, EntitySpec] => [spec.key, spec],
  ),
);
