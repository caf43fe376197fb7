import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Package } from 'lucide-react';

/**
 * The materials area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const materialsFeature = {
  id: 'materials',
  path: '/material',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'materials' as const satisfies Namespace,
  menu: { group: 'admin', icon: Package, order: 60 },
  load: () => import('./lib/materials-routes'),
} satisfies FeatureDescriptor;
