import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { BuildingComplex } from 'lucide-react';

/**
 * The customers area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const customersFeature = {
  id: 'customers',
  path: '/customer',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'customers' as const satisfies Namespace,
  menu: { group: 'admin', icon: BuildingComplex, order: 20 },
  load: () => import('./lib/customers-routes'),
} satisfies FeatureDescriptor;
