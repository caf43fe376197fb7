import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/blueprints.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Truck } from 'lucide-react';

/**
 * The blueprints area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const blueprintsFeature = {
  id: 'blueprints',
  area: 'blueprints',
  path: '/vehicle/blueprint',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'blueprints' as const satisfies Namespace,
  fallbackName: 'Vehicle blueprints',
  menu: { group: 'admin', icon: Truck, order: 80 },
  recordKinds: ['blueprint'],
  // A record opens in form route: the form finds the record by `?uid=`.
  recordUrl: (uid) => `/vehicle/blueprint/form?${new URLSearchParams({ uid }).toString()}`,
  load: () => import('./lib/blueprints-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/vehicle/blueprint') return;
    const { blueprintApi } = await import('./lib/api');
    await queryClient.prefetchQuery(blueprintApi.queries.list());
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/blueprints.json`, served at /locales/de/blueprints.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    blueprints: typeof texts;
  }
}
