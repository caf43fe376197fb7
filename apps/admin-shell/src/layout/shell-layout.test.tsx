import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { TEST_CUSTOMER_UID, aCustomer, aMission } from '@rescue-admin/api-contract/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

const server = createTestServer(...signedInHandlers, http.get(testUrl('hydrant.all'), () => HttpResponse.json([])));
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Makes `(max-width: 768px)` match, as on a phone. */
function usePhoneWidth() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width: 768px'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('the signed-in frame on a desktop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should show the menu open with the eight areas and mark the longest matching one', async () => {
    renderApp({ path: '/hydrant/edit' });
    const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' });

    expect(within(menu).getAllByRole('link')).toHaveLength(8);
    expect(within(menu).getByRole('link', { name: 'Hydrantenverwaltung' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Benutzerverwaltung' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('should move the mark to the area opened from the menu, and keep it while a list is searched', async () => {
    server.use(http.get(testUrl('material.all'), () => HttpResponse.json([])));
    renderApp({ path: '/hydrant' });
    const menu = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Suchen' }), 'H-0');
    expect(within(menu).getByRole('link', { name: 'Hydrantenverwaltung' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(menu).getByRole('link', { name: 'Materialverwaltung' }));

    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Materialverwaltung' })).toHaveAttribute('aria-current', 'page'));
    expect(within(menu).getByRole('link', { name: 'Hydrantenverwaltung' })).not.toHaveAttribute('aria-current');
  });

  it('should collapse the menu with the toggle and remember that after a reload', async () => {
    const first = renderApp({ path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menü schließen' }));

    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');

    first.unmount();
    renderApp({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
  });

  it('should show the customer name and open the profile in the side panel', async () => {
    renderApp({ path: '/' });
    expect(await within(await screen.findByRole('banner')).findByText('Feuerwehr Musterstadt')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Profil' }));
    const panel = screen.getByRole('complementary', { name: 'Profil' });
    expect(within(panel).getByText('Erika Mustermann')).toBeInTheDocument();
    expect(within(panel).getByText('Super-Administrator')).toBeInTheDocument();
    expect(within(panel).getByText('Feuerwehr Musterstadt')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Seitenleiste schließen' }));
    expect(screen.queryByRole('complementary', { name: 'Profil' })).not.toBeInTheDocument();
  });

  it.each([
    ['refused', 403, { code: 'forbidden' }],
    ['not found', 404, {}],
  ])('given its customer lookup and missions are %s, the header should show what it can without an error notice', async (_case, status, extra) => {
    const answered = new Set<string>();
    const answer = ({ request }: { request: Request }) => {
      answered.add(new URL(request.url).pathname);
      return HttpResponse.json({ statusCode: status, error: 'x', message: 'x', ...extra }, { status });
    };
    server.use(http.get(testUrl('customer.lookup'), answer), http.get(testUrl('mission.active'), answer));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ path: '/', withErrorNotices: true });

    expect(await screen.findByRole('heading', { level: 1, name: /Erika/ })).toBeInTheDocument();
    const switcher = await screen.findByRole('combobox', { name: 'Einsatz' });
    await waitFor(() => expect(switcher).toHaveAttribute('placeholder', 'Kein aktiver Einsatz'));
    // Both calls have failed, and the notice code (imported on demand) is here: a notice would be
    // raised in the promise callbacks that follow. A notice that must not appear gives nothing to
    // await, so one macrotask is yielded for them.
    await vi.waitFor(() => expect(answered.size).toBe(2));
    await import('../app/error-notice');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(screen.getByRole('banner')).queryByText('Feuerwehr Musterstadt')).not.toBeInTheDocument();
    expect(screen.queryByText(/Berechtigung|nicht gefunden/)).not.toBeInTheDocument();
  });

  it('given the customer name is an ISO date-time (revived into a Date), should show it as text instead of crashing', async () => {
    server.use(http.get(testUrl('customer.lookup'), () => HttpResponse.json(aCustomer({ uid: TEST_CUSTOMER_UID, name: '2026-01-01T00:00Z' }))));
    renderApp({ path: '/' });

    expect(await within(await screen.findByRole('banner')).findByText('2026-01-01T00:00:00.000Z')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Profil' }));
    expect(within(screen.getByRole('complementary', { name: 'Profil' })).getByText('2026-01-01T00:00:00.000Z')).toBeInTheDocument();
  });

  it('given no active mission should show the switcher disabled saying so', async () => {
    renderApp({ path: '/' });
    const switcher = await screen.findByRole('combobox', { name: 'Einsatz' });
    await waitFor(() => expect(switcher).toBeDisabled());
    expect(switcher).toHaveAttribute('placeholder', 'Kein aktiver Einsatz');
  });

  it('"Einsatz generieren" should create a training mission for the customer, select it and say so', async () => {
    const existing = aMission({ uid: 'm-1' });
    const generated = aMission({ uid: 'm-2', name: 'Übung 2026-11-22 14:05' });
    const requests: unknown[] = [];
    server.use(
      http.get(testUrl('mission.active'), () => HttpResponse.json(requests.length ? [existing, generated] : [existing])),
      http.post(testUrl('mission.generate'), async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(generated, { status: 201 });
      }),
    );
    renderApp({ path: '/' });
    const switcher = await screen.findByRole('combobox', { name: 'Einsatz' });
    await waitFor(() => expect(switcher).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Einsatz generieren' }));

    expect(await screen.findByText('Übungseinsatz „Übung 2026-11-22 14:05“ wurde angelegt.')).toBeInTheDocument();
    expect(requests).toEqual([{ customerUid: TEST_CUSTOMER_UID }]);
    await waitFor(() => expect(switcher).toHaveValue('Übung 2026-11-22 14:05'));
  });

  it('given generating fails should show a German error notice', async () => {
    server.use(http.post(testUrl('mission.generate'), () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ path: '/', withErrorNotices: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Einsatz generieren' })).toBeEnabled());

    await userEvent.click(screen.getByRole('button', { name: 'Einsatz generieren' }));
    expect(await screen.findByText(/Der Server hat einen Fehler gemeldet/)).toBeInTheDocument();
  });
});

describe('the signed-in frame on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should start with the menu closed and open it as a drawer that hides the page behind it', async () => {
    usePhoneWidth();
    renderApp({ path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menü öffnen' }));

    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    // The header's toggle is behind the drawer now; the drawer's own close control is the one to use.
    expect(screen.getAllByRole('button', { name: 'Menü schließen' })).toHaveLength(1);
    expect(within(menu).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('link', { name: 'Hydrantenverwaltung' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
  });

  it('should close the drawer when the page behind it changes without it (the browser’s back button)', async () => {
    usePhoneWidth();
    const { history } = renderApp({ path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Menü öffnen' }));
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();

    await act(() => history.push('/hydrant'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('should keep "Einsatz generieren" reachable as an icon button with the same name', async () => {
    usePhoneWidth();
    renderApp({ path: '/' });
    const button = await screen.findByRole('button', { name: 'Einsatz generieren' });
    expect(button).not.toHaveTextContent('Einsatz generieren');
  });

  it('should move the mission switcher out of the crowded header into its own row', async () => {
    usePhoneWidth();
    server.use(http.get(testUrl('mission.active'), () => HttpResponse.json([aMission({ name: 'Übung Wache Nord' })])));
    renderApp({ path: '/' });
    const switcher = await screen.findByRole('combobox', { name: 'Einsatz' });

    expect(within(screen.getByRole('banner')).queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(switcher).toHaveValue('Übung Wache Nord'));
  });
});
