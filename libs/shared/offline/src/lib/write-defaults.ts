import type { MutationKey, QueryClient } from '@tanstack/react-query';
import {
  BEACONS,
  CUSTOMERS,
  GATEWAYS,
  HYDRANTS,
  INSPECTIONS,
  MATERIALS,
  MISSIONS,
  QUALIFICATION_GROUPS,
  QUALIFICATIONS,
  STAGING_ROOMS,
  USERS,
  VEHICLE_BLUEPRINTS,
  VEHICLE_TYPES,
  type EntitySpec,
  type PolicyArea,
} from '@rescue-admin/api-contract';
import { createEntity, type WriteRole } from '@rescue-admin/data-access';

/** Every entity of the contract with the policy area its records belong to. */
const ENTITIES: readonly [EntitySpec, PolicyArea][] = [
  [USERS, 'users'],
  [CUSTOMERS, 'customers'],
  [STAGING_ROOMS, 'staging'],
  [HYDRANTS, 'hydrants'],
  [INSPECTIONS, 'inspection'],
  [BEACONS, 'assets'],
  [GATEWAYS, 'assets'],
  [MATERIALS, 'materials'],
  [QUALIFICATIONS, 'qualifications'],
  [QUALIFICATION_GROUPS, 'qualifications'],
  [VEHICLE_BLUEPRINTS, 'blueprints'],
  [VEHICLE_TYPES, 'blueprints'],
  [MISSIONS, 'missions'],
];
const byKey = new Map(ENTITIES.map(([spec, area]) => [spec.key, { spec, area }]));
const WRITE_ROLES: readonly string[] = ['create', 'update', 'remove', 'sync'] satisfies WriteRole[];

/** The entity and write of a mutation key (`[entity key, role]`, as the data-access hooks make them), or null. */
export function entityWriteOf(mutationKey: MutationKey | undefined): { key: string; role: WriteRole; area: PolicyArea } | null {
  const [key, role] = mutationKey ?? [];
  const entity = typeof key === 'string' ? byKey.get(key) : undefined;
  if (!entity || typeof role !== 'string' || !WRITE_ROLES.includes(role) || !entity.spec[role as WriteRole]) return null;
  return { key: entity.spec.key, role: role as WriteRole, area: entity.area };
}

/** Whether a mutation is an entity's save, delete, create or sync (what the store keeps while it waits). */
export const isEntityWrite = (mutationKey: MutationKey | undefined) => entityWriteOf(mutationKey) !== null;

/** The policy area of a query key's entity (`[entity key, …]`), if it is one. */
export const areaOfQuery = (queryKey: readonly unknown[]) => (typeof queryKey[0] === 'string' ? byKey.get(queryKey[0])?.area : undefined);

/**
 * A restored write has no `mutationFn` of its own (functions are not stored): its entity's write
 * options become the client's defaults for its key, so `resumePausedMutations()` sends it like
 * the hook would — with the idempotency key its meta kept — and updates the cache after.
 */
export function registerWriteDefaults(queryClient: QueryClient, mutationKeys: readonly (MutationKey | undefined)[]): void {
  for (const mutationKey of mutationKeys) {
    const write = entityWriteOf(mutationKey);
    const entity = write && byKey.get(write.key);
    if (write && entity) queryClient.setMutationDefaults([write.key, write.role], createEntity(entity.spec).writeOptions(write.role));
  }
}

/** A hash of the contract's entity endpoints (FNV-1a): it changes when what the store holds would no longer fit. */
export function contractVersion(): string {
  const text = JSON.stringify(ENTITIES.map(([spec]) => [spec.key, ...WRITE_ROLES.concat('list', 'lookup').map((role) => spec[role as 'list']?.path ?? '')]));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
