import { MATERIALS, VEHICLE_BLUEPRINTS, VEHICLE_TYPES } from '@rescue-admin/api-contract';
import { createEntity } from '@rescue-admin/data-access';
import { fileQuery } from '@rescue-admin/storage';

/** Blueprints', vehicle types' and materials' query keys, queries and mutation hooks, made from the contract's tables. */
export const blueprintApi = createEntity(VEHICLE_BLUEPRINTS);
export const vehicleTypeApi = createEntity(VEHICLE_TYPES);
export const materialApi = createEntity(MATERIALS);

/** SPEC §3: the icon lives in file storage under a per-blueprint path, located by the blueprint uid. */
export const blueprintIconPath = (uid: string) => `blueprints/${uid}/icon`;

/** The icon's download URL; null when the blueprint has none. */
export const blueprintIconQuery = (uid: string) => fileQuery(blueprintIconPath(uid));
