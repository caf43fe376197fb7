import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { MapPinned } from 'lucide-react';

/**
 * The staging area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const stagingFeature = {
  id: 'staging',
  path: '/staging',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'staging' as const satisfies Namespace,
  menu: { group: 'admin', icon: MapPinned, order: 30 },
  load: () => import('./lib/staging-routes'),
} satisfies FeatureDescriptor;
