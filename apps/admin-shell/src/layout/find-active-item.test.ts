import { describe, expect, it } from 'vitest';
import { findActiveItem } from './find-active-item';

const items = [
  { id: 'users', path: '/user' },
  { id: 'hydrants', path: '/hydrant' },
  { id: 'vehicles', path: '/vehicle' },
  { id: 'blueprints', path: '/vehicle/blueprint' },
];

describe('findActiveItem', () => {
  it.each([
    ['/vehicle/blueprint/form', 'blueprints'],
    ['/vehicle/blueprint', 'blueprints'],
    ['/vehicle/type', 'vehicles'],
    ['/hydrant/edit', 'hydrants'],
    ['/hydrant', 'hydrants'],
    ['/user/', 'users'],
  ])('given %s should pick the longest matching prefix: %s', (pathname, expected) => {
    expect(findActiveItem(pathname, items)?.id).toBe(expected);
  });

  it.each(['/', '/users', '/hydranten', '/login'])('given %s should find no item', (pathname) => {
    expect(findActiveItem(pathname, items)).toBeNull();
  });

  it('should not depend on the order of the items', () => {
    expect(findActiveItem('/vehicle/blueprint/form', [...items].reverse())?.id).toBe('blueprints');
  });
});
