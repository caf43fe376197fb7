import { z } from 'zod';
import { Address, Beacon, Customer, Gateway, Hydrant, Material, Qualification, QualificationGroup, StagingRoom, User, Version, VehicleType } from './entities';
import { DisplayType, DEFAULT_DISPLAY_TYPE, DEFAULT_DURCHMESSER, DEFAULT_HYDRANT_TYPE, DEFAULT_STAGING_STATUS, DEFAULT_USER_ROLE, DEFAULT_VERTEILER_LEITUNG } from './enums';
import { DateValue, NonNegativeInt, Uid, requiredText } from './primitives';

/**
 * Request payloads. "Create" payloads omit what the server assigns (uid, createDate, lastUpdate,
 * version); "Update" payloads are the whole record with its uid and the version it was read at
 * (`version`, or `lastUpdate`/`lastUpdated` for records that have one): a record changed since
 * answers 409 `stale` and stays as it is. Extra properties are stripped.
 *
 * The read-at version is required: an update without it would overwrite whatever another
 * administrator saved meanwhile. Overwriting on purpose means sending the current version.
 */
const readAtVersion = { version: Version };
const readAtLastUpdate = { lastUpdate: DateValue };

/** SPEC §7: the user fields plus an initial password that the client sets to a fixed value. */
export const UserCreate = User.omit({ uid: true, version: true }).extend({
  password: z.string().min(6).max(128),
});
export type UserCreate = z.infer<typeof UserCreate>;
export const UserUpdate = User.extend(readAtVersion);
export type UserUpdate = z.infer<typeof UserUpdate>;

export const CustomerCreate = Customer.omit({ uid: true, version: true });
export type CustomerCreate = z.infer<typeof CustomerCreate>;
export const CustomerUpdate = Customer.extend(readAtVersion);
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;

const serverManaged = { uid: true, createDate: true, lastUpdate: true } as const;

export const StagingRoomCreate = StagingRoom.omit(serverManaged);
export type StagingRoomCreate = z.infer<typeof StagingRoomCreate>;
export const StagingRoomUpdate = StagingRoom.omit({ createDate: true, lastUpdate: true }).extend(readAtLastUpdate);
export type StagingRoomUpdate = z.infer<typeof StagingRoomUpdate>;

export const HydrantCreate = Hydrant.omit(serverManaged);
export type HydrantCreate = z.infer<typeof HydrantCreate>;
/** SPEC §7: POST /hydrant/update/ takes the payload {hydrant}. */
export const HydrantUpdate = z.object({ hydrant: Hydrant.omit({ createDate: true, lastUpdate: true }).extend(readAtLastUpdate) });
export type HydrantUpdate = z.infer<typeof HydrantUpdate>;

export const BeaconUpdate = Beacon.pick({ uid: true, name: true, model: true, customerUid: true }).extend({ lastUpdated: DateValue });
export type BeaconUpdate = z.infer<typeof BeaconUpdate>;
export const GatewayUpdate = Gateway.pick({ uid: true, name: true, customerUid: true }).extend({ lastUpdated: DateValue });
export type GatewayUpdate = z.infer<typeof GatewayUpdate>;
/** Sync is per customer when given; without it every asset the caller may see is synced. */
export const AssetSync = z.object({ customerUid: Uid.optional() });
export type AssetSync = z.infer<typeof AssetSync>;

export const MaterialCreate = Material.pick({ name: true });
export type MaterialCreate = z.infer<typeof MaterialCreate>;
export const MaterialUpdate = Material.pick({ uid: true, name: true }).extend(readAtLastUpdate);
export type MaterialUpdate = z.infer<typeof MaterialUpdate>;

export const QualificationGroupCreate = QualificationGroup.omit({ uid: true, version: true });
export type QualificationGroupCreate = z.infer<typeof QualificationGroupCreate>;
/**
 * SPEC §4: "A new group can also be created together with the qualification." When `newGroup` is
 * given, the server creates that group and assigns it in the same transaction (`groupId` is then
 * ignored), so a failed save leaves no orphan group behind.
 */
const withNewGroup = { newGroup: QualificationGroupCreate.optional() };
export const QualificationCreate = Qualification.omit({ uid: true, version: true }).extend(withNewGroup);
export type QualificationCreate = z.infer<typeof QualificationCreate>;
export const QualificationUpdate = Qualification.extend(withNewGroup).extend(readAtVersion);
export type QualificationUpdate = z.infer<typeof QualificationUpdate>;

/** A vehicle type as a blueprint payload names it: an existing one by uid, or a new one by name. */
export const VehicleTypeRef = z.union([
  VehicleType.pick({ uid: true }).extend({ name: z.string().optional() }),
  z.object({ uid: z.undefined().optional(), name: requiredText() }),
]);
export type VehicleTypeRef = z.infer<typeof VehicleTypeRef>;

export const StandardLoadItemInput = z.object({
  material: Material.pick({ uid: true }).extend({ name: z.string().optional() }),
  amount: NonNegativeInt,
});
export type StandardLoadItemInput = z.infer<typeof StandardLoadItemInput>;

const blueprintFields = {
  name: requiredText(),
  seats: NonNegativeInt,
  type: VehicleTypeRef,
  standardLoad: z
    .array(StandardLoadItemInput)
    .max(500)
    .refine((items) => new Set(items.map((i) => i.material.uid)).size === items.length, {
      message: 'duplicate_material',
    }),
};
export const VehicleBlueprintCreate = z.object(blueprintFields);
export type VehicleBlueprintCreate = z.infer<typeof VehicleBlueprintCreate>;
export const VehicleBlueprintUpdate = z.object({ uid: Uid, ...blueprintFields, ...readAtLastUpdate });
export type VehicleBlueprintUpdate = z.infer<typeof VehicleBlueprintUpdate>;

/**
 * Bulk create (CSV import): at most BULK_LIMIT records per request, stored in one transaction —
 * all of them or none; a bad row answers 400 with field errors by row (`hydrants.4.durchmesser`).
 * Send batches with an Idempotency-Key each, so a batch re-sent after a lost answer creates nothing twice.
 */
export const BULK_LIMIT = 1000;
export const HydrantBulkCreate = z.object({ hydrants: z.array(HydrantCreate).min(1).max(BULK_LIMIT) });
export type HydrantBulkCreate = z.infer<typeof HydrantBulkCreate>;
export const MaterialBulkCreate = z.object({ materials: z.array(MaterialCreate).min(1).max(BULK_LIMIT) });
export type MaterialBulkCreate = z.infer<typeof MaterialBulkCreate>;
/** The uids of the records a bulk create made, in the order of the request. */
export const BulkCreated = z.object({ created: z.array(Uid) });
export type BulkCreated = z.infer<typeof BulkCreated>;

export const MissionGenerate = z.object({ customerUid: Uid });
export type MissionGenerate = z.infer<typeof MissionGenerate>;

/** SPEC §9 new-record defaults and SPEC §4 enum defaults, for forms. */
export const emptyAddress = (): Address => ({ street: '', number: '', zip: '', city: '', additionalInfo: '' });

export const NEW_RECORD_DEFAULTS = {
  user: (): Omit<UserCreate, 'password'> => ({ firstname: '', lastname: '', mail: '', role: DEFAULT_USER_ROLE, customerUid: '' }),
  customer: (): CustomerCreate => ({ name: '', kennung: '', userAmount: 0, address: emptyAddress() }),
  stagingRoom: (): StagingRoomCreate => ({
    name: '',
    address: emptyAddress(),
    rangeAutoerfassung: 0,
    status: DEFAULT_STAGING_STATUS,
    customerUid: '',
    lon: 0,
    lat: 0,
  }),
  hydrant: (): HydrantCreate => ({
    name: '',
    description: '',
    lon: 0,
    lat: 0,
    durchmesser: DEFAULT_DURCHMESSER,
    type: DEFAULT_HYDRANT_TYPE,
    verteilerLeitung: DEFAULT_VERTEILER_LEITUNG,
  }),
  material: (): MaterialCreate => ({ name: '' }),
  qualification: (): QualificationCreate => ({ name: '', groupId: null, displayType: DEFAULT_DISPLAY_TYPE as DisplayType }),
  qualificationGroup: (): QualificationGroupCreate => ({ name: '', allowedAmount: 0 }),
  vehicleBlueprint: (): VehicleBlueprintCreate => ({ name: '', seats: 0, type: { name: '' }, standardLoad: [] }),
};

/** Re-exported so callers can name the entity whose payload they build. */
export type { Address, Gateway };
