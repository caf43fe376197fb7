import { TestDataAccessProvider, type TestDataAccessProviderProps } from '@rescue-admin/data-access/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { NoticeHost } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export interface RenderFeatureOptions {
  /** Passed to the TestDataAccessProvider, e.g. a queryClient to inspect the cache. */
  dataAccess?: Omit<TestDataAccessProviderProps, 'children'>;
}

export interface RenderedFeature extends RenderResult {
  user: UserEvent;
  /** The memory router, e.g. to navigate away or go back (`router.navigate(-1)`). */
  router: ReturnType<typeof createMemoryRouter>;
  /** The current URL's path and query, e.g. '/<area>?q=wache'. */
  currentUrl: () => string;
}

/**
 * Renders a feature's lazily loaded routes below `${feature.path}/*` in a data router (the
 * unsaved-changes guard needs one), with the German texts, the test session (HTTP through MSW)
 * and the notice host, so success notices can be asserted. Any other path renders a plain
 * "Anderswo" page, to which tests can navigate to leave the feature.
 */
export async function renderFeature(feature: FeatureDescriptor, url: string, options: RenderFeatureOptions = {}): Promise<RenderedFeature> {
  const { default: FeatureRoutes } = await feature.load();
  const router = createMemoryRouter(
    [
      { path: `${feature.path}/*`, element: <FeatureRoutes /> },
      { path: '*', element: <p>Anderswo</p> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <I18nTestProvider>
      <TestDataAccessProvider {...options.dataAccess}>
        <RouterProvider router={router} />
        <NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
  return {
    ...result,
    user,
    router,
    currentUrl: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
