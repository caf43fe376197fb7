import type { Namespace } from '@rescue-admin/i18n';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Users } from 'lucide-react';

/**
 * The users area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const usersFeature = {
  id: 'users',
  path: '/user',
  // `satisfies Namespace`: the typecheck fails if the namespace is not registered in the i18n lib.
  namespace: 'users' as const satisfies Namespace,
  menu: { group: 'admin', icon: Users, order: 10 },
  load: () => import('./lib/users-routes'),
} satisfies FeatureDescriptor;
