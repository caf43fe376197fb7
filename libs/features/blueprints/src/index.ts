import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Truck } from 'lucide-react';

/**
 * The blueprints area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const blueprintsFeature = {
  id: 'blueprints',
  path: '/vehicle/blueprint',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'blueprints' as const satisfies Namespace,
  menu: { group: 'admin', icon: Truck, order: 80 },
  load: () => import('./lib/blueprints-routes'),
} satisfies FeatureDescriptor;
