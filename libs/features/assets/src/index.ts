import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/assets.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { RadioTower } from 'lucide-react';

/**
 * The assets area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const assetsFeature = {
  id: 'assets',
  area: 'assets',
  path: '/assets',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'assets' as const satisfies Namespace,
  fallbackName: 'Assets',
  menu: { group: 'admin', icon: RadioTower, order: 50 },
  recordKinds: ['beacon', 'gateway'],
  // A record opens in the page's in-place forms (`?beacon=<uid>`, `?gateway=<uid>`).
  recordUrl: (uid, kind = 'beacon') => `/assets?${new URLSearchParams({ [kind === 'gateway' ? 'gateway' : 'beacon']: uid }).toString()}`,
  load: () => import('./lib/assets-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/assets') return;
    const { beaconApi, gatewayApi } = await import('./lib/api');
    await Promise.all([queryClient.prefetchQuery(beaconApi.queries.list()), queryClient.prefetchQuery(gatewayApi.queries.list())]);
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/assets.json`, served at /locales/de/assets.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    assets: typeof texts;
  }
}
