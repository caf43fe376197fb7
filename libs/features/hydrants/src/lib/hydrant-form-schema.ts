import { HydrantCreate, type Hydrant, newHydrant } from '@rescue-admin/api-contract';
import type { z } from 'zod';

/**
 * The contract's create payload. Its rules (the coordinates' ranges, the texts' lengths) also give
 * the inputs their attributes (`rulesOf`) and crud-kit's German messages their bounds, so an
 * emptied coordinate (NaN) reads „Bitte einen Wert zwischen -90 und 90 eingeben.“, not „Pflichtfeld“.
 */
export const hydrantFormSchema = HydrantCreate;

export type HydrantFormValues = z.input<typeof hydrantFormSchema>;

/** The form's start: the hydrant to edit, or SPEC §4/§9 defaults (MM_300, NONE, NONE, coordinates 0). */
export function hydrantFormDefaults(hydrant: Hydrant | null): HydrantFormValues {
  if (!hydrant) return newHydrant();
  const { name, description, durchmesser, type, verteilerLeitung, lat, lon } = hydrant;
  return { name, description, durchmesser, type, verteilerLeitung, lat, lon };
}
