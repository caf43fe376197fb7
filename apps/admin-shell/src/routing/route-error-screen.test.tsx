import { act, render, screen } from '@testing-library/react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestHistory, type TestHistory } from '@rescue-admin/crud-kit/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { ChunkLoadError } from '@rescue-admin/util';
import { RouteErrorBoundary } from './route-error-screen';

const UNKNOWN = 'Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es erneut.';
const CHUNK = 'http://app.test/assets/materials-routes-Zz9.js';

/** A screen that throws `error` at /kaputt and shows its heading anywhere else. */
function renderBoundary(history: TestHistory, error: unknown) {
  function Broken(): never {
    throw error;
  }
  return render(
    <I18nTestProvider>
      <HistoryRouter history={history}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/kaputt" element={<Broken />} />
            <Route path="*" element={<h1>Hydrantenverwaltung</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </HistoryRouter>
    </I18nTestProvider>,
  );
}

// React reports the caught error on the console (the root's onCaughtError): expected here.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

describe('RouteErrorBoundary', () => {
  it('given a screen throws an error, should show the German error screen with a reload button instead of a blank page', () => {
    renderBoundary(createTestHistory('/kaputt'), new Error('boom'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(UNKNOWN);
    expect(screen.getByRole('heading', { level: 1, name: UNKNOWN })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hydrantenverwaltung' })).not.toBeInTheDocument();
  });

  it('given a chunk failed to load, should show the chunk error screen with its type and address', () => {
    renderBoundary(createTestHistory('/kaputt'), new ChunkLoadError('missing', CHUNK));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Loading chunk failed');
    expect(alert).toHaveTextContent('missing');
    expect(alert).toHaveTextContent(CHUNK);
    expect(alert).not.toHaveTextContent(UNKNOWN);
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('given the address changes (the menu, the back button), should render the screens again', () => {
    const history = createTestHistory('/kaputt', '/');
    renderBoundary(history, new Error('boom'));
    expect(screen.getByRole('alert')).toHaveTextContent(UNKNOWN);

    act(() => history.push('/hydrant'));

    expect(screen.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => history.push('/kaputt'));
    expect(screen.getByRole('alert')).toHaveTextContent(UNKNOWN);

    act(() => history.go(-1));

    expect(screen.getByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/hydrant');
  });
});
