import { grantsOf, type Hydrant, type Inspection, type InspectionCreate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { grantsQuery } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, specOnlyHandlers, testUrl } from '@rescue-admin/data-access/testing';
import { aHydrant, TEST_CUSTOMER_UID } from '@rescue-admin/api-contract/testing';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrantsFeature } from '../../index';
import * as stories from './inspections.stories';
import { HOUR, NOW, anInspectedHydrant, anInspection, inspectionHandlers, url } from './testing/inspection-fixtures';

const { Inspections: InspectionsStory, Record: RecordStory, Correct: CorrectStory } = composeStories(stories);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

let hydrants: Hydrant[];
let inspections: Inspection[];
beforeEach(() => {
  // Only the clock's date is fixed; timers run as usual (MSW, userEvent).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  hydrants = [anInspectedHydrant()];
  inspections = [];
  server.use(...inspectionHandlers({ hydrants: () => hydrants, inspections: () => inspections }));
});

const openEdit = (uid = 'hydrant-markt', options?: Parameters<typeof renderFeature>[2]) => renderFeature(hydrantsFeature, `/hydrant/edit?uid=${uid}`, options);
const section = async () => screen.findByRole('region', { name: 'Prüfungen' }, { timeout: 5_000 });
const statusOf = async () => (await screen.findByText('Status')).closest('div') as HTMLElement;

async function noAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

function setViewportWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('„Prüfungen“ on the hydrant form', () => {
  it('given a hydrant never inspected should say so, and that it is due since it was created', async () => {
    await openEdit();

    const prüfungen = await section();
    expect(await within(prüfungen).findByText('Dieser Hydrant wurde noch nie geprüft.')).toBeInTheDocument();
    expect(within(await statusOf()).getByText('Noch nie geprüft')).toBeInTheDocument();
    expect(within(prüfungen).getByText('Letzte Prüfung').nextElementSibling).toHaveTextContent('–');
    expect(within(prüfungen).getByText('Nächste Prüfung').nextElementSibling).toHaveTextContent('überfällig seit 14.03.2026');
    expect(within(prüfungen).getByRole('button', { name: 'Prüfung erfassen' })).toBeInTheDocument();
  });

  it('given a hydrant in Betrieb should show its last and next inspection and its inspections newest first, with their details', async () => {
    hydrants = [
      anInspectedHydrant({ inspectionStatus: 'IN_BETRIEB', statusSince: new Date('2026-03-10T08:00:00Z'), lastInspection: new Date('2026-03-10T08:00:00Z'), nextInspection: new Date('2026-12-09T08:00:00Z') }),
    ];
    inspections = [
      anInspection({ createDate: new Date('2026-03-10T08:00:00Z'), result: 'IN_ORDNUNG', pressureBar: 4.5, flowLitresPerMinute: 1600, note: 'Gespült' }),
      anInspection({ createDate: new Date('2025-03-02T08:00:00Z'), result: 'MIT_MAENGELN', defects: ['SCHILD_FEHLT', 'SONSTIGES'], otherDefect: 'Farbe ab', inspector: { uid: 'max', name: 'Max Muster' } }),
    ];
    await openEdit();

    const prüfungen = await section();
    expect(within(await statusOf()).getByText('in Betrieb')).toBeInTheDocument();
    expect(within(prüfungen).getByText('Letzte Prüfung').nextElementSibling).toHaveTextContent('10.03.2026');
    expect(within(prüfungen).getByText('Nächste Prüfung').nextElementSibling).toHaveTextContent('fällig in 12 Tagen');
    const entries = await within(prüfungen).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('10.03.2026 · Erika Mustermann');
    expect(entries[0]).toHaveTextContent('in Ordnung');
    expect(entries[0]).toHaveTextContent('Fließdruck: 4,5 bar');
    expect(entries[0]).toHaveTextContent('Durchfluss: 1.600 l/min');
    expect(entries[0]).toHaveTextContent('Bemerkung: Gespült');
    expect(entries[1]).toHaveTextContent('02.03.2025 · Max Muster');
    expect(entries[1]).toHaveTextContent('mit Mängeln');
    expect(entries[1]).toHaveTextContent('Mängel: Schild fehlt, Sonstiges: Farbe ab');
    expect(screen.queryByText('SCHILD_FEHLT')).not.toBeInTheDocument();
  });

  it('given a hydrant eingeschränkt should name its defects; a due date far ahead reads as a date', async () => {
    hydrants = [
      anInspectedHydrant({ inspectionStatus: 'EINGESCHRAENKT', statusDefects: ['DECKEL_KLEMMT', 'SCHILD_FEHLT'], lastInspection: new Date('2026-11-20T08:00:00Z'), nextInspection: new Date('2027-11-20T08:00:00Z') }),
    ];
    await openEdit();

    const status = await statusOf();
    expect(within(status).getByText('eingeschränkt')).toBeInTheDocument();
    expect(status).toHaveTextContent('Mängel: Deckel klemmt, Schild fehlt');
    expect(screen.getByText('Nächste Prüfung').nextElementSibling).toHaveTextContent('fällig am 20.11.2027');
  });

  it('given a hydrant außer Betrieb, a new „in Ordnung“ inspection should set it back in Betrieb and return to the form', async () => {
    hydrants = [
      anInspectedHydrant({ inspectionStatus: 'AUSSER_BETRIEB', statusSince: new Date('2026-03-12T09:00:00Z'), statusDefects: ['OEFFNET_NICHT'], lastInspection: new Date('2026-03-12T09:00:00Z'), nextInspection: new Date('2027-03-12T09:00:00Z') }),
    ];
    inspections = [anInspection({ createDate: new Date('2026-03-12T09:00:00Z'), result: 'AUSSER_BETRIEB', defects: ['OEFFNET_NICHT'] })];
    const sent: { body: InspectionCreate; key: string | null }[] = [];
    server.use(
      http.post(url('inspection.create'), async ({ request }) => {
        const body = (await request.json()) as InspectionCreate;
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        inspections = [anInspection({ uid: 'neu', createDate: NOW, result: 'IN_ORDNUNG' }), ...inspections];
        hydrants = [{ ...hydrants[0], inspectionStatus: 'IN_BETRIEB', statusSince: NOW, statusDefects: [], lastInspection: NOW, nextInspection: new Date('2027-11-27T10:00:00Z') }];
        return HttpResponse.json('neu', { status: 201 });
      }),
    );
    const { user, currentUrl } = await openEdit();

    const status = await statusOf();
    expect(within(status).getByText('außer Betrieb seit 12.03.2026')).toBeInTheDocument();
    expect(status).toHaveTextContent('Grund: öffnet nicht');
    await user.click(within(await section()).getByRole('button', { name: 'Prüfung erfassen' }));

    expect(currentUrl()).toBe('/hydrant/pruefung?uid=hydrant-markt');
    expect(await screen.findByRole('heading', { level: 2, name: 'Prüfung erfassen' })).toBeInTheDocument();
    expect(screen.getByText('Hydrant „Hydrant Marktplatz“')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'in Ordnung' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Die Prüfung des Hydranten „Hydrant Marktplatz“ wurde gespeichert.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      hydrantUid: 'hydrant-markt',
      inspectedAt: NOW.toISOString(),
      result: 'IN_ORDNUNG',
      defects: [],
      otherDefect: '',
      pressureBar: null,
      flowLitresPerMinute: null,
      note: '',
      photos: [],
    });
    expect(sent[0].key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    await waitFor(() => expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-markt'));
    await waitFor(async () => expect(within(await statusOf()).getByText('in Betrieb')).toBeInTheDocument());
    expect(within(await section()).getAllByRole('listitem')[0]).toHaveTextContent('27.11.2026');
  });

  it('should offer „Korrigieren“ only while the inspection’s 24 hours last, and mark it final afterwards', async () => {
    inspections = [anInspection({ createDate: new Date(NOW.getTime() - 23 * HOUR) })];
    const first = await openEdit();
    const entry = (await within(await section()).findAllByRole('listitem'))[0];
    expect(within(entry).getByRole('button', { name: 'Prüfung vom 26.11.2026 korrigieren' })).toBeInTheDocument();
    first.unmount();

    vi.setSystemTime(new Date(NOW.getTime() + 2 * HOUR));
    await openEdit();

    const later = (await within(await section()).findAllByRole('listitem'))[0];
    expect(within(later).queryByRole('button', { name: /korrigieren/ })).not.toBeInTheDocument();
    expect(later).toHaveTextContent('Abgeschlossen – nur noch durch eine neue Prüfung ergänzbar');
  });

  it.each([1280, 375])('should have no axe violations at %i px', async (width) => {
    setViewportWidth(width);
    hydrants = [anInspectedHydrant({ inspectionStatus: 'EINGESCHRAENKT', statusDefects: ['UNDICHT'], lastInspection: NOW, nextInspection: new Date('2027-11-27T10:00:00Z') })];
    inspections = [anInspection({ createDate: new Date(NOW.getTime() - HOUR), result: 'MIT_MAENGELN', defects: ['UNDICHT'], photos: ['inspections/hydrant-markt/foto-1'] })];
    await openEdit();
    await within(await section()).findAllByRole('listitem');
    // No file storage in tests: the photo shows its placeholder once storage has answered.
    await screen.findByText('Foto nicht verfügbar');

    expect(await noAxeViolations()).toEqual([]);
    setViewportWidth(1024);
  });
});

describe('given a role that may only read inspections (UNIT_ADMIN)', () => {
  it('should list the inspections, but offer neither „Prüfung erfassen“ nor „korrigieren“', async () => {
    inspections = [anInspection({ createDate: new Date(NOW.getTime() - HOUR), note: 'Deckel frei' })];
    server.use(http.get(testUrl('session.grants'), () => HttpResponse.json({ role: 'UNIT_ADMIN', customerUid: TEST_CUSTOMER_UID, grants: grantsOf('UNIT_ADMIN') })));
    const queryClient = createTestQueryClient();
    await openEdit('hydrant-markt', { dataAccess: { queryClient } });
    // The shell asks for the grants at sign-in; here the test does.
    await queryClient.fetchQuery(grantsQuery());

    const prüfungen = await section();
    expect(await within(prüfungen).findByText('Bemerkung: Deckel frei')).toBeInTheDocument();
    expect(within(prüfungen).queryByRole('button', { name: /korrigieren$/ })).not.toBeInTheDocument();
    expect(within(prüfungen).queryByRole('button', { name: 'Prüfung erfassen' })).not.toBeInTheDocument();
    expect(within(prüfungen).queryByRole('link', { name: 'Prüfung erfassen' })).not.toBeInTheDocument();
  });
});

describe('given a service that implements only the spec', () => {
  it('should show no status, no „Prüfungen“, no interval field and no cycle button, and ask nothing of inspections', async () => {
    hydrants = [aHydrant({ uid: 'hydrant-markt', name: 'Hydrant Marktplatz' })];
    const calls = new Map<string, number>();
    const inspectionCalls: string[] = [];
    server.resetHandlers();
    server.use(
      ...specOnlyHandlers(calls),
      http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)),
      http.all(/\/inspection\//, ({ request }) => {
        inspectionCalls.push(request.url);
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const queryClient = createTestQueryClient();
    const { user } = await renderFeature(hydrantsFeature, '/hydrant', { dataAccess: { queryClient } });
    // The shell asks for the grants at sign-in; here the test does.
    await queryClient.fetchQuery(grantsQuery());

    await user.click(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' }));

    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Hydrant Marktplatz');
    expect(screen.queryByRole('region', { name: 'Prüfungen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Prüfintervall/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(await screen.findByRole('cell', { name: 'Hydrant Marktplatz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prüfintervall' })).not.toBeInTheDocument();
    expect(inspectionCalls).toEqual([]);
    expect([...calls.keys()]).toEqual(['session.grants']);
  });

  it('a link to „Prüfung erfassen“ should say that the service keeps no inspections', async () => {
    hydrants = [aHydrant({ uid: 'hydrant-markt', name: 'Hydrant Marktplatz' })];
    server.resetHandlers();
    server.use(...specOnlyHandlers(), http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)));
    const queryClient = createTestQueryClient();
    await renderFeature(hydrantsFeature, '/hydrant/pruefung?uid=hydrant-markt', { dataAccess: { queryClient } });
    await queryClient.fetchQuery(grantsQuery());

    expect(await screen.findByText('Dieser Dienst führt keine Prüfungen.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'in Ordnung' })).not.toBeInTheDocument();
  });
});

describe('given the stories (no API behind them)', () => {
  // The stories date their records from the real clock.
  beforeEach(() => vi.useRealTimers());

  it('Inspections should show the status and the seeded inspections without a request', async () => {
    render(<InspectionsStory />);

    const prüfungen = await section();
    expect(within(prüfungen).getByText(/^außer Betrieb seit/)).toBeInTheDocument();
    expect(within(prüfungen).getAllByRole('button', { name: /korrigieren$/ })).toHaveLength(1);
  });

  it('Record and Correct should show the form empty and filled in', async () => {
    const first = render(<RecordStory />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Prüfung erfassen' })).toBeInTheDocument();
    first.unmount();

    render(<CorrectStory />);
    expect(await screen.findByRole('radio', { name: 'außer Betrieb' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'öffnet nicht' })).toBeChecked();
  });
});
