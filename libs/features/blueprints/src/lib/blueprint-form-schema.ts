import {
  StandardLoadItemInput,
  VehicleBlueprintCreate,
  VehicleTypeRef,
  type VehicleBlueprint,
  type VehicleBlueprintCreate as BlueprintPayload,
  newVehicleBlueprint,
} from '@rescue-admin/api-contract';
import { z } from 'zod';

/** The type choice "create a new vehicle type with this blueprint". */
export const NEW_TYPE = '__new-type__';

/** A new vehicle type as the contract names it: its rules check the new type's name and give its input the attributes. */
export const NEW_TYPE_FIELDS = VehicleTypeRef.options[1];

/** A new load line: no material yet, one piece. */
export const NEW_LOAD_LINE = { materialUid: '', amount: 1 } as const;

/**
 * The form: name, seats, the type (an existing type's uid or NEW_TYPE with its name), the standard
 * load as lines of material and amount, and an icon file to upload after saving.
 */
export const blueprintFormSchema = z
  .object({
    name: VehicleBlueprintCreate.shape.name,
    seats: VehicleBlueprintCreate.shape.seats,
    typeChoice: z.string(),
    newTypeName: z.string(),
    standardLoad: z.array(z.object({ materialUid: z.string().min(1), amount: StandardLoadItemInput.shape.amount })),
    icon: z.instanceof(Blob).nullable(),
  })
  .superRefine(
    (values, ctx) => {
      if (values.typeChoice === '') ctx.addIssue({ code: 'custom', path: ['typeChoice'], message: 'required' });
      if (values.typeChoice === NEW_TYPE) {
        // SPEC §5: a new type needs a name; the contract decides what a valid name is.
        // Its issues go on without a message, so the form's error map names the failed rule as for any field.
        const name = NEW_TYPE_FIELDS.shape.name.safeParse(values.newTypeName);
        for (const { message: _message, ...issue } of name.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['newTypeName'] });
      }
      // The form offers each material once; this guards against a stale choice all the same.
      const seen = new Set<string>();
      (values.standardLoad ?? []).forEach((line, index) => {
        if (line.materialUid && seen.has(line.materialUid)) {
          ctx.addIssue({ code: 'custom', path: ['standardLoad', index, 'materialUid'], message: 'duplicate' });
        }
        seen.add(line.materialUid);
      });
    },
    // Also when other fields are invalid, so that every problem is marked at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type BlueprintFormInput = z.input<typeof blueprintFormSchema>;
export type BlueprintFormValues = z.output<typeof blueprintFormSchema>;

/**
 * What the form starts with. Without any vehicle type the only way is a new one (SPEC §5: its name
 * is then required); with types, the administrator picks one (or the "new type" option).
 */
export function formDefaults(blueprint: VehicleBlueprint | null, hasTypes: boolean): BlueprintFormInput {
  if (!blueprint) {
    const { name, seats } = newVehicleBlueprint();
    return { name, seats, typeChoice: hasTypes ? '' : NEW_TYPE, newTypeName: '', standardLoad: [], icon: null };
  }
  // The list's record as it came (see crud-kit's useRouteFormRecord): a field the service left out
  // starts empty, and the form's schema names what is missing at save.
  const { type, standardLoad } = blueprint as Partial<VehicleBlueprint>;
  return {
    name: blueprint.name,
    seats: blueprint.seats,
    typeChoice: type?.uid ?? '',
    newTypeName: '',
    standardLoad: (Array.isArray(standardLoad) ? standardLoad : []).map((line) => ({ materialUid: line?.material?.uid ?? '', amount: line?.amount })),
    icon: null,
  };
}

/** The create/update payload: an existing type by uid or a new one by name (VehicleTypeRef). */
export function toPayload(values: BlueprintFormValues): BlueprintPayload {
  return {
    name: values.name,
    seats: values.seats,
    type: values.typeChoice === NEW_TYPE ? { name: values.newTypeName.trim() } : { uid: values.typeChoice },
    standardLoad: values.standardLoad.map((line) => ({ material: { uid: line.materialUid }, amount: line.amount })),
  };
}
