import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { theSignedInUser } from '@rescue-admin/api-contract/testing';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

const refused = (code: string) => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code }, { status: 403 });

const hydrantRequests = vi.fn();
// Before the default handlers: MSW answers with the first handler that matches.
const server = createTestServer(
  http.get(testUrl('hydrant.all'), () => {
    hydrantRequests();
    return HttpResponse.json([]);
  }),
  ...signedInHandlers,
);
beforeAll(async () => {
  server.listen();
  await Promise.all([preloadLazyModules(hydrantsFeature.load), import('../account/account-pages')]);
}, 60_000);
beforeEach(() => {
  hydrantRequests.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('an account without a user record', () => {
  beforeEach(() => server.use(http.get(testUrl('user.lookup'), () => refused('no_user_record'))));

  it('should say the account has no access yet, ask to contact the administration and offer to sign out', async () => {
    const { history } = renderApp({ path: '/hydrant' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Noch kein Zugang' })).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(within(page).getByText(/wenden Sie sich an Ihre Administration/)).toBeInTheDocument();
    expect(within(page).getByText('Konto: admin@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(hydrantRequests.mock.calls.length).toBeLessThanOrEqual(1);

    await userEvent.click(within(page).getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });
});

describe('a signed-in start without a connection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('should show the app with the offline banner instead of a loader, and look the user up by itself once back online', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const lookups = vi.fn();
    server.use(
      http.get(testUrl('user.lookup'), () => {
        lookups();
        return HttpResponse.json(theSignedInUser());
      }),
    );
    renderApp({ path: '/', withErrorNotices: true });

    expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
    expect(screen.getByText('Keine Verbindung – Änderungen werden gesendet, sobald die Verbindung wieder besteht.')).toBeInTheDocument();
    expect(lookups).not.toHaveBeenCalled();

    offline.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    await vi.waitFor(() => expect(lookups).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(theSignedInUser().firstname) })).toBeInTheDocument();
  });
});
