import { TestDataAccessProvider, type TestDataAccessProviderProps } from '@rescue-admin/data-access/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { NoticeHost } from '@rescue-admin/ui-kit';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createTestHistory, type TestHistory } from './test-history';

export interface RenderFeatureOptions {
  /** Passed to the TestDataAccessProvider, e.g. a queryClient to inspect the cache. */
  dataAccess?: Omit<TestDataAccessProviderProps, 'children'>;
}

export interface RenderedFeature extends RenderResult {
  user: UserEvent;
  /** The memory history, e.g. to navigate away or go back (`act(() => history.go(-1))`). */
  history: TestHistory;
  /** The current URL's path and query, e.g. '/<area>?q=wache'. */
  currentUrl: () => string;
}

/**
 * Renders a feature's lazily loaded routes below `${feature.path}/*` as the shell does (a
 * declarative router on a blockable history, so the unsaved-changes guard holds navigations),
 * with the German texts, the test session (HTTP through MSW) and the notice host, so success
 * notices can be asserted. Any other path renders a plain "Anderswo" page, to which tests can
 * navigate to leave the feature.
 */
export async function renderFeature(feature: FeatureDescriptor, url: string, options: RenderFeatureOptions = {}): Promise<RenderedFeature> {
  const { default: FeatureRoutes } = await feature.load();
  const history = createTestHistory(url);
  const user = userEvent.setup();
  const result = render(
    <I18nTestProvider>
      <TestDataAccessProvider {...options.dataAccess}>
        <HistoryRouter history={history}>
          <Routes>
            <Route path={`${feature.path}/*`} element={<FeatureRoutes />} />
            <Route path="*" element={<p>Anderswo</p>} />
          </Routes>
        </HistoryRouter>
        <NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
  return {
    ...result,
    user,
    history,
    currentUrl: () => `${history.location.pathname}${history.location.search}`,
  };
}
