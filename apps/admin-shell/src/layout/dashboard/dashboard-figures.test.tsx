import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { stagingFeature } from '@rescue-admin/feature-staging';
import { aSummary, preloadLazyModules, renderApp, signedInHandlers } from '../../test/render-app';

const server = createTestServer(...signedInHandlers);
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load, stagingFeature.load);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The first render compiles the signed-in frame; on a busy machine that takes seconds. */
const SLOW = { timeout: 10_000 };
const changedAt = new Date('2026-11-20T10:00:00Z');

async function expectNoAxeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  const report = result.violations.map((v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html}`).join('\n')}`);
  expect(report, report.join('\n')).toEqual([]);
}

describe('the dashboard figures', () => {
  it('should show a count per area, each linking to its list', async () => {
    // The link opens the hydrant list, which asks for its rows.
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json([])));
    const { history } = renderApp({ path: '/' });

    const hydrants = await screen.findByRole('link', { name: '1.234 Hydranten' }, SLOW);
    expect(screen.getByRole('link', { name: '2 Bereitstellungsräume' })).toHaveAttribute('href', '/staging');
    expect(screen.getByRole('link', { name: '1 Material' })).toHaveAttribute('href', '/material');
    expect(screen.getByRole('link', { name: '4 Beacons' })).toHaveAttribute('href', '/assets');

    await userEvent.click(hydrants);
    await waitFor(() => expect(history.location.pathname).toBe('/hydrant'));
  });

  it('should give every chart an accessible name and its numbers as text', async () => {
    const { container } = renderApp({ path: '/' });

    const byType = await screen.findByRole('figure', { name: 'Hydranten nach Typ' }, SLOW);
    expect(within(byType).getByText('Unterflurhydrant')).toBeInTheDocument();
    expect(within(byType).getByText('1.000')).toBeInTheDocument();
    const byDiameter = screen.getByRole('figure', { name: 'Hydranten nach Durchmesser' });
    expect(within(byDiameter).getByText('Durchmesser 300 mm')).toBeInTheDocument();
    expect(within(byDiameter).getByText('1.200')).toBeInTheDocument();
    const beacons = screen.getByRole('figure', { name: 'Beacons' });
    expect(within(beacons).getByText('in den letzten 24 Stunden: 1')).toBeInTheDocument();
    expect(within(beacons).getByText('vor mehr als 24 Stunden: 2')).toBeInTheDocument();
    expect(within(beacons).getByText('noch nie: 1')).toBeInTheDocument();
    expect(screen.getByText('1 von 2 Fahrzeugvorlagen mit Standardbeladung')).toBeInTheDocument();
    expect(screen.getByText('4 Positionen insgesamt')).toBeInTheDocument();

    await expectNoAxeViolations(container);
  });

  it('should leave out what the caller may not read (null) instead of showing zero', async () => {
    server.use(
      http.get(testUrl('summary.get'), () =>
        HttpResponse.json(aSummary({ counts: { ...aSummary().counts, users: null, customers: null }, syncFreshness: null })),
      ),
    );
    renderApp({ path: '/' });

    await screen.findByRole('link', { name: '1.234 Hydranten' }, SLOW);
    expect(screen.queryByRole('link', { name: /^\d+ Benutzer$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Beacons' })).not.toBeInTheDocument();
  });

  it('should show placeholders while the figures load, then the figures', async () => {
    // The gate exists before the request: the placeholder can show before the handler runs,
    // and opening the gate then must still release the answer.
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(testUrl('summary.get'), async () => {
        await gate;
        return HttpResponse.json(aSummary());
      }),
    );
    renderApp({ path: '/' });

    expect(await screen.findByText('Kennzahlen werden geladen …', {}, SLOW)).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: '1.234 Hydranten' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Kennzahlen werden geladen …')).not.toBeInTheDocument();
  });

  it('given a failure, should say so in German and load again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.get(testUrl('summary.get'), () =>
        fail ? HttpResponse.json({ error: 'Bad Gateway' }, { status: 502 }) : HttpResponse.json(aSummary()),
      ),
    );
    renderApp({ path: '/' });

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent(/konnten nicht geladen werden|nicht geladen/);
    expect(screen.getByRole('heading', { level: 1, name: /Erika/ })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: '1.234 Hydranten' }, SLOW)).toBeInTheDocument();
  }, 30_000);

  it('given a user without admin rights (403), should greet them and note that the figures are for admins, without an error', async () => {
    server.use(http.get(testUrl('summary.get'), () => HttpResponse.json({ error: 'Forbidden', code: 'forbidden' }, { status: 403 })));
    const { container } = renderApp({ path: '/' });

    expect(await screen.findByText('Die Kennzahlen der Bereiche sehen nur Administratorinnen und Administratoren.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Erika/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  describe('the latest changes', () => {
    const latestChanges = [
      { kind: 'hydrant' as const, uid: 'h-7', name: 'H 7 Marktplatz', lastUpdate: changedAt },
      { kind: 'stagingRoom' as const, uid: 's-1', name: 'Sportplatz', lastUpdate: changedAt },
      { kind: 'beacon' as const, uid: 'b-1', name: 'Beacon Halle', lastUpdate: changedAt },
    ];

    it('should link each change to the address its area gives for the record', async () => {
      server.use(http.get(testUrl('summary.get'), () => HttpResponse.json(aSummary({ latestChanges }))));
      renderApp({ path: '/' });

      expect(await screen.findByRole('link', { name: 'Sportplatz' }, SLOW)).toHaveAttribute('href', stagingFeature.recordUrl('s-1'));
      expect(screen.getByRole('link', { name: 'H 7 Marktplatz' })).toHaveAttribute('href', hydrantsFeature.recordUrl('h-7'));
      // What the areas' addresses are: an in-place form's `?edit=`, a form route's `?uid=`, the assets page's `?beacon=`.
      expect(screen.getByRole('link', { name: 'Sportplatz' })).toHaveAttribute('href', '/staging?edit=s-1');
      expect(screen.getByRole('link', { name: 'H 7 Marktplatz' })).toHaveAttribute('href', '/hydrant/edit?uid=h-7');
      expect(screen.getByRole('link', { name: 'Beacon Halle' })).toHaveAttribute('href', '/assets?beacon=b-1');
    });

    it('should open a hydrant in its form, with the record taken from the list', async () => {
      server.use(
        http.get(testUrl('summary.get'), () => HttpResponse.json(aSummary({ latestChanges }))),
        http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant({ uid: 'h-7', name: 'H 7 Marktplatz' })])),
      );
      const { history } = renderApp({ path: '/' });

      await userEvent.click(await screen.findByRole('link', { name: 'H 7 Marktplatz' }, SLOW));

      await waitFor(() => expect(`${history.location.pathname}${history.location.search}`).toBe('/hydrant/edit?uid=h-7'));
      expect(await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 })).toHaveValue('H 7 Marktplatz');
    });

    it('given a hydrant deleted meanwhile, should say it was not found and lead back to the list', async () => {
      server.use(
        http.get(testUrl('summary.get'), () => HttpResponse.json(aSummary({ latestChanges }))),
        http.get(testUrl('hydrant.all'), () => HttpResponse.json([])),
      );
      const { history } = renderApp({ path: '/' });

      await userEvent.click(await screen.findByRole('link', { name: 'H 7 Marktplatz' }, SLOW));

      expect(await screen.findByText('Der Datensatz wurde nicht gefunden. Möglicherweise wurde er inzwischen gelöscht.', undefined, { timeout: 10_000 })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
      await waitFor(() => expect(history.location.pathname).toBe('/hydrant'));
    });
  });
});
