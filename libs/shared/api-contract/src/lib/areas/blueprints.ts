import { z } from 'zod';
import { CreatedUid, History, Ok, endpoints, entity, uidQuery } from '../endpoint';
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

/** SPEC §7: blueprint create expects 201 and answers the uid, update 200; both reject otherwise. */
export const VEHICLE_ENDPOINTS = endpoints('base', {
  'vehicle.blueprints': { method: 'GET', path: 'vehicle/blueprint/', schemas: { response: z.array(VehicleBlueprint) }, answer: 'list', fallback: [] },
  'vehicle.types': { method: 'GET', path: 'vehicle/type/', schemas: { response: z.array(VehicleType) }, answer: 'list', fallback: [] },
  'vehicle.createBlueprint': {
    expects: 201,
    method: 'POST',
    path: 'vehicle/blueprint/',
    success: 201,
    schemas: { body: VehicleBlueprintCreate, response: CreatedUid },
    answer: 'uid',
    idempotent: true,
  },
  'vehicle.updateBlueprint': {
    expects: 200,
    method: 'POST',
    path: 'vehicle/blueprint/update/',
    schemas: { body: VehicleBlueprintUpdate, response: VehicleBlueprint },
    answer: 'stored',
  },
  /** Not in SPEC §7: the file storage asks here whether a caller may change a blueprint's icon (403: may not; 404: no such blueprint). */
  'vehicle.iconPermit': { extension: true, method: 'GET', path: 'vehicle/blueprint/icon/', schemas: { query: uidQuery('blueprintUid'), response: Ok }, answer: 'ok' },
  'vehicle.blueprintHistory': {
    extension: true,
    method: 'GET',
    path: 'vehicle/blueprint/history/',
    schemas: { query: uidQuery('blueprintUid'), response: History },
    answer: 'list',
  },
});

export const VEHICLE_BLUEPRINTS = entity({
  key: 'vehicleBlueprints',
  noun: { one: 'Vehicle blueprint', many: 'Vehicle blueprints' },
  list: VEHICLE_ENDPOINTS['vehicle.blueprints'],
  create: VEHICLE_ENDPOINTS['vehicle.createBlueprint'],
  update: VEHICLE_ENDPOINTS['vehicle.updateBlueprint'],
  history: VEHICLE_ENDPOINTS['vehicle.blueprintHistory'],
  // A blueprint may bring a new vehicle type with it.
  invalidates: ['vehicleTypes'],
});

export const VEHICLE_TYPES = entity({ key: 'vehicleTypes', noun: { one: 'Vehicle type', many: 'Vehicle types' }, list: VEHICLE_ENDPOINTS['vehicle.types'] });
