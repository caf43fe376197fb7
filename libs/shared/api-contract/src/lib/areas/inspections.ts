import { z } from 'zod';
import { CreatedUid, History, Ok, endpoints, entity, uidQuery } from '../endpoint';
import { DateValue, MAX_LONG_TEXT, Uid, optionalText } from '../primitives';

/**
 * Not in SPEC §7: hydrant inspections („Prüfungen“), the status they give a hydrant and when the
 * next one is due. Served by apps/api only; a service that implements only the spec answers 404
 * and the hydrant screens stay as SPEC §9 describes them. A hydrant's inspection state travels as
 * extension fields of its list row ({@link HYDRANT_INSPECTION_FIELDS}), which the spec-only
 * profile leaves out like every extension field.
 */

/** What an inspection found. */
export const INSPECTION_RESULTS = ['IN_ORDNUNG', 'MIT_MAENGELN', 'AUSSER_BETRIEB'] as const;
export const InspectionResult = z.enum(INSPECTION_RESULTS);
export type InspectionResult = z.infer<typeof InspectionResult>;

/** A hydrant's status, from its latest inspection: in Betrieb, eingeschränkt (with defects), außer Betrieb. */
export const HYDRANT_STATUSES = ['IN_BETRIEB', 'EINGESCHRAENKT', 'AUSSER_BETRIEB'] as const;
export const HydrantStatus = z.enum(HYDRANT_STATUSES);
export type HydrantStatus = z.infer<typeof HydrantStatus>;

/** The status an inspection result sets. */
export const STATUS_OF_RESULT: Record<InspectionResult, HydrantStatus> = {
  IN_ORDNUNG: 'IN_BETRIEB',
  MIT_MAENGELN: 'EINGESCHRAENKT',
  AUSSER_BETRIEB: 'AUSSER_BETRIEB',
};

/** The defects an inspector picks from (German labels in the hydrants feature's texts); SONSTIGES needs `otherDefect`. */
export const DEFECTS = [
  'DECKEL_KLEMMT',
  'SCHILD_FEHLT',
  'SCHILD_FALSCH',
  'OEFFNET_NICHT',
  'SCHLIESST_NICHT',
  'UNDICHT',
  'ENTWAESSERUNG_DEFEKT',
  'BESCHAEDIGT',
  'ZUGANG_ZUGEPARKT',
  'ZUGANG_ZUGEWACHSEN',
  'SONSTIGES',
] as const;
export const Defect = z.enum(DEFECTS);
export type Defect = z.infer<typeof Defect>;

/** The inspection cycles a register may have, in months (DVGW W 400-3: commonly 48; many services inspect yearly). */
export const INSPECTION_INTERVALS = [12, 24, 48] as const;
export const InspectionInterval = z.union([z.literal(12), z.literal(24), z.literal(48)]);
export type InspectionInterval = z.infer<typeof InspectionInterval>;
export const DEFAULT_INSPECTION_INTERVAL: InspectionInterval = 12;

/** How long after recording an inspection may still be corrected; afterwards only a new inspection follows it. */
export const INSPECTION_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** At most this many photos per inspection. */
export const MAX_INSPECTION_PHOTOS = 3;
/** Largest photo the storage accepts (the browser resizes before upload, to at most {@link INSPECTION_PHOTO_MAX_EDGE} px). */
export const MAX_INSPECTION_PHOTO_BYTES = 5 * 1024 * 1024;
export const INSPECTION_PHOTO_MAX_EDGE = 1600;
/** "Fällig in 30 Tagen": how far ahead a due date counts as soon. */
export const DUE_SOON_DAYS = 30;

/** Where an inspection's photo lives in Storage: `inspections/<hydrantUid>/<photoUid>` (image/jpeg, image/png or image/webp by content). */
export const INSPECTION_PHOTO_PATH = /^inspections\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})$/;
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
/** The most rows one page of a Mängelbericht holds. */
export const MAX_DEFECT_REPORT_ROWS = 2_000;
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

export const INSPECTION_ENDPOINTS = endpoints('base', {
  /** A hydrant's inspections, newest first. */
  'inspection.ofHydrant': {
    extension: true,
    method: 'GET',
    path: 'inspection/all/',
    schemas: { query: uidQuery('hydrantUid'), response: z.array(Inspection) },
    answer: 'list',
  },
  'inspection.create': {
    extension: true,
    method: 'POST',
    path: 'inspection/',
    schemas: { body: InspectionCreate, response: CreatedUid },
    answer: 'uid',
    idempotent: true,
    success: 201,
  },
  'inspection.update': {
    extension: true,
    method: 'POST',
    path: 'inspection/update/',
    schemas: { body: InspectionUpdate, response: Inspection },
    answer: 'stored',
  },
  'inspection.history': {
    extension: true,
    method: 'GET',
    path: 'inspection/history/',
    schemas: { query: uidQuery('inspectionUid'), response: History },
    answer: 'list',
  },
  'inspection.settings': { extension: true, method: 'GET', path: 'inspection/settings/', schemas: { response: InspectionSettings }, answer: 'record' },
  'inspection.updateSettings': {
    extension: true,
    method: 'POST',
    path: 'inspection/settings/',
    schemas: { body: InspectionSettings, response: InspectionSettings },
    answer: 'stored',
  },
  /** The Mängelbericht: hydrants with defects or out of service, inspected in the range. */
  'inspection.report': {
    extension: true,
    method: 'GET',
    path: 'inspection/report/',
    schemas: { query: DefectReportQuery, response: z.array(DefectReportRow) },
    answer: 'list',
  },
  /** The file storage asks here whether a caller may upload or delete a photo of this existing hydrant's inspections (403: may not; 404: no such hydrant). */
  'inspection.photoPermit': { extension: true, method: 'GET', path: 'inspection/photo/', schemas: { query: uidQuery('hydrantUid'), response: Ok }, answer: 'ok' },
});

export const INSPECTIONS = entity({
  key: 'inspections',
  noun: { one: 'Inspection', many: 'Inspections' },
  create: INSPECTION_ENDPOINTS['inspection.create'],
  update: INSPECTION_ENDPOINTS['inspection.update'],
  history: INSPECTION_ENDPOINTS['inspection.history'],
  /** An inspection changes its hydrant's status and due date: the hydrant lists refresh. */
  invalidates: ['hydrants'],
});
