import type { FeatureDescriptor } from '@rescue-admin/util';

/** One group of the menu: its id, its German title and its features in menu order. */
export interface MenuGroup {
  id: string;
  title: string;
  items: FeatureDescriptor[];
}

/**
 * The menu's groups, built from the features: each feature names its group, a group is titled
 * by `titleOf(id)`, and groups keep the order of their first feature (by `menu.order`).
 */
export function buildMenuGroups(features: readonly FeatureDescriptor[], titleOf: (id: string) => string): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const feature of [...features].sort((a, b) => a.menu.order - b.menu.order)) {
    const { group } = feature.menu;
    let entry = groups.get(group);
    if (!entry) {
      entry = { id: group, title: titleOf(group), items: [] };
      groups.set(group, entry);
    }
    entry.items.push(feature);
  }
  return [...groups.values()];
}
