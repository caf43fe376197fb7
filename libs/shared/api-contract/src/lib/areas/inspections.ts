import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { DEFECTS, HYDRANT_STATUSES, INSPECTION_PHOTO_PATH, INSPECTION_RESULTS, MAX_DEFECT_REPORT_ROWS, MAX_INSPECTION_PHOTOS } from '../calls/inspections';
import { CreatedUid, History, Ok, uidQuery } from '../endpoint';
import { DateValue, MAX_LONG_TEXT, Uid, optionalText } from '../primitives';

// The records of hydrant inspections (their enums, limits and calls: calls/inspections.ts).

export const InspectionResult = z.enum(INSPECTION_RESULTS);
export type InspectionResult = z.infer<typeof InspectionResult>;

export const HydrantStatus = z.enum(HYDRANT_STATUSES);
export type HydrantStatus = z.infer<typeof HydrantStatus>;

export const Defect = z.enum(DEFECTS);
export type Defect = z.infer<typeof Defect>;

/** The inspection cycles a register may have, in months (INSPECTION_INTERVALS). */
export const InspectionInterval = z.union([z.literal(12), z.literal(24), z.literal(48)]);
export type InspectionInterval = z.infer<typeof InspectionInterval>;

export const InspectionPhotoPath = z.string().max(300).regex(INSPECTION_PHOTO_PATH);

/** Fließdruck in bar and Durchfluss in l/min: optional measurements, within what a hydrant can give. */
export const PressureBar = z.number().min(0).max(16).multipleOf(0.1);
export const FlowLitresPerMinute = z.number().int().min(0).max(10_000);

const inspectionFields = {
  hydrantUid: Uid,
  /** When the hydrant was inspected (not in the future, not before 2000). */
  inspectedAt: DateValue.refine((date) => date.getTime() <= Date.now() + 5 * 60_000 && date.getFullYear() >= 2000, { message: 'out_of_range' }),
  result: InspectionResult,
  defects: z.array(Defect).max(DEFECTS.length).default([]),
  otherDefect: optionalText().default(''),
  pressureBar: PressureBar.nullable().default(null),
  flowLitresPerMinute: FlowLitresPerMinute.nullable().default(null),
  note: optionalText(MAX_LONG_TEXT).default(''),
  photos: z.array(InspectionPhotoPath).max(MAX_INSPECTION_PHOTOS).default([]),
};

/**
 * The rules of a result: „in Ordnung“ has no defects; „mit Mängeln“ names at least one; „außer
 * Betrieb“ names its reason (a defect or a note); „Sonstiges“ says what; no defect twice.
 */
function resultRules(value: { result: InspectionResult; defects: Defect[]; otherDefect: string; note: string }, context: z.RefinementCtx) {
  if (new Set(value.defects).size !== value.defects.length) context.addIssue({ code: 'custom', path: ['defects'], message: 'duplicate' });
  if (value.result === 'IN_ORDNUNG' && value.defects.length > 0) context.addIssue({ code: 'custom', path: ['defects'], message: 'not_allowed' });
  if (value.result === 'MIT_MAENGELN' && value.defects.length === 0) context.addIssue({ code: 'custom', path: ['defects'], message: 'required' });
  if (value.result === 'AUSSER_BETRIEB' && value.defects.length === 0 && value.note.trim() === '') context.addIssue({ code: 'custom', path: ['defects'], message: 'reason_required' });
  if (value.defects.includes('SONSTIGES') && value.otherDefect.trim() === '') context.addIssue({ code: 'custom', path: ['otherDefect'], message: 'required' });
}

export const Inspection = z.object({
  uid: Uid,
  ...inspectionFields,
  /** Who recorded it: the signed-in user, set by the server. */
  inspector: z.object({ uid: Uid, name: z.string().max(400) }),
  createDate: DateValue,
  lastUpdate: DateValue,
  /** Until when it may be corrected (createDate + 24 h). */
  editableUntil: DateValue,
});
export type Inspection = z.infer<typeof Inspection>;

export const InspectionCreate = z.object(inspectionFields).superRefine(resultRules);
export type InspectionCreate = z.input<typeof InspectionCreate>;
/** A correction within 24 h of recording, naming the `lastUpdate` it was read at (changed since → 409 `stale`; later → 409 `inspection_locked`). */
export const InspectionUpdate = z
  .object({ uid: Uid, ...inspectionFields, lastUpdate: DateValue })
  .omit({ hydrantUid: true })
  .superRefine(resultRules);
export type InspectionUpdate = z.input<typeof InspectionUpdate>;

/** The register's inspection cycle (set by an administrator). */
export const InspectionSettings = z.object({ intervalMonths: InspectionInterval });
export type InspectionSettings = z.infer<typeof InspectionSettings>;

/**
 * A hydrant's inspection state: extension fields of its row in `hydrant.all` (apps/api in full
 * only). `inspectionIntervalMonths` is the hydrant's own cycle where its utility's differs (null:
 * the register's); it is also accepted by `hydrant.update`.
 */
export const HydrantInspectionState = z.object({
  /** From the latest inspection; null: never inspected. */
  inspectionStatus: HydrantStatus.nullable(),
  /** When the current status began (the inspection that set it). */
  statusSince: DateValue.nullable(),
  /** The defects of the latest inspection (the reason of „eingeschränkt“ / „außer Betrieb“). */
  statusDefects: z.array(Defect),
  lastInspection: DateValue.nullable(),
  /** When the next inspection is due: the last one plus the cycle; never inspected: due since it was created. */
  nextInspection: DateValue,
  inspectionIntervalMonths: InspectionInterval.nullable(),
});
export type HydrantInspectionState = z.infer<typeof HydrantInspectionState>;
export const HYDRANT_INSPECTION_FIELDS = Object.keys(HydrantInspectionState.shape) as (keyof HydrantInspectionState)[];

/** One hydrant in a Mängelbericht: the hydrant and its latest inspection with defects or out of service in the range. */
export const DefectReportRow = z.object({
  hydrant: z.object({ uid: Uid, name: z.string(), description: z.string(), lat: z.number(), lon: z.number() }),
  inspection: Inspection,
});
export type DefectReportRow = z.infer<typeof DefectReportRow>;
/** A Mängelbericht's range (inclusive days) and, optionally, the hydrants it is limited to (the list's filter, the map's area). */
export const DefectReportQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    /** A page of the report, in the order of the hydrants' names: at most {@link MAX_DEFECT_REPORT_ROWS} rows from `offset`. */
    limit: z.coerce.number().int().min(1).max(MAX_DEFECT_REPORT_ROWS).default(MAX_DEFECT_REPORT_ROWS),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((range) => range.from <= range.to, { message: 'out_of_range', path: ['to'] });

/** The schemas of the inspection calls (calls/inspections.ts). */
export const INSPECTION_SCHEMAS = {
  'inspection.ofHydrant': { query: uidQuery('hydrantUid'), response: z.array(Inspection) },
  'inspection.create': { body: InspectionCreate, response: CreatedUid },
  'inspection.update': { body: InspectionUpdate, response: Inspection },
  'inspection.history': { query: uidQuery('inspectionUid'), response: History },
  'inspection.settings': { response: InspectionSettings },
  'inspection.updateSettings': { body: InspectionSettings, response: InspectionSettings },
  'inspection.report': { query: DefectReportQuery, response: z.array(DefectReportRow) },
  'inspection.photoPermit': { query: uidQuery('hydrantUid'), response: Ok },
} satisfies Record<string, EndpointSchemas>;
