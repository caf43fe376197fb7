import { endpoints, entity } from '../call';
import type { VEHICLE_SCHEMAS } from '../areas/blueprints';

/** SPEC §7: blueprint create expects 201 and answers the uid, update 200; both reject otherwise. */
export const VEHICLE_ENDPOINTS = endpoints<typeof VEHICLE_SCHEMAS>()('base', {
  'vehicle.blueprints': { method: 'GET', path: 'vehicle/blueprint/', answer: 'list', fallback: [] },
  'vehicle.types': { method: 'GET', path: 'vehicle/type/', answer: 'list', fallback: [] },
  'vehicle.createBlueprint': { expects: 201, method: 'POST', path: 'vehicle/blueprint/', success: 201, body: true, answer: 'uid', idempotent: true },
  'vehicle.updateBlueprint': { expects: 200, method: 'POST', path: 'vehicle/blueprint/update/', body: true, answer: 'stored' },
  /** Not in SPEC §7: the file storage asks here whether a caller may change a blueprint's icon (403: may not; 404: no such blueprint). */
  'vehicle.iconPermit': { extension: true, method: 'GET', path: 'vehicle/blueprint/icon/', query: 'blueprintUid', answer: 'ok' },
  'vehicle.blueprintHistory': { extension: true, method: 'GET', path: 'vehicle/blueprint/history/', query: 'blueprintUid', answer: 'list' },
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
