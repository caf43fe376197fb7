import type { Hydrant } from '@rescue-admin/api-contract';
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
    const { user, router } = await renderFeature(hydrantsFeature, '/hydrant');
    await screen.findByRole('table', { name: 'Hydrantenverwaltung' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Karte' }));

    const map = await mapRegion();
    expect(router.state.location.search).toBe('?view=karte');
    expect(await within(map).findByRole('button', { name: 'Hydrant Marktplatz' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Karte' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(await screen.findByRole('table', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
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
    const { user, router } = await renderFeature(hydrantsFeature, '/hydrant?view=karte&q=Markt');
    const map = await mapRegion();

    await user.click(await within(map).findByRole('button', { name: 'Hydrant Marktplatz' }, SLOW));

    const popup = await screen.findByRole('dialog', { name: 'Hydrant Marktplatz' });
    expect(within(popup).getByText('Überflurhydrant')).toBeInTheDocument();
    expect(within(popup).getByText('Durchmesser 300 mm')).toBeInTheDocument();
    expect(await noAxeViolations()).toEqual([]);

    await user.click(within(popup).getByRole('link', { name: 'Bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hydrant/edit'));
    expect(router.state.location.search).toBe('?uid=h-markt');
    expect(await screen.findByRole('textbox', { name: /^Name/ }, SLOW)).toHaveValue('Hydrant Marktplatz');
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
