/**
 * Against a service that implements SPEC.md and nothing more (every extension endpoint answers an
 * unknown route's 404, records carry no version), the signed-in frame works and its extras step
 * aside in German: the dashboard counts the readable lists, the header names the customer from
 * the customer list, the mission switcher offers nothing — and no extension is asked twice.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, specOnlyHandlers, testUrl, unknownRouteResponse } from '@rescue-admin/data-access/testing';
import { TEST_CUSTOMER_UID, aCustomer, aHydrant, theSignedInUser } from '@rescue-admin/api-contract/testing';
import type { EndpointName } from '@rescue-admin/api-contract';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

const server = createTestServer();
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SLOW = { timeout: 10_000 };
const SUMMARY_NOTE = 'Weitere Kennzahlen – Diagramme, Synchronisierung, letzte Änderungen – bietet nur der vollständige Dienst.';

/** The lists the dashboard counts without a summary; hydrants and customers with records, the rest empty. */
const LISTS: EndpointName[] = ['user.all', 'staging.all', 'beacon.all', 'gateway.all', 'material.all', 'qualification.all', 'vehicle.blueprints'];

function specOnlyService() {
  const calls = new Map<string, number>();
  const { version: _version, ...user } = theSignedInUser();
  const { version: _customerVersion, ...customer } = aCustomer({ uid: TEST_CUSTOMER_UID, name: 'Feuerwehr Musterstadt' });
  server.use(
    ...specOnlyHandlers(calls),
    http.get(testUrl('user.lookup'), () => HttpResponse.json(user)),
    http.get(testUrl('customer.all'), () => HttpResponse.json([customer])),
    http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant({ uid: 'h-1' }), aHydrant({ uid: 'h-2', name: 'Hydrant Bahnhof' })])),
    ...LISTS.map((name) => http.get(testUrl(name), () => HttpResponse.json([]))),
  );
  return calls;
}

describe('given a service that implements SPEC.md only', () => {
  it('should count the readable lists on the dashboard, say that further figures need the full service, and keep the links', async () => {
    const calls = specOnlyService();
    renderApp({ path: '/' });

    expect(await screen.findByRole('link', { name: '2 Hydranten' }, SLOW)).toHaveAttribute('href', '/hydrant');
    expect(await screen.findByRole('link', { name: '1 Kunde' })).toHaveAttribute('href', '/customer');
    expect(screen.getByText(SUMMARY_NOTE)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Hydrantenverwaltung/ })).toHaveAttribute('href', '/hydrant');
    expect(screen.queryByRole('figure', { name: 'Hydranten nach Typ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hydrantenprüfung' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fehler/)).not.toBeInTheDocument();
    expect(calls.get('session.grants')).toBe(1);
    expect(calls.get('summary.get')).toBeUndefined();
  });

  it('should name the customer in the header from the customer list, offer no mission and ask no extension', async () => {
    const calls = specOnlyService();
    renderApp({ path: '/' });

    const header = await screen.findByRole('banner', {}, SLOW);
    expect(await within(header).findByText('Feuerwehr Musterstadt')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Einsatz generieren' })).toBeDisabled();
    expect(within(header).getByRole('combobox', { name: 'Einsatz' })).toBeDisabled();
    expect([...calls.keys()]).toEqual(['session.grants']);
  });
});

describe('given a full service whose summary answers an unknown route', () => {
  it('should count the lists instead, without an error, and not ask for the summary again', async () => {
    let asked = 0;
    // The first matching handler answers: the summary's comes before the full service's.
    server.use(
      http.get(testUrl('summary.get'), ({ request }) => {
        asked += 1;
        return unknownRouteResponse(request.method, request.url);
      }),
      ...signedInHandlers,
      http.get(testUrl('customer.all'), () => HttpResponse.json([aCustomer({ uid: TEST_CUSTOMER_UID })])),
      http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant()])),
      ...LISTS.map((name) => http.get(testUrl(name), () => HttpResponse.json([]))),
    );
    renderApp({ path: '/' });

    expect(await screen.findByRole('link', { name: '1 Hydrant' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(SUMMARY_NOTE)).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});

describe('given the full service', () => {
  it('should show the summary and the customer lookup as ever, without the note', async () => {
    server.use(...signedInHandlers);
    renderApp({ path: '/' });

    expect(await screen.findByRole('link', { name: '1.234 Hydranten' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Feuerwehr Musterstadt')).toBeInTheDocument();
    expect(screen.queryByText(SUMMARY_NOTE)).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Einsatz generieren' })).toBeEnabled();
  });
});
