import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/users.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Users } from 'lucide-react';

/**
 * The users area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const usersFeature = {
  id: 'users',
  area: 'users',
  path: '/user',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'users' as const satisfies Namespace,
  fallbackName: 'Users',
  menu: { group: 'admin', icon: Users, order: 10 },
  recordKinds: ['user'],
  // A record opens in the list's in-place form (`?edit=<uid>`).
  recordUrl: (uid) => `/user?${new URLSearchParams({ edit: uid }).toString()}`,
  load: () => import('./lib/users-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/user') return;
    const { userApi } = await import('./lib/api');
    await queryClient.prefetchQuery(userApi.queries.list());
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/users.json`, served at /locales/de/users.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    users: typeof texts;
  }
}
