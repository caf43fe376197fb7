import { INSPECTION_ENDPOINTS, type Hydrant } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hydrantsFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The map lib is loaded lazily; the first import compiles Leaflet. */
const SLOW = { timeout: 15_000 };

let hydrants: Hydrant[];
beforeEach(() => {
  hydrants = [
    aHydrant({ uid: 'h-markt', name: 'Hydrant Marktplatz', durchmesser: 'MM_300', type: 'UEBERFLURHYDRANT', lat: 51.0, lon: 10.0 }),
    aHydrant({ uid: 'h-schule', name: 'Hydrant Schulstraße', durchmesser: 'MM_150', type: 'UNTERFLURHYDRANT', lat: 51.05, lon: 10.08 }),
    // Three hydrants a few metres apart: a cluster.
    ...[0, 1, 2].map((i) => aHydrant({ uid: `h-hof-${i}`, name: `Hydrant Bauhof ${i + 1}`, lat: 51.1 + i * 0.00005, lon: 10.1 })),
  ];
  server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)));
});

const mapRegion = () => screen.findByRole('region', { name: 'Karte der Hydranten' }, SLOW);

async function noAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

describe('the hydrant map', () => {
  it('„Karte“ should switch the list to the map, keep the choice in the URL and „Liste“ switch back', async () => {
    const { user, history } = await renderFeature(hydrantsFeature, '/hydrant');
    await screen.findByRole('table', { name: 'Hydrantenverwaltung' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Karte' }));

    const map = await mapRegion();
    expect(history.location.search).toBe('?view=karte');
    expect(await within(map).findByRole('button', { name: 'Hydrant Marktplatz' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Karte' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(await screen.findByRole('table', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(history.location.search).toBe('');
  });

  it('should cluster hydrants close together into a button named by the count', async () => {
    await renderFeature(hydrantsFeature, '/hydrant?view=karte');
    const map = await mapRegion();

    expect(await within(map).findByRole('button', { name: '3 Hydranten' }, SLOW)).toBeInTheDocument();
  });

  it('should apply the list search to the map', async () => {
    await renderFeature(hydrantsFeature, '/hydrant?view=karte&q=Schul');
    const map = await mapRegion();

    expect(await within(map).findByRole('button', { name: 'Hydrant Schulstraße' }, SLOW)).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: 'Hydrant Marktplatz' })).not.toBeInTheDocument();
    expect(screen.getByText('1 von 5 auf der Karte')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toHaveValue('Schul');
  });

  it('should count the hydrants on the map in German numbers', async () => {
    hydrants = [hydrants[0], hydrants[1], ...Array.from({ length: 1200 }, (_, i) => aHydrant({ uid: `h-feld-${i}`, name: `Hydrant Feldweg ${i + 1}`, lat: 51.2 + (i % 40) * 0.001, lon: 10.2 + Math.floor(i / 40) * 0.001 }))];
    await renderFeature(hydrantsFeature, '/hydrant?view=karte&q=Feldweg');
    await mapRegion();

    expect(await screen.findByText('1.200 von 1.202 auf der Karte')).toBeInTheDocument();
  });

  it('should open a marker’s popup with German labels and lead to the form with the hydrant filled in', async () => {
    const { user, history } = await renderFeature(hydrantsFeature, '/hydrant?view=karte&q=Markt');
    const map = await mapRegion();

    await user.click(await within(map).findByRole('button', { name: 'Hydrant Marktplatz' }, SLOW));

    const popup = await screen.findByRole('dialog', { name: 'Hydrant Marktplatz' });
    expect(within(popup).getByText('Überflurhydrant')).toBeInTheDocument();
    expect(within(popup).getByText('Durchmesser 300 mm')).toBeInTheDocument();
    expect(await noAxeViolations()).toEqual([]);

    await user.click(within(popup).getByRole('link', { name: 'Bearbeiten' }));
    await waitFor(() => expect(history.location.pathname).toBe('/hydrant/edit'));
    expect(history.location.search).toBe('?uid=h-markt');
    expect(await screen.findByRole('textbox', { name: /^Name/ }, SLOW)).toHaveValue('Hydrant Marktplatz');
  });
});

describe('the hydrant map with inspections', () => {
  const state = (inspectionStatus: Hydrant['inspectionStatus']) => ({
    inspectionStatus,
    statusSince: null,
    statusDefects: [],
    lastInspection: null,
    nextInspection: new Date(Date.now() + 100 * 24 * 60 * 60 * 1000),
    inspectionIntervalMonths: null,
  });
  beforeEach(() => {
    hydrants = [
      aHydrant({ uid: 'h-markt', name: 'Hydrant Am Markt', lat: 51.0, lon: 10.0, ...state('AUSSER_BETRIEB') }),
      aHydrant({ uid: 'h-schule', name: 'Hydrant Schulstraße', lat: 51.05, lon: 10.08, ...state('EINGESCHRAENKT') }),
      aHydrant({ uid: 'h-feld', name: 'Hydrant Feldweg', lat: 51.02, lon: 10.15, ...state(null) }),
      // Three hydrants a few metres apart, two of them out of service: a cluster that says so.
      ...[0, 1, 2].map((i) => aHydrant({ uid: `h-hof-${i}`, name: `Hydrant Bauhof ${i + 1}`, lat: 51.1 + i * 0.00005, lon: 10.1, ...state(i < 2 ? 'AUSSER_BETRIEB' : 'IN_BETRIEB') })),
    ];
  });

  it('should put each hydrant’s status into its marker’s name and its popup, and explain the markers in a legend', async () => {
    const { user } = await renderFeature(hydrantsFeature, '/hydrant?view=karte');
    const map = await mapRegion();

    const markt = await within(map).findByRole('button', { name: 'Hydrant Am Markt, außer Betrieb' }, SLOW);
    expect(markt).toHaveAttribute('data-tone', 'danger');
    expect(within(map).getByRole('button', { name: 'Hydrant Schulstraße, eingeschränkt' })).toHaveAttribute('data-tone', 'warning');
    expect(within(map).getByRole('button', { name: 'Hydrant Feldweg, nie geprüft' })).toHaveAttribute('data-tone', 'neutral');
    const legend = screen.getByRole('list', { name: 'Legende: Status der Hydranten' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['in Betrieb', 'eingeschränkt', 'außer Betrieb', 'nie geprüft']);

    await user.click(markt);
    const popup = await screen.findByRole('dialog', { name: 'Hydrant Am Markt' });
    expect(within(popup).getByText('außer Betrieb')).toBeInTheDocument();
  });

  it('should say in a cluster’s name how many of its hydrants are out of service', async () => {
    await renderFeature(hydrantsFeature, '/hydrant?view=karte');
    const map = await mapRegion();

    expect(await within(map).findByRole('button', { name: '3 Hydranten, 2 außer Betrieb' }, SLOW)).toBeInTheDocument();
  });

  it('should lead to the Mängelbericht of the map’s visible area, with the search', async () => {
    server.use(http.get(testUrl(INSPECTION_ENDPOINTS['inspection.report']), () => HttpResponse.json([])));
    const { user, history } = await renderFeature(hydrantsFeature, '/hydrant?view=karte&q=Hydrant');
    const map = await mapRegion();
    // The view has settled once the markers of the fitted view are drawn.
    await within(map).findAllByRole('button', { name: /Hydrant/ }, SLOW);

    await user.click(await screen.findByRole('link', { name: 'Mängelbericht' }, SLOW));

    await screen.findByRole('heading', { level: 1, name: 'Mängelbericht' }, SLOW);
    const params = new URLSearchParams(history.location.search);
    expect(history.location.pathname).toBe('/hydrant/maengelbericht');
    expect(params.get('bbox')).toMatch(/^-?\d+\.\d{5}(,-?\d+\.\d{5}){3}$/);
    expect(params.get('q')).toBe('Hydrant');
  });

  describe.each([1280, 375])('at %i px', (width) => {
    afterEach(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
      window.dispatchEvent(new Event('resize'));
    });

    it('should have no axe violations', async () => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
      window.dispatchEvent(new Event('resize'));
      await renderFeature(hydrantsFeature, '/hydrant?view=karte');
      const map = await mapRegion();
      await within(map).findByRole('button', { name: '3 Hydranten, 2 außer Betrieb' }, SLOW);

      expect(await noAxeViolations()).toEqual([]);
    });
  });

  it('given a service without inspections, should draw plain markers without a legend', async () => {
    hydrants = [aHydrant({ uid: 'h-a', name: 'Hydrant A', lat: 51, lon: 10 })];
    await renderFeature(hydrantsFeature, '/hydrant?view=karte');
    const map = await mapRegion();

    expect(await within(map).findByRole('button', { name: 'Hydrant A' }, SLOW)).not.toHaveAttribute('data-tone');
    expect(screen.queryByRole('list', { name: 'Legende: Status der Hydranten' })).not.toBeInTheDocument();
  });
});

describe('the position map in the hydrant form', () => {
  it('should set lat and lon from a click on the map', async () => {
    await renderFeature(hydrantsFeature, '/hydrant/create');
    const map = await screen.findByRole('region', { name: 'Position auf der Karte' }, SLOW);

    // A new hydrant is at 0/0, so the map starts on Germany; its centre (51.16 N, 10.45 E) is clicked.
    fireEvent.click(map, { clientX: 400, clientY: 300 });

    await waitFor(() => expect(Number((screen.getByRole('spinbutton', { name: /Breitengrad/ }) as HTMLInputElement).value)).toBeCloseTo(51.16, 1));
    expect(Number((screen.getByRole('spinbutton', { name: /Längengrad/ }) as HTMLInputElement).value)).toBeCloseTo(10.45, 1);
    expect(await noAxeViolations()).toEqual([]);
  });
});
