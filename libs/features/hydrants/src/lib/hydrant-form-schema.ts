import { HydrantCreate, type Hydrant, newHydrant } from '@rescue-admin/api-contract';
import { z } from 'zod';

/**
 * The contract's create payload, with German messages for the coordinates. The message also covers
 * an emptied field (NaN): coordinates are not marked required (SPEC §5), so "Pflichtfeld" would
 * contradict the label; the range says what is expected.
 */
export const hydrantFormSchema = HydrantCreate.extend({
  lat: z.number({ error: 'hydrants:validation.lat' }).min(-90, { error: 'hydrants:validation.lat' }).max(90, { error: 'hydrants:validation.lat' }),
  lon: z
    .number({ error: 'hydrants:validation.lon' })
    .min(-180, { error: 'hydrants:validation.lon' })
    .max(180, { error: 'hydrants:validation.lon' }),
});

export type HydrantFormValues = z.input<typeof hydrantFormSchema>;

/** The form's start: the hydrant to edit, or SPEC §4/§9 defaults (MM_300, NONE, NONE, coordinates 0). */
export function hydrantFormDefaults(hydrant: Hydrant | null): HydrantFormValues {
  if (!hydrant) return newHydrant();
  const { name, description, durchmesser, type, verteilerLeitung, lat, lon } = hydrant;
  return { name, description, durchmesser, type, verteilerLeitung, lat, lon };
}
