import { describe, expect, it } from 'vitest';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { buildMenuGroups } from './menu-groups';

const feature = (id: string, group: string, order: number): FeatureDescriptor => ({
  id,
  path: `/${id}`,
  namespace: id,
  menu: { group, icon: () => null, order },
  recordKinds: [],
  recordUrl: (uid) => `/${id}?edit=${uid}`,
  load: async () => ({ default: () => null }),
});

describe('buildMenuGroups', () => {
  it('should group the features by the group they name, in menu order', () => {
    const groups = buildMenuGroups(
      [feature('hydrant', 'admin', 40), feature('map', 'view', 5), feature('user', 'admin', 10)],
      (id) => ({ admin: 'Verwaltung', view: 'Ansicht' })[id] ?? id,
    );
    expect(groups.map(({ id, title, items }) => ({ id, title, items: items.map((item) => item.id) }))).toEqual([
      { id: 'view', title: 'Ansicht', items: ['map'] },
      { id: 'admin', title: 'Verwaltung', items: ['user', 'hydrant'] },
    ]);
  });
});
