import { HydrantCreate, INSPECTION_INTERVALS, type Hydrant, type InspectionInterval, newHydrant } from '@rescue-admin/api-contract';
import { z } from 'zod';
import { hasInspectionState } from './inspections/inspection-state';

/** The hydrant's own inspection cycle as the form offers it: the register's, or 12, 24 or 48 months. */
export const INTERVAL_CHOICES = ['REGISTER', ...INSPECTION_INTERVALS.map((months) => String(months) as `${InspectionInterval}`)] as const;
export type IntervalChoice = (typeof INTERVAL_CHOICES)[number];

/**
 * The contract's create payload, and — where the service keeps inspections — the hydrant's own
 * inspection cycle. The contract's rules (the coordinates' ranges, the texts' lengths) also give
 * the inputs their attributes (`rulesOf`) and crud-kit's German messages their bounds, so an
 * emptied coordinate (NaN) reads „Bitte einen Wert zwischen -90 und 90 eingeben.“, not „Pflichtfeld“.
 */
export const hydrantFormSchema = HydrantCreate.extend({ inspectionInterval: z.enum(INTERVAL_CHOICES).optional() });

export type HydrantFormValues = z.input<typeof hydrantFormSchema>;

/** The form's choice of a hydrant's cycle (null: the register's). */
export const intervalChoiceOf = (months: InspectionInterval | null | undefined): IntervalChoice => (months ? `${months}` : 'REGISTER');

/** The cycle an update sends as `inspectionIntervalMonths` (null: the register's). */
export const intervalMonthsOf = (choice: IntervalChoice): InspectionInterval | null => (choice === 'REGISTER' ? null : (Number(choice) as InspectionInterval));

/**
 * The form's start: the hydrant to edit (with its own cycle where its row carries the inspection
 * state), or SPEC §4/§9 defaults (MM_300, NONE, NONE, coordinates 0).
 */
export function hydrantFormDefaults(hydrant: Hydrant | null): HydrantFormValues {
  if (!hydrant) return newHydrant();
  const { name, description, durchmesser, type, verteilerLeitung, lat, lon } = hydrant;
  const values: HydrantFormValues = { name, description, durchmesser, type, verteilerLeitung, lat, lon };
  if (hasInspectionState(hydrant)) values.inspectionInterval = intervalChoiceOf(hydrant.inspectionIntervalMonths);
  return values;
}
