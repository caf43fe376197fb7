import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Droplets } from 'lucide-react';

/**
 * The hydrants area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const hydrantsFeature = {
  id: 'hydrants',
  path: '/hydrant',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'hydrants' as const satisfies Namespace,
  menu: { group: 'admin', icon: Droplets, order: 40 },
  load: () => import('./lib/hydrants-routes'),
} satisfies FeatureDescriptor;
