import { z } from 'zod';
import { DateValue, Latitude, Longitude, MAX_LONG_TEXT, NonNegativeInt, Uid, optionalText, requiredText } from './primitives';
import { DisplayType, Durchmesser, HydrantType, StagingStatus, UserRole, VerteilerLeitung } from './enums';

/** SPEC §3 entities. Every schema here describes a record as the API returns it. */

/**
 * The version of a record that has no `lastUpdate` of its own (user, customer, qualification,
 * qualification group): 0 when created, +1 with every update. An update names the version it was
 * read at; a record changed since answers 409 `stale` (no lost updates). Records with a
 * `lastUpdate`/`lastUpdated` use that value the same way.
 */
export const Version = z.number().int().min(0).max(2 ** 31 - 1);

export const Address = z.object({
  street: requiredText(),
  number: requiredText(),
  zip: requiredText(),
  city: requiredText(),
  additionalInfo: optionalText(MAX_LONG_TEXT).default(''),
});
export type Address = z.infer<typeof Address>;

export const User = z.object({
  uid: Uid,
  firstname: requiredText(),
  lastname: requiredText(),
  mail: z.email().max(254),
  role: UserRole,
  customerUid: Uid,
  version: Version,
});
export type User = z.infer<typeof User>;

export const Customer = z.object({
  uid: Uid,
  name: requiredText(),
  kennung: requiredText(),
  userAmount: NonNegativeInt,
  address: Address,
  version: Version,
});
export type Customer = z.infer<typeof Customer>;

export const StagingRoom = z.object({
  uid: Uid,
  createDate: DateValue,
  lastUpdate: DateValue,
  name: requiredText(),
  address: Address,
  rangeAutoerfassung: NonNegativeInt,
  status: StagingStatus,
  customerUid: Uid,
  lon: Longitude,
  lat: Latitude,
});
export type StagingRoom = z.infer<typeof StagingRoom>;

export const Hydrant = z.object({
  uid: Uid,
  createDate: DateValue,
  lastUpdate: DateValue,
  name: requiredText(),
  description: optionalText(MAX_LONG_TEXT).default(''),
  lon: Longitude,
  lat: Latitude,
  durchmesser: Durchmesser,
  type: HydrantType,
  verteilerLeitung: VerteilerLeitung,
});
export type Hydrant = z.infer<typeof Hydrant>;

export const Beacon = z.object({
  uid: Uid,
  name: requiredText(),
  model: optionalText().default(''),
  customerUid: Uid,
  lastUpdated: DateValue,
  /** null until the first sync. */
  lastSynced: DateValue.nullable(),
});
export type Beacon = z.infer<typeof Beacon>;

export const Gateway = z.object({
  uid: Uid,
  name: requiredText(),
  customerUid: Uid,
  lastUpdated: DateValue,
  lastSynced: DateValue.nullable(),
});
export type Gateway = z.infer<typeof Gateway>;

export const Material = z.object({
  uid: Uid,
  createDate: DateValue,
  lastUpdate: DateValue,
  /** Not marked required in the form (SPEC §5), but an empty name is rejected: a material must be pickable. */
  name: requiredText(),
});
export type Material = z.infer<typeof Material>;

export const QualificationGroup = z.object({
  uid: Uid,
  name: requiredText(),
  allowedAmount: NonNegativeInt,
  version: Version,
});
export type QualificationGroup = z.infer<typeof QualificationGroup>;

export const Qualification = z.object({
  uid: Uid,
  name: requiredText(),
  /** null: the qualification belongs to no group. */
  groupId: Uid.nullable(),
  displayType: DisplayType,
  version: Version,
});
export type Qualification = z.infer<typeof Qualification>;

export const VehicleType = z.object({
  uid: Uid,
  name: requiredText(),
  createDate: DateValue,
  lastUpdate: DateValue,
});
export type VehicleType = z.infer<typeof VehicleType>;

export const StandardLoadItem = z.object({
  material: Material,
  amount: NonNegativeInt,
});
export type StandardLoadItem = z.infer<typeof StandardLoadItem>;

export const VehicleBlueprint = z.object({
  uid: Uid,
  createDate: DateValue,
  lastUpdate: DateValue,
  name: requiredText(),
  seats: NonNegativeInt,
  type: VehicleType,
  standardLoad: z.array(StandardLoadItem),
});
export type VehicleBlueprint = z.infer<typeof VehicleBlueprint>;

/**
 * Mission: the spec does not show its shape. This is the minimum the header needs: a training
 * mission generated for a customer, listed in the mission switcher while active.
 */
export const Mission = z.object({
  uid: Uid,
  name: requiredText(),
  customerUid: Uid,
  createDate: DateValue,
  active: z.boolean(),
});
export type Mission = z.infer<typeof Mission>;

/** One field of a change in a record's history: dotted path, value before and after (null: none). */
export const HistoryChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof HistoryChange>;

/** One write to a record, as its history ("Verlauf") lists it — newest first. */
export const HistoryEntry = z.object({
  at: DateValue,
  actor: z.object({ uid: z.string(), name: z.string() }),
  action: z.enum(['create', 'update', 'delete', 'sync']),
  changes: z.array(HistoryChange),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** A count per enum value (hydrants by type, by diameter). */
export const CountByValue = z.array(z.object({ value: z.string(), count: z.number().int().min(0) }));

/** How recently a set of assets was synced: within 24 h, longer ago, never. */
export const SyncFreshness = z.object({ recent: z.number().int().min(0), older: z.number().int().min(0), never: z.number().int().min(0) });
export type SyncFreshness = z.infer<typeof SyncFreshness>;

/** The areas the dashboard counts and links to. */
export const SUMMARY_AREAS = ['users', 'customers', 'stagingRooms', 'hydrants', 'beacons', 'gateways', 'materials', 'qualifications', 'blueprints'] as const;
export type SummaryArea = (typeof SUMMARY_AREAS)[number];

/**
 * The operations overview (dashboard): everything counted in SQL by the API, for what the caller
 * may see — an area they may not read is null (a unit admin's counts are of their customer).
 */
export const DashboardSummary = z.object({
  counts: z.object(Object.fromEntries(SUMMARY_AREAS.map((area) => [area, z.number().int().min(0).nullable()])) as Record<SummaryArea, z.ZodNullable<z.ZodNumber>>),
  hydrantsByType: CountByValue.nullable(),
  hydrantsByDiameter: CountByValue.nullable(),
  syncFreshness: z.object({ beacons: SyncFreshness, gateways: SyncFreshness }).nullable(),
  /** Blueprints with at least one standard-load line, of all blueprints. */
  standardLoads: z.object({ blueprints: z.number().int().min(0), withLoad: z.number().int().min(0), lines: z.number().int().min(0) }).nullable(),
  /** The records changed last (by lastUpdate/lastUpdated), newest first. */
  latestChanges: z.array(
    z.object({
      kind: z.enum(['hydrant', 'stagingRoom', 'material', 'blueprint', 'beacon', 'gateway']),
      uid: z.string(),
      name: z.string(),
      lastUpdate: DateValue,
    }),
  ),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** Geocoding answer (SPEC §7). */
export const GeocodingResult = z.object({
  lat: Latitude,
  lon: Longitude,
  /** What the provider matched, for display ("Musterstadt, 12345"). */
  label: z.string().optional(),
});
export type GeocodingResult = z.infer<typeof GeocodingResult>;
