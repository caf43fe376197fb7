import type { StagingRoom } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aCustomer, anAddress, aStagingRoom } from '@rescue-admin/api-contract/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stagingFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The map lib is loaded lazily; the first import compiles Leaflet. */
const SLOW = { timeout: 15_000 };

let rooms: StagingRoom[];
beforeEach(() => {
  rooms = [
    aStagingRoom({ uid: 'sportplatz', name: 'Bereitstellungsraum Sportplatz', lat: 53.5511, lon: 9.9937, address: anAddress({ street: 'Am Sportplatz', number: '3' }) }),
    aStagingRoom({ uid: 'messe', name: 'Messeparkplatz Nord', lat: 53.6, lon: 10.1 }),
  ];
  server.use(
    http.get(testUrl('staging.all'), () => HttpResponse.json(rooms)),
    http.get(testUrl('customer.all'), () => HttpResponse.json([aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt' })])),
  );
});

async function noAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

describe('the staging room map', () => {
  it('„Karte“ should show the rooms the search matches; a popup opens the in-place form, and closing it returns to the map', async () => {
    const { user, history } = await renderFeature(stagingFeature, '/staging?q=Bereitstellungsraum');
    await screen.findByRole('table', {}, SLOW);

    await user.click(screen.getByRole('button', { name: 'Karte' }));
    const map = await screen.findByRole('region', { name: 'Karte der Bereitstellungsräume' }, SLOW);
    expect(history.location.search).toBe('?q=Bereitstellungsraum&view=karte');
    const marker = await within(map).findByRole('button', { name: 'Bereitstellungsraum Sportplatz' }, SLOW);
    expect(within(map).queryByRole('button', { name: 'Messeparkplatz Nord' })).not.toBeInTheDocument();

    await user.click(marker);
    const popup = await screen.findByRole('dialog', { name: 'Bereitstellungsraum Sportplatz' });
    expect(within(popup).getByText(/Am Sportplatz 3/)).toBeInTheDocument();
    expect(await noAxeViolations()).toEqual([]);

    await user.click(within(popup).getByRole('link', { name: 'Bearbeiten' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ }, SLOW)).toHaveValue('Bereitstellungsraum Sportplatz');
    expect(history.location.search).toBe('?q=Bereitstellungsraum&view=karte&edit=sportplatz');

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByRole('region', { name: 'Karte der Bereitstellungsräume' }, SLOW)).toBeInTheDocument();
  });

  it('the form’s position map should set the coordinates', async () => {
    await renderFeature(stagingFeature, '/staging?edit=sportplatz');
    const map = await screen.findByRole('region', { name: 'Position auf der Karte' }, SLOW);

    // The map is centred on the room; a click 100 px further right is further east.
    fireEvent.click(map, { clientX: 500, clientY: 300 });

    await waitFor(() => expect(Number((screen.getByRole('spinbutton', { name: /Längengrad/ }) as HTMLInputElement).value)).toBeGreaterThan(9.9937));
    expect(Number((screen.getByRole('spinbutton', { name: /Breitengrad/ }) as HTMLInputElement).value)).toBeCloseTo(53.5511, 3);
  });
});
