import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/materials.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Package } from 'lucide-react';

/**
 * The materials area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const materialsFeature = {
  id: 'materials',
  area: 'materials',
  path: '/material',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'materials' as const satisfies Namespace,
  fallbackName: 'Materials',
  menu: { group: 'admin', icon: Package, order: 60 },
  recordKinds: ['material'],
  // A record opens in the list's in-place form (`?edit=<uid>`).
  recordUrl: (uid) => `/material?${new URLSearchParams({ edit: uid }).toString()}`,
  load: () => import('./lib/materials-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/material') return;
    const { materialApi } = await import('./lib/api');
    await queryClient.prefetchQuery(materialApi.queries.list());
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/materials.json`, served at /locales/de/materials.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    materials: typeof texts;
  }
}
