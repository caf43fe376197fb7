import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Award } from 'lucide-react';

/**
 * The qualifications area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const qualificationsFeature = {
  id: 'qualifications',
  path: '/qualification',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'qualifications' as const satisfies Namespace,
  menu: { group: 'admin', icon: Award, order: 70 },
  load: () => import('./lib/qualifications-routes'),
} satisfies FeatureDescriptor;
