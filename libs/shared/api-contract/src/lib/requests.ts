import { z } from 'zod';
import {
  Beacon,
  Customer,
  Gateway,
  Hydrant,
  Material,
  Mission,
  Qualification,
  QualificationGroup,
  StagingRoom,
  User,
  VehicleBlueprint,
  VehicleType,
  GeocodingResult,
  HistoryEntry,
  DashboardSummary,
} from './entities';
import {
  AssetSync,
  BeaconUpdate,
  BulkCreated,
  HydrantBulkCreate,
  MaterialBulkCreate,
  CustomerCreate,
  CustomerUpdate,
  GatewayUpdate,
  HydrantCreate,
  HydrantUpdate,
  MaterialCreate,
  MaterialUpdate,
  MissionGenerate,
  QualificationCreate,
  QualificationGroupCreate,
  QualificationUpdate,
  StagingRoomCreate,
  StagingRoomUpdate,
  UserCreate,
  UserUpdate,
  VehicleBlueprintCreate,
  VehicleBlueprintUpdate,
} from './payloads';
import { QUERY, type EndpointName } from './paths';
import { Uid } from './primitives';

/** A query that names one record by uid (`?userUid=…`, `?hydrantUid=…`, …). */
const uidQuery = <K extends string>(name: K) => z.object({ [name]: Uid } as Record<K, typeof Uid>);

/**
 * A delete names the record and the version it was shown at (`version`, or `lastUpdate` as an ISO
 * date-time): changed since → 409 `stale`, nothing deleted. The version is optional on the wire
 * (SPEC §7's delete names only the uid, and a delete without it is unconditional), but the admin
 * client always sends it.
 */
const deleteByVersion = <K extends string>(name: K) => uidQuery(name).extend({ version: z.coerce.number().int().min(0).max(2 ** 31 - 1).optional() });
const deleteByLastUpdate = <K extends string>(name: K) => uidQuery(name).extend({ lastUpdate: z.iso.datetime({ offset: true }).optional() });

/** A record's history, newest first. */
const History = z.array(HistoryEntry);

/** GET /geocoding/?search=: "<street> <number>, <zip> <city>". */
export const GeocodingQuery = z.object({ [QUERY.search]: z.string().trim().min(1).max(500) });
export type GeocodingQuery = z.infer<typeof GeocodingQuery>;

/** The uid answered by create calls that "return the uid" (a JSON string body). */
export const CreatedUid = Uid;
/** The answer of update/delete calls that only signal success (the status carries the meaning). */
export const Ok = z.literal(true);

export interface EndpointSchemas {
  /** The JSON body, when the endpoint takes one (validated by the server, unknown keys stripped). */
  body?: z.ZodType;
  /** The query parameters, when the endpoint takes any. */
  query?: z.ZodType;
  /** What a successful answer carries (dates as ISO strings on the wire; the schemas accept both). */
  response: z.ZodType;
}

/**
 * Request and response schemas per endpoint, keyed like {@link ENDPOINTS}. The server validates
 * every body and query with these; clients and tests may parse answers with `response`.
 * Update calls answer with the stored record, delete calls with `true`.
 */
export const ENDPOINT_SCHEMAS = {
  'user.all': { response: z.array(User) },
  'user.create': { body: UserCreate, response: CreatedUid },
  'user.update': { body: UserUpdate, response: User },
  'user.delete': { query: deleteByVersion(QUERY.userUid), response: Ok },
  'user.lookup': { query: uidQuery(QUERY.userUid), response: User },
  'user.history': { query: uidQuery(QUERY.userUid), response: History },
  'customer.all': { response: z.array(Customer) },
  'customer.create': { body: CustomerCreate, response: CreatedUid },
  'customer.update': { body: CustomerUpdate, response: Customer },
  'customer.delete': { query: deleteByVersion(QUERY.customerUid), response: Ok },
  'customer.lookup': { query: uidQuery(QUERY.customerUid), response: Customer },
  'customer.history': { query: uidQuery(QUERY.customerUid), response: History },
  'beacon.all': { response: z.array(Beacon) },
  'beacon.update': { body: BeaconUpdate, response: Beacon },
  'beacon.sync': { body: AssetSync, response: z.array(Beacon) },
  'beacon.history': { query: uidQuery(QUERY.beaconUid), response: History },
  'gateway.all': { response: z.array(Gateway) },
  'gateway.update': { body: GatewayUpdate, response: Gateway },
  'gateway.sync': { body: AssetSync, response: z.array(Gateway) },
  'gateway.history': { query: uidQuery(QUERY.gatewayUid), response: History },
  'hydrant.all': { response: z.array(Hydrant) },
  'hydrant.create': { body: HydrantCreate, response: CreatedUid },
  'hydrant.update': { body: HydrantUpdate, response: Hydrant },
  'hydrant.delete': { query: deleteByLastUpdate(QUERY.hydrantUid), response: Ok },
  'hydrant.history': { query: uidQuery(QUERY.hydrantUid), response: History },
  'hydrant.bulkCreate': { body: HydrantBulkCreate, response: BulkCreated },
  'staging.all': { response: z.array(StagingRoom) },
  'staging.create': { body: StagingRoomCreate, response: CreatedUid },
  'staging.update': { body: StagingRoomUpdate, response: StagingRoom },
  'staging.delete': { query: deleteByLastUpdate(QUERY.stagingRoomUid), response: Ok },
  'staging.history': { query: uidQuery(QUERY.stagingRoomUid), response: History },
  'geocoding.search': { query: GeocodingQuery, response: GeocodingResult },
  'material.all': { response: z.array(Material) },
  'material.create': { body: MaterialCreate, response: Material },
  'material.update': { body: MaterialUpdate, response: Material },
  'material.delete': { query: deleteByLastUpdate(QUERY.materialUid), response: Ok },
  'material.history': { query: uidQuery(QUERY.materialUid), response: History },
  'material.bulkCreate': { body: MaterialBulkCreate, response: BulkCreated },
  'qualification.all': { response: z.array(Qualification) },
  'qualification.groups': { response: z.array(QualificationGroup) },
  'qualification.createGroup': { body: QualificationGroupCreate, response: CreatedUid },
  'qualification.create': { body: QualificationCreate, response: CreatedUid },
  'qualification.update': { body: QualificationUpdate, response: Qualification },
  'qualification.history': { query: uidQuery(QUERY.qualificationUid), response: History },
  'vehicle.blueprints': { response: z.array(VehicleBlueprint) },
  'vehicle.types': { response: z.array(VehicleType) },
  'vehicle.createBlueprint': { body: VehicleBlueprintCreate, response: CreatedUid },
  'vehicle.updateBlueprint': { body: VehicleBlueprintUpdate, response: VehicleBlueprint },
  /** 200 `true`: the caller may upload or delete this blueprint's icon (403: may not; 404: no such blueprint). */
  'vehicle.iconPermit': { query: uidQuery(QUERY.blueprintUid), response: Ok },
  'vehicle.blueprintHistory': { query: uidQuery(QUERY.blueprintUid), response: History },
  'summary.get': { response: DashboardSummary },
  'mission.active': { query: uidQuery(QUERY.customerUid), response: z.array(Mission) },
  'mission.generate': { body: MissionGenerate, response: Mission },
} as const satisfies Record<EndpointName, EndpointSchemas>;
