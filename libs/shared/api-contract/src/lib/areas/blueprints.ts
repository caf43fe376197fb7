import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { CreatedUid, History, Ok, uidQuery } from '../endpoint';
import { DateValue, NonNegativeInt, Uid, requiredText } from '../primitives';
import { Material } from './materials';

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
export const VehicleBlueprintUpdate = z.object({ uid: Uid, ...blueprintFields, lastUpdate: DateValue });
export type VehicleBlueprintUpdate = z.infer<typeof VehicleBlueprintUpdate>;

/** SPEC §9: seats 0. */
export const newVehicleBlueprint = (): VehicleBlueprintCreate => ({ name: '', seats: 0, type: { name: '' }, standardLoad: [] });

/** The schemas of the vehicle calls (calls/blueprints.ts). */
export const VEHICLE_SCHEMAS = {
  'vehicle.blueprints': { response: z.array(VehicleBlueprint) },
  'vehicle.types': { response: z.array(VehicleType) },
  'vehicle.createBlueprint': { body: VehicleBlueprintCreate, response: CreatedUid },
  'vehicle.updateBlueprint': { body: VehicleBlueprintUpdate, response: VehicleBlueprint },
  'vehicle.iconPermit': { query: uidQuery('blueprintUid'), response: Ok },
  'vehicle.blueprintHistory': { query: uidQuery('blueprintUid'), response: History },
} satisfies Record<string, EndpointSchemas>;
