/**
 * The shell on flaky ground: the offline banner, a session that ends (expired or revoked sign-in),
 * and a deep link opened before the first ID token. (The header's own calls raising no notice is
 * in layout/shell-layout.test.tsx.)
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { createTestHistory } from '@rescue-admin/crud-kit/testing';
import { I18nTestProvider, createTestI18n } from '@rescue-admin/i18n/testing';
import { preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';
import { AppRoutes } from './routes';

const BANNER = 'Keine Verbindung – Änderungen werden gesendet, sobald die Verbindung wieder besteht.';
const hydrants = [aHydrant({ name: 'Hydrant Marktplatz' })];

const server = createTestServer(...signedInHandlers, http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)));
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
afterEach(() => {
  server.resetHandlers();
  act(() => void window.dispatchEvent(new Event('online')));
});
afterAll(() => server.close());

describe('the offline banner', () => {
  it('should appear as soon as the browser goes offline, as a status, and go when it is back', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: /Erika/ });
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('offline')));

    // Within the second the spec allows (findBy waits up to 1 s).
    const banner = await screen.findByText(BANNER);
    expect(banner.closest('[role="status"]')).not.toBeNull();

    act(() => void window.dispatchEvent(new Event('online')));

    await waitFor(() => expect(screen.queryByText(BANNER)).not.toBeInTheDocument());
  });
});

describe('an ended session', () => {
  it('given the API refuses the session also with a fresh token, should go to /login, say why, and return to the same page after signing in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refused = true;
    server.use(
      http.get(testUrl('hydrant.all'), () =>
        refused ? HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'revoked' }, { status: 401 }) : HttpResponse.json(hydrants),
      ),
    );
    const { history } = renderApp({ path: '/hydrant?q=markt' });

    // Lazy frame, user lookup, the list, its refused retry, the sign-out: give a busy machine time.
    expect(
      await screen.findByText('Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an – danach geht es dort weiter, wo Sie waren.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toMatchObject({ from: { pathname: '/hydrant', search: '?q=markt' } });

    refused = false;
    await userEvent.type(screen.getByLabelText('E-Mail'), 'admin@example.org');
    await userEvent.type(screen.getByLabelText('Passwort'), 'Feuerwehr112!');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
    expect(`${history.location.pathname}${history.location.search}`).toBe('/hydrant?q=markt');
  });
});

describe('a deep link opened before the first ID token', () => {
  it('should wait for the token and then show the page, not a load error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let giveToken: () => void = () => undefined;
    const queryClient = createTestQueryClient();
    const history = createTestHistory('/hydrant');
    function SessionStartingSlowly() {
      const [tokenAvailable, setTokenAvailable] = useState(false);
      giveToken = () => setTokenAvailable(true);
      return (
        <TestDataAccessProvider tokenAvailable={tokenAvailable} queryClient={queryClient}>
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </TestDataAccessProvider>
      );
    }
    render(
      <I18nTestProvider i18n={createTestI18n()}>
        <SessionStartingSlowly />
      </I18nTestProvider>,
    );
    // The signed-in frame is up and has registered its queries (the user lookup first), held until
    // the token is there: a query that did not wait would have been skipped as it started, and said so.
    await vi.waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('No HTTP client available'));
    expect(screen.queryByText('Die Daten konnten nicht geladen werden.')).not.toBeInTheDocument();

    act(() => giveToken());

    expect(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
    expect(screen.queryByText('Die Daten konnten nicht geladen werden.')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('No HTTP client available'));
  });
});
