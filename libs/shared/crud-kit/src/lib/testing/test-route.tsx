import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { ReactElement } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createTestAreaI18n } from './test-area';
import type { TestHistory } from './test-history';

/**
 * `element` as the route of the history's current path, with the test area's texts: how
 * crud-kit's own tests mount a screen (a list, a form) at an address.
 */
export function atTestRoute(history: TestHistory, element: ReactElement): ReactElement {
  return (
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path={history.location.pathname} element={element} />
        </Routes>
      </HistoryRouter>
    </I18nTestProvider>
  );
}
