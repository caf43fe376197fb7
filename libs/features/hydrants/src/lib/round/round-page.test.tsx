import type { Hydrant } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { grantsQuery } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, specOnlyHandlers, testUrl } from '@rescue-admin/data-access/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrantsFeature } from '../../index';
import { adminGrantsHandler } from '../inspections/testing/inspection-fixtures';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HERE = { lat: 51.3155, lon: 9.4924 };
const METRE = 1 / 111_195;
const now = new Date();
const daysFromNow = (days: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12);

/** Four hydrants around the device: one inspected today, one out of service and overdue, one never inspected, one fine. */
function fixtures(): Hydrant[] {
  const state = { statusSince: null, statusDefects: [], inspectionIntervalMonths: null };
  return [
    aHydrant({ uid: 'h-bahnhof', name: 'Hydrant Bahnhof', lat: HERE.lat, lon: HERE.lon + 600 * METRE * 1.6, ...state, inspectionStatus: 'IN_BETRIEB', lastInspection: daysFromNow(-100), nextInspection: daysFromNow(700) }),
    aHydrant({ uid: 'h-rathaus', name: 'Hydrant Rathaus', lat: HERE.lat + 120 * METRE, lon: HERE.lon, ...state, inspectionStatus: 'AUSSER_BETRIEB', lastInspection: daysFromNow(-400), nextInspection: daysFromNow(-35) }),
    aHydrant({ uid: 'h-schule', name: 'Hydrant Schule', lat: HERE.lat - 300 * METRE, lon: HERE.lon, ...state, inspectionStatus: null, lastInspection: null, nextInspection: daysFromNow(-500) }),
    aHydrant({ uid: 'h-heute', name: 'Hydrant Heute', lat: HERE.lat, lon: HERE.lon - 50 * METRE * 1.6, ...state, inspectionStatus: 'IN_BETRIEB', lastInspection: now, nextInspection: daysFromNow(365) }),
  ];
}

/** Resizes the (fake) window: the shared test setup's matchMedia tells its listeners, as a browser does. */
function setViewportWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

let hydrants: Hydrant[];
beforeEach(() => {
  hydrants = fixtures();
  sessionStorage.clear();
  server.use(
    http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)),
    // The inspection form asks what the role may do.
    adminGrantsHandler(),
  );
});

/** A device whose geolocation reports `HERE` (or refuses, with the browser's PERMISSION_DENIED). */
function mockGeolocation(outcome: 'here' | 'denied') {
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
      queueMicrotask(() => {
        if (outcome === 'here') success({ coords: { latitude: HERE.lat, longitude: HERE.lon, accuracy: 5 }, timestamp: Date.now() } as GeolocationPosition);
        else failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
      });
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return geolocation;
}

const cardNames = () => within(screen.getByRole('list', { name: 'Prüfrunde' })).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('„Prüfrunde“', () => {
  it('should order the hydrants by distance from the device, with distance, direction, status and due date', async () => {
    mockGeolocation('here');
    await renderFeature(hydrantsFeature, '/hydrant/runde');

    expect(await screen.findByRole('heading', { level: 1, name: 'Prüfrunde' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Hydrant Heute', 'Hydrant Rathaus', 'Hydrant Schule', 'Hydrant Bahnhof']));
    expect(screen.getByText('In meiner Nähe: Nach Entfernung von Ihrem Standort sortiert')).toBeInTheDocument();
    const rathaus = screen.getAllByRole('listitem')[1];
    expect(within(rathaus).getByText('120 m Richtung Norden')).toBeInTheDocument();
    expect(within(rathaus).getByText('außer Betrieb')).toBeInTheDocument();
    expect(within(rathaus).getByText(/– überfällig$/)).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[2]).getByText('nie geprüft')).toBeInTheDocument();
    expect(screen.getByText('4 Hydranten in dieser Runde')).toBeInTheDocument();
  });

  it('should say so when the position is refused and order by due date instead', async () => {
    mockGeolocation('denied');
    await renderFeature(hydrantsFeature, '/hydrant/runde');

    expect(await screen.findByText(/Der Standort ist nicht freigegeben\. Die Hydranten sind nach Fälligkeit sortiert\./)).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Hydrant Schule', 'Hydrant Rathaus', 'Hydrant Heute', 'Hydrant Bahnhof']));
    expect(screen.getByText('Nach Fälligkeit sortiert')).toBeInTheDocument();
    expect(screen.queryByText(/Richtung/)).not.toBeInTheDocument();
  });

  it('should take the list’s chips and search from the URL', async () => {
    mockGeolocation('here');
    await renderFeature(hydrantsFeature, '/hydrant/runde?filter=overdue');
    await waitFor(() => expect(cardNames()).toEqual(['Hydrant Rathaus', 'Hydrant Schule']));
  });

  it('should open „Prüfung erfassen“ with the way back and then offer the nearest hydrant not inspected today', async () => {
    mockGeolocation('here');
    const { user, history } = await renderFeature(hydrantsFeature, '/hydrant/runde');
    await waitFor(() => expect(cardNames()).toHaveLength(4));

    await user.click(screen.getByRole('link', { name: 'Prüfung erfassen: Hydrant Rathaus' }));

    expect(history.location.pathname).toBe('/hydrant/pruefung');
    expect(history.location.search).toBe('?uid=h-rathaus');
    const state = history.location.state as { record: Hydrant; next: { returnTo: string } };
    expect(state.record.uid).toBe('h-rathaus');
    expect(state.next).toEqual({ returnTo: '/hydrant/runde?nach=h-rathaus' });

    // The inspection form returns there after saving (a save without a connection waits in the queue: the list does not show it yet).
    await act(() => history.replace(state.next.returnTo));

    const next = await screen.findByRole('region', { name: 'Nächster Hydrant' });
    // „Hydrant Heute“ (50 m) is inspected today, „Hydrant Rathaus“ was just done: next is „Hydrant Schule“ (300 m).
    expect(within(next).getByText('Hydrant Schule')).toBeInTheDocument();
    expect(await within(next).findByText('300 m Richtung Süden')).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Prüfung erfassen: Hydrant Schule' })).toHaveAttribute('href', '/hydrant/pruefung?uid=h-schule');
  });

  it('should be reachable from the list with its search and chips', async () => {
    mockGeolocation('here');
    await renderFeature(hydrantsFeature, '/hydrant?q=Rat&filter=overdue&sort=name');
    expect(await screen.findByRole('link', { name: 'Prüfrunde' })).toHaveAttribute('href', '/hydrant/runde?q=Rat&filter=overdue');
    expect(screen.getByRole('link', { name: 'Mängelbericht' })).toHaveAttribute('href', '/hydrant/maengelbericht?q=Rat&filter=overdue');
  });

  it.each([1280, 375])('should have no axe violations at %i px', async (width) => {
    setViewportWidth(width);
    mockGeolocation('here');
    await renderFeature(hydrantsFeature, '/hydrant/runde?nach=h-bahnhof');
    await screen.findByRole('region', { name: 'Nächster Hydrant' });
    await waitFor(() => expect(cardNames()).toHaveLength(4));

    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
    setViewportWidth(1024);
  });
});

describe('„Prüfrunde“ on a service without inspections', () => {
  it('should offer no round from the list and say so on its route', async () => {
    mockGeolocation('here');
    server.use(...specOnlyHandlers(), http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant({ uid: 'h-spec', name: 'Hydrant Spec' })])));
    const queryClient = createTestQueryClient();
    await renderFeature(hydrantsFeature, '/hydrant/runde', { dataAccess: { queryClient } });
    await queryClient.fetchQuery(grantsQuery());

    expect(await screen.findByText('Prüfrunden bietet dieser Dienst nicht an.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Prüfrunde' })).not.toBeInTheDocument();
  });

  it('should show no „Prüfrunde“ or „Mängelbericht“ beside a list whose rows carry no inspection state', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json([aHydrant({ uid: 'h-spec', name: 'Hydrant Spec' })])));
    await renderFeature(hydrantsFeature, '/hydrant');
    expect(await screen.findByRole('cell', { name: 'Hydrant Spec' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prüfrunde' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mängelbericht' })).not.toBeInTheDocument();
  });
});
