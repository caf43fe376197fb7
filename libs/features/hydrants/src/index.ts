import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/hydrants.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Droplets } from 'lucide-react';

/**
 * The hydrants area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const hydrantsFeature = {
  id: 'hydrants',
  area: 'hydrants',
  path: '/hydrant',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'hydrants' as const satisfies Namespace,
  fallbackName: 'Hydrants',
  menu: { group: 'admin', icon: Droplets, order: 40 },
  recordKinds: ['hydrant'],
  // A record opens in form route: the form finds the record by `?uid=`.
  recordUrl: (uid) => `/hydrant/edit?${new URLSearchParams({ uid }).toString()}`,
  load: () => import('./lib/hydrants-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/hydrant') return;
    const { hydrantApi } = await import('./lib/api');
    await queryClient.prefetchQuery(hydrantApi.queries.list());
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/hydrants.json`, served at /locales/de/hydrants.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    hydrants: typeof texts;
  }
}
