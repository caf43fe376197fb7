import {
  Defect,
  FlowLitresPerMinute,
  InspectionCreate,
  INSPECTION_RESULTS,
  MAX_INSPECTION_PHOTOS,
  MAX_LONG_TEXT,
  PressureBar,
  optionalText,
  type Inspection,
  type InspectionResult,
} from '@rescue-admin/api-contract';
import { z } from 'zod';
import { asDate, dayOf } from './inspection-dates';

/** A photo of the form: one stored with the inspection (a correction), or one just chosen, uploaded at saving. */
export type FormPhoto = { path: string } | { file: File; key: string };

/** The German message of each rule the contract's `InspectionCreate` checks (field.code → key of this namespace). */
const RULE_MESSAGES: Record<string, string> = {
  'defects.not_allowed': 'inspection.errors.defectsNotAllowed',
  'defects.required': 'inspection.errors.defectsRequired',
  'defects.reason_required': 'inspection.errors.reasonRequired',
  'otherDefect.required': 'inspection.errors.otherRequired',
  'inspectedAt.out_of_range': 'inspection.errors.date',
};

/** The form's fields; `isOnline` tells whether photos can be uploaded now. */
const fieldsOf = (isOnline: () => boolean) => z.object({
  /** The day inspected, as a date input holds it ('YYYY-MM-DD'). */
  inspectedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'inspection.errors.date' }),
  result: z.enum(INSPECTION_RESULTS, { error: 'inspection.errors.result' }),
  defects: z.array(Defect),
  otherDefect: optionalText(),
  pressureBar: PressureBar.nullable(),
  flowLitresPerMinute: FlowLitresPerMinute.nullable(),
  note: optionalText(MAX_LONG_TEXT),
  // Photos are uploaded before the inspection is saved: that needs the connection (the inspection itself can wait for it).
  photos: z
    .array(z.custom<FormPhoto>())
    .max(MAX_INSPECTION_PHOTOS)
    .refine((photos) => isOnline() || photos.every((photo) => 'path' in photo), { error: 'inspection.photos.offlineSave' }),
});

type FormFields = ReturnType<typeof fieldsOf>;

export type InspectionFormValues = z.input<FormFields>;
/** The form's start: a correction's stored values, or today with nothing chosen yet. */
export type InspectionFormStart = Omit<InspectionFormValues, 'result'> & { result: InspectionResult | '' };

/**
 * The moment an inspection happened: a correction that keeps its day keeps its time; today is
 * now; another day is its noon (never in the future, and the same calendar day in every German
 * time zone offset).
 */
export function inspectedAtOf(day: string, now: Date, stored?: Date | string): Date {
  if (stored && dayOf(asDate(stored)) === day) return asDate(stored);
  if (day === dayOf(now)) return now;
  return new Date(`${day}T12:00:00`);
}

/** What the API gets, photos as their storage paths: „in Ordnung“ sends no defects, „Sonstiges“ alone sends its text. */
export function toInspectionFields(values: z.output<FormFields>, photos: string[], now: Date, stored?: Date | string) {
  const defects = values.result === 'IN_ORDNUNG' ? [] : values.defects;
  return {
    inspectedAt: inspectedAtOf(values.inspectedAt, now, stored),
    result: values.result,
    defects,
    otherDefect: defects.includes('SONSTIGES') ? values.otherDefect : '',
    pressureBar: values.pressureBar,
    flowLitresPerMinute: values.flowLitresPerMinute,
    note: values.note,
    photos,
  };
}

/**
 * The inspection form's schema: its fields with the contract's bounds, and the contract's own
 * result rules (`InspectionCreate`), each with a German message of this namespace. `isOnline`
 * is asked when saving: photos need the connection.
 */
export const inspectionFormSchema = (isOnline: () => boolean) => fieldsOf(isOnline).superRefine((values, context) => {
  const payload = { hydrantUid: 'check', ...toInspectionFields(values, [], new Date()) };
  const checked = InspectionCreate.safeParse(payload);
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    const field = String(issue.path[0] ?? '');
    const message = RULE_MESSAGES[`${field}.${issue.message}`];
    if (issue.code === 'custom' && message) context.addIssue({ code: 'custom', path: [field], message });
  }
});

/** The form's start values: a stored inspection's (a correction), or a new one of today. */
export function inspectionFormStart(inspection: Inspection | undefined, now: Date): InspectionFormStart {
  if (!inspection) {
    return { inspectedAt: dayOf(now), result: '', defects: [], otherDefect: '', pressureBar: null, flowLitresPerMinute: null, note: '', photos: [] };
  }
  return {
    inspectedAt: dayOf(asDate(inspection.inspectedAt)),
    result: inspection.result,
    defects: [...inspection.defects],
    otherDefect: inspection.otherDefect,
    pressureBar: inspection.pressureBar,
    flowLitresPerMinute: inspection.flowLitresPerMinute,
    note: inspection.note,
    photos: inspection.photos.map((path) => ({ path })),
  };
}
