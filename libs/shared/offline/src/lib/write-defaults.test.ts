import { describe, expect, it } from 'vitest';
import * as contract from '@rescue-admin/api-contract';
import { ENTITY_SPECS } from './entity-specs';
import { ENTITY_AREAS, entityWriteOf } from './write-defaults';

const isEntitySpec = (value: unknown): value is contract.EntitySpec =>
  typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string' && 'noun' in value;

describe('the entities the offline store knows', () => {
  it('should be every entity of the contract, each with its policy area', () => {
    const keys = (Object.values(contract) as unknown[]).filter(isEntitySpec).map((spec) => spec.key).sort();
    expect([...ENTITY_SPECS.keys()].sort()).toEqual(keys);
    expect(Object.keys(ENTITY_AREAS).sort()).toEqual(keys);
    for (const area of Object.values(ENTITY_AREAS)) expect(contract.AREAS).toContain(area);
  });

  it('should know an entity write by its mutation key, and nothing else', () => {
    expect(entityWriteOf(['hydrants', 'update'])).toEqual({ key: 'hydrants', role: 'update', area: 'hydrants' });
    expect(entityWriteOf(['stagingRooms', 'remove'])).toEqual({ key: 'stagingRooms', role: 'remove', area: 'staging' });
    expect(entityWriteOf(['files', 'upload'])).toBeNull();
    expect(entityWriteOf(['hydrant.bulk'])).toBeNull();
    expect(entityWriteOf(['hydrants', 'list'])).toBeNull();
    expect(entityWriteOf(['toString', 'update'])).toBeNull();
  });
});
