import type { Namespace } from '@rescue-admin/i18n';
import type texts from '../locales/de/qualifications.json';
import type { PolicyArea } from '@rescue-admin/api-contract';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { Award } from 'lucide-react';

/**
 * The qualifications area as the shell sees it: menu entry and lazily loaded routes. Keep this file
 * small — the shell imports it eagerly to build the menu; everything else loads with the route.
 */
export const qualificationsFeature = {
  id: 'qualifications',
  area: 'qualifications',
  path: '/qualification',
  // `satisfies Namespace`: the typecheck fails unless the augmentation below registers it.
  namespace: 'qualifications' as const satisfies Namespace,
  fallbackName: 'Qualifications',
  menu: { group: 'admin', icon: Award, order: 70 },
  recordKinds: ['qualification'],
  // A record opens in form route: the form finds the record by `?uid=`.
  recordUrl: (uid) => `/qualification/edit?${new URLSearchParams({ uid }).toString()}`,
  load: () => import('./lib/qualifications-routes'),
  // The list's request starts beside the screens' load: it needs only the entity's hooks (./lib/api), not the screens.
  loader: async (queryClient, pathname) => {
    if (pathname.replace(/\/$/, '') !== '/qualification') return;
    const { qualificationApi, qualificationGroupApi } = await import('./lib/api');
    await Promise.all([queryClient.prefetchQuery(qualificationApi.queries.list()), queryClient.prefetchQuery(qualificationGroupApi.queries.list())]);
  },
} satisfies FeatureDescriptor<PolicyArea>;

/** The area's German texts (`locales/de/qualifications.json`, served at /locales/de/qualifications.json): typed keys for `t`. */
declare module '@rescue-admin/i18n' {
  interface Resources {
    qualifications: typeof texts;
  }
}
