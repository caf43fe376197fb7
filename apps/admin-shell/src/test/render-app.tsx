import { render } from '@testing-library/react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createTestHistory } from '@rescue-admin/crud-kit/testing';
import { http, HttpResponse } from 'msw';
import { I18nTestProvider, createTestI18n } from '@rescue-admin/i18n/testing';
import { TestDataAccessProvider, testUrl, type TestDataAccessProviderProps } from '@rescue-admin/data-access/testing';
import { TEST_CUSTOMER_UID, aCustomer, theSignedInUser } from '@rescue-admin/api-contract/testing';
import { grantsOf, type DashboardSummary, type UserRole } from '@rescue-admin/api-contract';
import { AppRoutes } from '../app/routes';

/** An operations overview (GET summary/) with a few of everything; override parts per test. */
export function aSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    counts: { users: 3, customers: 1, stagingRooms: 2, hydrants: 1234, beacons: 4, gateways: 2, materials: 1, qualifications: 5, blueprints: 2 },
    hydrantsByType: [
      { value: 'UNTERFLURHYDRANT', count: 1000 },
      { value: 'UEBERFLURHYDRANT', count: 234 },
    ],
    hydrantsByDiameter: [
      { value: 'MM_150', count: 34 },
      { value: 'MM_300', count: 1200 },
    ],
    syncFreshness: { beacons: { recent: 1, older: 2, never: 1 }, gateways: { recent: 2, older: 0, never: 0 } },
    standardLoads: { blueprints: 2, withLoad: 1, lines: 4 },
    inspections: { outOfService: 3, overdue: 41, dueSoon: 12 },
    latestChanges: [],
    ...overrides,
  };
}

/** `session.grants` as the API answers it for a caller of `role`: their row of the policy table. */
export const grantsHandler = (role: UserRole) =>
  http.get(testUrl('session.grants'), () => HttpResponse.json({ role, customerUid: TEST_CUSTOMER_UID, grants: grantsOf(role) }));

/** What the signed-in frame asks for: the user record and their grants, their customer (for the name), missions, the dashboard's figures. */
export const signedInHandlers = [
  grantsHandler(theSignedInUser().role),
  http.get(testUrl('summary.get'), () => HttpResponse.json(aSummary())),
  http.get(testUrl('user.lookup'), () => HttpResponse.json(theSignedInUser())),
  http.get(testUrl('customer.lookup'), ({ request }) =>
    new URL(request.url).searchParams.get('customerUid') === TEST_CUSTOMER_UID
      ? HttpResponse.json(aCustomer({ uid: TEST_CUSTOMER_UID, name: 'Feuerwehr Musterstadt' }))
      : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'No such customer' }, { status: 404 }),
  ),
  http.get(testUrl('mission.active'), () => HttpResponse.json([])),
];

export interface RenderAppOptions extends Omit<TestDataAccessProviderProps, 'children' | 'queryClient' | 'sessionOnly'> {
  /** The address the app opens at. @default '/' */
  path?: string;
  /**
   * Let the signed-in frame set up its own query/HTTP layer, as in production, whose failures
   * raise German notices, instead of the plain test client. Its queries retry after 5 s, so only
   * for tests where queries succeed. @default false
   */
  withErrorNotices?: boolean;
}

/**
 * Renders the real routes (gate, login, lazy layout, features) against the test session and MSW,
 * on a blockable memory history as the shell's (`history.location` is where the app is).
 */
export function renderApp({ path = '/', withErrorNotices = false, ...session }: RenderAppOptions = {}) {
  const history = createTestHistory(path);
  const i18n = createTestI18n();
  const view = render(
    <I18nTestProvider i18n={i18n}>
      <TestDataAccessProvider {...session} sessionOnly={withErrorNotices}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
  return { ...view, history };
}

/**
 * Transforms the lazily loaded modules once, up front: the first dynamic import under Vitest
 * compiles the whole signed-in module graph, which takes longer than a findBy* waits.
 */
export async function preloadLazyModules(...loaders: (() => Promise<unknown>)[]): Promise<void> {
  await Promise.all([import('../layout/signed-in-app'), ...loaders.map((load) => load())]);
}
