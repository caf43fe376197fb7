/**
 * SPEC §7: every call the product makes, as constants. Paths are relative to their service base
 * (an empty path means the base itself). Trailing slashes are part of the spec and kept.
 */
export type ServiceName = 'user' | 'base' | 'mission';

export const USER_PATHS = {
  all: 'all/',
  create: '',
  update: 'update/',
  delete: 'delete/',
  lookup: '',
  history: 'history/',
} as const;

/** `lookup` is not in SPEC §7: the header shows the signed-in user's customer name, also to users who may not list customers. */
export const CUSTOMER_PATHS = {
  all: 'customer/all/',
  create: 'customer/',
  update: 'customer/update/',
  delete: 'customer/delete/',
  lookup: 'customer/',
  history: 'customer/history/',
} as const;
export const BEACON_PATHS = { all: 'beacon/all/', update: 'beacon/update/', sync: 'beacon/sync/', history: 'beacon/history/' } as const;
export const GATEWAY_PATHS = { all: 'gateway/all/', update: 'gateway/update/', sync: 'gateway/sync/', history: 'gateway/history/' } as const;
export const HYDRANT_PATHS = {
  all: 'hydrant/all/',
  create: 'hydrant/',
  update: 'hydrant/update/',
  delete: 'hydrant/delete/',
  history: 'hydrant/history/',
  bulkCreate: 'hydrant/bulk/',
} as const;
export const STAGING_PATHS = { all: 'staging/all/', create: 'staging/', update: 'staging/update/', delete: 'staging/delete/', history: 'staging/history/' } as const;
export const GEOCODING_PATHS = { search: 'geocoding/' } as const;
export const MATERIAL_PATHS = {
  all: 'material/all/',
  create: 'material/',
  update: 'material/update/',
  delete: 'material/delete/',
  history: 'material/history/',
  bulkCreate: 'material/bulk/',
} as const;
export const QUALIFICATION_PATHS = {
  all: 'qualification/',
  create: 'qualification/',
  update: 'qualification/update/',
  groups: 'qualification/group/',
  createGroup: 'qualification/group/',
  history: 'qualification/history/',
} as const;
export const VEHICLE_PATHS = {
  blueprints: 'vehicle/blueprint/',
  types: 'vehicle/type/',
  createBlueprint: 'vehicle/blueprint/',
  updateBlueprint: 'vehicle/blueprint/update/',
  /** Not in SPEC §7: the file storage asks here whether a caller may change a blueprint's icon. */
  iconPermit: 'vehicle/blueprint/icon/',
  blueprintHistory: 'vehicle/blueprint/history/',
} as const;
/** Not in SPEC §7: the dashboard's figures, counted by the API. */
export const SUMMARY_PATHS = { get: 'summary/' } as const;
/** Mission service: the spec shows none of its calls; these are the two the header needs. */
export const MISSION_PATHS = { active: 'active/', generate: 'generate/' } as const;

/** Query parameter names (SPEC §7). */
export const QUERY = {
  userUid: 'userUid',
  customerUid: 'customerUid',
  hydrantUid: 'hydrantUid',
  stagingRoomUid: 'stagingRoomUid',
  blueprintUid: 'blueprintUid',
  beaconUid: 'beaconUid',
  gatewayUid: 'gatewayUid',
  qualificationUid: 'qualificationUid',
  materialUid: 'uid',
  search: 'search',
} as const;

export interface EndpointDef {
  service: ServiceName;
  method: 'GET' | 'POST';
  path: string;
  /** The status a successful call answers with. */
  success: 200 | 201;
  /** Required query parameter, if any. */
  query?: string;
  /** Whether the call takes a JSON body. */
  body: boolean;
  /**
   * A create that accepts an {@link IDEMPOTENCY_KEY_HEADER}: sent again with the same key (a lost
   * answer, a retry after going offline), it answers as the first time and creates nothing.
   */
  idempotent?: true;
}

/** The request header of an idempotent create: a key the client makes once per intended record (a UUID). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * Every endpoint, once. Tests iterate over this table (e.g. "every endpoint × bad token → 401"),
 * so a new endpoint cannot be forgotten there.
 */
export const ENDPOINTS = {
  'user.all': { service: 'user', method: 'GET', path: USER_PATHS.all, success: 200, body: false },
  'user.create': { service: 'user', method: 'POST', path: USER_PATHS.create, success: 200, body: true, idempotent: true },
  'user.update': { service: 'user', method: 'POST', path: USER_PATHS.update, success: 200, body: true },
  'user.delete': { service: 'user', method: 'GET', path: USER_PATHS.delete, success: 200, query: QUERY.userUid, body: false },
  'user.lookup': { service: 'user', method: 'GET', path: USER_PATHS.lookup, success: 200, query: QUERY.userUid, body: false },
  'user.history': { service: 'user', method: 'GET', path: USER_PATHS.history, success: 200, query: QUERY.userUid, body: false },
  'customer.all': { service: 'base', method: 'GET', path: CUSTOMER_PATHS.all, success: 200, body: false },
  'customer.create': { service: 'base', method: 'POST', path: CUSTOMER_PATHS.create, success: 200, body: true, idempotent: true },
  'customer.update': { service: 'base', method: 'POST', path: CUSTOMER_PATHS.update, success: 200, body: true },
  'customer.delete': { service: 'base', method: 'GET', path: CUSTOMER_PATHS.delete, success: 200, query: QUERY.customerUid, body: false },
  'customer.lookup': { service: 'base', method: 'GET', path: CUSTOMER_PATHS.lookup, success: 200, query: QUERY.customerUid, body: false },
  'customer.history': { service: 'base', method: 'GET', path: CUSTOMER_PATHS.history, success: 200, query: QUERY.customerUid, body: false },
  'beacon.all': { service: 'base', method: 'GET', path: BEACON_PATHS.all, success: 200, body: false },
  'beacon.update': { service: 'base', method: 'POST', path: BEACON_PATHS.update, success: 200, body: true },
  'beacon.sync': { service: 'base', method: 'POST', path: BEACON_PATHS.sync, success: 200, body: true },
  'beacon.history': { service: 'base', method: 'GET', path: BEACON_PATHS.history, success: 200, query: QUERY.beaconUid, body: false },
  'gateway.all': { service: 'base', method: 'GET', path: GATEWAY_PATHS.all, success: 200, body: false },
  'gateway.update': { service: 'base', method: 'POST', path: GATEWAY_PATHS.update, success: 200, body: true },
  'gateway.sync': { service: 'base', method: 'POST', path: GATEWAY_PATHS.sync, success: 200, body: true },
  'gateway.history': { service: 'base', method: 'GET', path: GATEWAY_PATHS.history, success: 200, query: QUERY.gatewayUid, body: false },
  'hydrant.all': { service: 'base', method: 'GET', path: HYDRANT_PATHS.all, success: 200, body: false },
  'hydrant.create': { service: 'base', method: 'POST', path: HYDRANT_PATHS.create, success: 200, body: true, idempotent: true },
  'hydrant.update': { service: 'base', method: 'POST', path: HYDRANT_PATHS.update, success: 200, body: true },
  'hydrant.delete': { service: 'base', method: 'GET', path: HYDRANT_PATHS.delete, success: 200, query: QUERY.hydrantUid, body: false },
  'hydrant.history': { service: 'base', method: 'GET', path: HYDRANT_PATHS.history, success: 200, query: QUERY.hydrantUid, body: false },
  'hydrant.bulkCreate': { service: 'base', method: 'POST', path: HYDRANT_PATHS.bulkCreate, success: 200, body: true, idempotent: true },
  'staging.all': { service: 'base', method: 'GET', path: STAGING_PATHS.all, success: 200, body: false },
  'staging.create': { service: 'base', method: 'POST', path: STAGING_PATHS.create, success: 200, body: true, idempotent: true },
  'staging.update': { service: 'base', method: 'POST', path: STAGING_PATHS.update, success: 200, body: true },
  'staging.delete': { service: 'base', method: 'GET', path: STAGING_PATHS.delete, success: 200, query: QUERY.stagingRoomUid, body: false },
  'staging.history': { service: 'base', method: 'GET', path: STAGING_PATHS.history, success: 200, query: QUERY.stagingRoomUid, body: false },
  'geocoding.search': { service: 'base', method: 'GET', path: GEOCODING_PATHS.search, success: 200, query: QUERY.search, body: false },
  'material.all': { service: 'base', method: 'GET', path: MATERIAL_PATHS.all, success: 200, body: false },
  'material.create': { service: 'base', method: 'POST', path: MATERIAL_PATHS.create, success: 201, body: true, idempotent: true },
  'material.update': { service: 'base', method: 'POST', path: MATERIAL_PATHS.update, success: 200, body: true },
  'material.delete': { service: 'base', method: 'POST', path: MATERIAL_PATHS.delete, success: 200, query: QUERY.materialUid, body: false },
  'material.history': { service: 'base', method: 'GET', path: MATERIAL_PATHS.history, success: 200, query: QUERY.materialUid, body: false },
  'material.bulkCreate': { service: 'base', method: 'POST', path: MATERIAL_PATHS.bulkCreate, success: 200, body: true, idempotent: true },
  'qualification.all': { service: 'base', method: 'GET', path: QUALIFICATION_PATHS.all, success: 200, body: false },
  'qualification.groups': { service: 'base', method: 'GET', path: QUALIFICATION_PATHS.groups, success: 200, body: false },
  'qualification.createGroup': { service: 'base', method: 'POST', path: QUALIFICATION_PATHS.createGroup, success: 200, body: true, idempotent: true },
  'qualification.create': { service: 'base', method: 'POST', path: QUALIFICATION_PATHS.create, success: 200, body: true, idempotent: true },
  'qualification.update': { service: 'base', method: 'POST', path: QUALIFICATION_PATHS.update, success: 200, body: true },
  'qualification.history': { service: 'base', method: 'GET', path: QUALIFICATION_PATHS.history, success: 200, query: QUERY.qualificationUid, body: false },
  'vehicle.blueprints': { service: 'base', method: 'GET', path: VEHICLE_PATHS.blueprints, success: 200, body: false },
  'vehicle.types': { service: 'base', method: 'GET', path: VEHICLE_PATHS.types, success: 200, body: false },
  'vehicle.createBlueprint': { service: 'base', method: 'POST', path: VEHICLE_PATHS.createBlueprint, success: 201, body: true, idempotent: true },
  'vehicle.updateBlueprint': { service: 'base', method: 'POST', path: VEHICLE_PATHS.updateBlueprint, success: 200, body: true },
  'vehicle.iconPermit': { service: 'base', method: 'GET', path: VEHICLE_PATHS.iconPermit, success: 200, query: QUERY.blueprintUid, body: false },
  'vehicle.blueprintHistory': { service: 'base', method: 'GET', path: VEHICLE_PATHS.blueprintHistory, success: 200, query: QUERY.blueprintUid, body: false },
  'summary.get': { service: 'base', method: 'GET', path: SUMMARY_PATHS.get, success: 200, body: false },
  'mission.active': { service: 'mission', method: 'GET', path: MISSION_PATHS.active, success: 200, query: QUERY.customerUid, body: false },
  'mission.generate': { service: 'mission', method: 'POST', path: MISSION_PATHS.generate, success: 201, body: true, idempotent: true },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof ENDPOINTS;
