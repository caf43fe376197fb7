import { aHydrant } from '@rescue-admin/api-contract/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aSummary, preloadLazyModules, renderApp, signedInHandlers } from '../../test/render-app';

const server = createTestServer(...signedInHandlers);
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SLOW = { timeout: 10_000 };
const card = async () => (await screen.findByRole('heading', { name: 'Hydrantenprüfung' }, SLOW)).parentElement as HTMLElement;

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('the dashboard’s inspection figures', () => {
  it('should show out of service, overdue and due soon, each a link to the hydrant list with its chip pressed', async () => {
    renderApp({ path: '/' });
    const figures = await card();

    expect(within(figures).getByRole('link', { name: 'Außer Betrieb: 3' })).toHaveAttribute('href', '/hydrant?filter=outOfService');
    expect(within(figures).getByRole('link', { name: 'Überfällig: 41' })).toHaveAttribute('href', '/hydrant?filter=overdue');
    expect(within(figures).getByRole('link', { name: 'Fällig in 30 Tagen: 12' })).toHaveAttribute('href', '/hydrant?filter=dueSoon');
  });

  it('should open the list filtered to what the figure counts', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const state = { statusSince: null, statusDefects: [], lastInspection: null, inspectionIntervalMonths: null };
    server.use(
      http.get(testUrl('hydrant.all'), () =>
        HttpResponse.json([
          aHydrant({ uid: 'h-1', name: 'Hydrant Am Markt', inspectionStatus: 'AUSSER_BETRIEB', nextInspection: yesterday, ...state }),
          aHydrant({ uid: 'h-2', name: 'Hydrant Schule', inspectionStatus: 'IN_BETRIEB', nextInspection: new Date(Date.now() + 400 * 24 * 60 * 60 * 1000), ...state }),
        ]),
      ),
    );
    const { history } = renderApp({ path: '/' });

    await userEvent.click(within(await card()).getByRole('link', { name: 'Außer Betrieb: 3' }));

    await waitFor(() => expect(`${history.location.pathname}${history.location.search}`).toBe('/hydrant?filter=outOfService'));
    expect(await screen.findByRole('button', { name: 'Außer Betrieb (1)' }, SLOW)).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('cell', { name: 'Hydrant Am Markt' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Hydrant Schule' })).not.toBeInTheDocument();
  });

  it('given no inspection figures (null: the caller may not read hydrants), should leave the card out', async () => {
    server.use(http.get(testUrl('summary.get'), () => HttpResponse.json(aSummary({ inspections: null }))));
    renderApp({ path: '/' });

    await screen.findByRole('link', { name: '1.234 Hydranten' }, SLOW);
    expect(screen.queryByRole('heading', { name: 'Hydrantenprüfung' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Überfällig/ })).not.toBeInTheDocument();
  });

  describe.each([1280, 375])('at %i px', (width) => {
    afterEach(() => setWidth(1024));

    it('should have no axe violations', async () => {
      setWidth(width);
      const { container } = renderApp({ path: '/' });
      await card();

      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
    });
  });
});
