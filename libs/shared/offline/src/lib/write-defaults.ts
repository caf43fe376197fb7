import type { MutationKey, QueryClient } from '@tanstack/react-query';
import type { PolicyArea } from '@rescue-admin/api-contract';
import { createEntity, type WriteRole } from '@rescue-admin/data-access';

/** The policy area of each entity of the contract, by the entity's key (a test keeps it equal to the contract). */
export const ENTITY_AREAS: Readonly<Record<string, PolicyArea>> = {
  users: 'users',
  customers: 'customers',
  stagingRooms: 'staging',
  hydrants: 'hydrants',
  inspections: 'inspection',
  beacons: 'assets',
  gateways: 'assets',
  materials: 'materials',
  qualifications: 'qualifications',
  qualificationGroups: 'qualifications',
  vehicleBlueprints: 'blueprints',
  vehicleTypes: 'blueprints',
  missions: 'missions',
};
const WRITE_ROLES: readonly string[] = ['create', 'update', 'remove', 'sync'] satisfies WriteRole[];

/** The entity and write of a mutation key (`[entity key, role]`, as the data-access hooks make them), or null. */
export function entityWriteOf(mutationKey: MutationKey | undefined): { key: string; role: WriteRole; area: PolicyArea } | null {
  const [key, role] = mutationKey ?? [];
  if (typeof key !== 'string' || !Object.hasOwn(ENTITY_AREAS, key) || typeof role !== 'string' || !WRITE_ROLES.includes(role)) return null;
  return { key, role: role as WriteRole, area: ENTITY_AREAS[key] };
}

/** Whether a mutation is an entity's save, delete, create or sync (what the store keeps while it waits). */
export const isEntityWrite = (mutationKey: MutationKey | undefined) => entityWriteOf(mutationKey) !== null;

/** The policy area of a query key's entity (`[entity key, …]`), if it is one. */
export const areaOfQuery = (queryKey: readonly unknown[]): PolicyArea | undefined =>
  typeof queryKey[0] === 'string' && Object.hasOwn(ENTITY_AREAS, queryKey[0]) ? ENTITY_AREAS[queryKey[0]] : undefined;

/**
 * A restored write has no `mutationFn` of its own (functions are not stored): its entity's write
 * options become the client's defaults for its key, so `resumePausedMutations()` sends it like
 * the hook would — with the idempotency key its meta kept — and updates the cache after. The
 * contract's entities are loaded for it only when there is a write to restore.
 */
export async function registerWriteDefaults(queryClient: QueryClient, mutationKeys: readonly (MutationKey | undefined)[]): Promise<void> {
  const writes = mutationKeys.map(entityWriteOf).filter((write) => write !== null);
  if (writes.length === 0) return;
  const { ENTITY_SPECS } = await import('./entity-specs');
  for (const { key, role } of writes) {
    const spec = ENTITY_SPECS.get(key);
    if (spec?.[role]) queryClient.setMutationDefaults([key, role], createEntity(spec).writeOptions(role));
  }
}
