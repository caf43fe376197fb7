import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { DEFAULT_DURCHMESSER, DEFAULT_HYDRANT_TYPE, DEFAULT_VERTEILER_LEITUNG, DURCHMESSER, HYDRANT_TYPES, VERTEILER_LEITUNGEN } from '../calls/hydrants';
import { CreatedUid, History, Ok, deleteByLastUpdate, uidQuery } from '../endpoint';
import { DateValue, Latitude, Longitude, MAX_LONG_TEXT, Uid, optionalText, requiredText } from '../primitives';
import { BULK_LIMIT, BulkCreated } from '../bulk';
import { HydrantInspectionState, HydrantStatus, InspectionInterval } from './inspections';

/** SPEC §4: hydrant enumerations (their values and defaults: calls/hydrants.ts). */
export const Durchmesser = z.enum(DURCHMESSER);
export type Durchmesser = z.infer<typeof Durchmesser>;

export const HydrantType = z.enum(HYDRANT_TYPES);
export type HydrantType = z.infer<typeof HydrantType>;

export const VerteilerLeitung = z.enum(VERTEILER_LEITUNGEN);
export type VerteilerLeitung = z.infer<typeof VerteilerLeitung>;

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
  // Not in SPEC §3: the inspection state apps/api adds to each row (absent from a spec service).
  ...HydrantInspectionState.partial().shape,
});
export type Hydrant = z.infer<typeof Hydrant>;

/** The fields of a hydrant that SPEC §3 names: what a create or an update writes. */
const HydrantFields = Hydrant.pick({ uid: true, name: true, description: true, lon: true, lat: true, durchmesser: true, type: true, verteilerLeitung: true });
export const HydrantCreate = HydrantFields.omit({ uid: true });
export type HydrantCreate = z.infer<typeof HydrantCreate>;
/** SPEC §7: POST /hydrant/update/ takes the payload {hydrant}, with the `lastUpdate` it was read at. */
export const HydrantUpdate = z.object({
  hydrant: HydrantFields.extend({
    lastUpdate: DateValue,
    /** Not in SPEC §7: the hydrant's own inspection cycle (null: the register's); absent: unchanged. */
    inspectionIntervalMonths: InspectionInterval.nullable().optional(),
  }),
});
export type HydrantUpdate = z.infer<typeof HydrantUpdate>;
/**
 * A row of an import. Not in SPEC: its last inspection's date and the status it found, which
 * apps/api records as an inspection (result from the status, note „Import“); both or neither.
 */
export const HydrantImportRow = HydrantCreate.extend({
  lastInspection: DateValue.refine((date) => date.getTime() <= Date.now() + 5 * 60_000 && date.getFullYear() >= 2000, { message: 'out_of_range' }).optional(),
  inspectionStatus: HydrantStatus.optional(),
}).refine((row) => (row.lastInspection === undefined) === (row.inspectionStatus === undefined), { message: 'required', path: ['inspectionStatus'] });
export const HydrantBulkCreate = z.object({ hydrants: z.array(HydrantImportRow).min(1).max(BULK_LIMIT) });
export type HydrantBulkCreate = z.infer<typeof HydrantBulkCreate>;

/** SPEC §9 coordinates 0, SPEC §4 enum defaults. */
export const newHydrant = (): HydrantCreate => ({
  name: '',
  description: '',
  lon: 0,
  lat: 0,
  durchmesser: DEFAULT_DURCHMESSER,
  type: DEFAULT_HYDRANT_TYPE,
  verteilerLeitung: DEFAULT_VERTEILER_LEITUNG,
});

/** The schemas of the hydrant calls (calls/hydrants.ts). */
export const HYDRANT_SCHEMAS = {
  'hydrant.all': { response: z.array(Hydrant) },
  'hydrant.create': { body: HydrantCreate, response: CreatedUid },
  'hydrant.update': { body: HydrantUpdate, response: Hydrant },
  'hydrant.delete': { query: deleteByLastUpdate('hydrantUid'), response: Ok },
  'hydrant.history': { query: uidQuery('hydrantUid'), response: History },
  'hydrant.bulkCreate': { body: HydrantBulkCreate, response: BulkCreated },
} satisfies Record<string, EndpointSchemas>;
