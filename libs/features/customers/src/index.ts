import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/customers.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { BuildingComplex } from 'lucide-react';

/**
 * The customers area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const customersFeature = {
  id: 'customers',
  area: 'customers',
  path: '/customer',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'customers' as const satisfies Namespace,
  fallbackName: 'Customers',
  menu: { group: 'admin', icon: BuildingComplex, order: 20 },
  recordKinds: ['customer'],
  // A record opens in the list's in-place form (`?edit=<uid>`).
  recordUrl: (uid) => `/customer?${new URLSearchParams({ edit: uid }).toString()}`,
  load: () => import('./lib/customers-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/customer') return;
    const { customerApi } = await import('./lib/api');
    await queryClient.prefetchQuery(customerApi.queries.list());
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/customers.json`, served at /locales/de/customers.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    customers: typeof texts;
  }
}
