import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { RadioTower } from 'lucide-react';

/**
 * The assets area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const assetsFeature = {
  id: 'assets',
  path: '/assets',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'assets' as const satisfies Namespace,
  menu: { group: 'admin', icon: RadioTower, order: 50 },
  load: () => import('./lib/assets-routes'),
} satisfies FeatureDescriptor;
