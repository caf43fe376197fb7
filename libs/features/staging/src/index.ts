import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/staging.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { MapPinned } from 'lucide-react';

/**
 * The staging area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const stagingFeature = {
  id: 'staging',
  area: 'staging',
  path: '/staging',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'staging' as const satisfies Namespace,
  fallbackName: 'Staging rooms',
  menu: { group: 'admin', icon: MapPinned, order: 30 },
  recordKinds: ['stagingRoom'],
  // A record opens in the list's in-place form (`?edit=<uid>`).
  recordUrl: (uid) => `/staging?${new URLSearchParams({ edit: uid }).toString()}`,
  load: () => import('./lib/staging-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/staging') return;
    const { stagingRoomApi } = await import('./lib/api');
    await queryClient.prefetchQuery(stagingRoomApi.queries.list());
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/staging.json`, served at /locales/de/staging.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    staging: typeof texts;
  }
}
