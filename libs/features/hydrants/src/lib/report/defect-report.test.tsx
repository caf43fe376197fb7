import { INSPECTION_ENDPOINTS, MAX_DEFECT_REPORT_ROWS, type DefectReportRow, type Hydrant, type Inspection } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { grantsQuery } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, specOnlyHandlers, testUrl } from '@rescue-admin/data-access/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrantsFeature } from '../../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const now = new Date();
const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset, 10, 30);
const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const german = (date: Date) => date.toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' });

function anInspection(overrides: Partial<Inspection>): Inspection {
  const inspectedAt = overrides.inspectedAt ?? day(-3);
  return {
    uid: 'i-1',
    hydrantUid: 'h-1',
    inspectedAt,
    result: 'MIT_MAENGELN',
    defects: [],
    otherDefect: '',
    pressureBar: null,
    flowLitresPerMinute: null,
    note: '',
    photos: [],
    inspector: { uid: 'u-erika', name: 'Erika Muster' },
    createDate: inspectedAt,
    lastUpdate: inspectedAt,
    editableUntil: new Date(inspectedAt.getTime() + 86_400_000),
    ...overrides,
  };
}

const ROWS: DefectReportRow[] = [
  {
    hydrant: { uid: 'h-rathaus', name: 'Hydrant Rathaus', description: 'Vor dem Rathaus', lat: 51.316579, lon: 9.4924 },
    inspection: anInspection({
      uid: 'i-rathaus',
      hydrantUid: 'h-rathaus',
      result: 'AUSSER_BETRIEB',
      defects: ['OEFFNET_NICHT', 'SONSTIGES'],
      otherDefect: 'Kette fehlt',
      note: 'Wasserversorger <b>informiert</b>',
      photos: ['inspections/h-rathaus/p1'],
    }),
  },
  {
    hydrant: { uid: 'h-schule', name: 'Hydrant Schule', description: '', lat: 51.3128, lon: 9.49 },
    inspection: anInspection({ uid: 'i-schule', hydrantUid: 'h-schule', inspectedAt: day(-40), defects: ['SCHILD_FEHLT'], inspector: { uid: 'u-max', name: 'Max Prüfer' } }),
  },
];
const state = { statusSince: null, statusDefects: [], inspectionIntervalMonths: null, lastInspection: null, nextInspection: day(200) };
const HYDRANTS: Hydrant[] = [
  aHydrant({ uid: 'h-rathaus', name: 'Hydrant Rathaus', lat: 51.316579, lon: 9.4924, ...state, inspectionStatus: 'AUSSER_BETRIEB' }),
  aHydrant({ uid: 'h-schule', name: 'Hydrant Schule', lat: 51.3128, lon: 9.49, ...state, inspectionStatus: 'EINGESCHRAENKT' }),
];

let queries: URLSearchParams[];
beforeEach(() => {
  queries = [];
  server.use(
    http.get(testUrl(INSPECTION_ENDPOINTS['inspection.report']), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(ROWS);
    }),
    http.get(testUrl('hydrant.all'), () => HttpResponse.json(HYDRANTS)),
  );
});

/** The report with the first photo's download URL in the cache (the storage lib's `fileQuery`). */
async function openReport(path: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['files', 'inspections/h-rathaus/p1'], 'https://storage.test/p1.jpg');
  queryClient.setQueryDefaults(['files'], { staleTime: Number.POSITIVE_INFINITY });
  const rendered = await renderFeature(hydrantsFeature, path, { dataAccess: { queryClient } });
  await screen.findByRole('heading', { level: 1, name: 'Mängelbericht' });
  return rendered;
}

const block = (name: string) => screen.getByRole('article', { name });

describe('„Mängelbericht“', () => {
  it('should ask for the last 12 months and show one block per hydrant with status, defects, note, who and when, position, links and photos', async () => {
    await openReport('/hydrant/maengelbericht');

    expect(await screen.findByText('2 Hydranten mit Mängeln oder außer Betrieb')).toBeInTheDocument();
    expect(queries[0].get('to')).toBe(isoDay(now));
    expect(queries[0].get('from')).toBe(isoDay(new Date(now.getFullYear() - 1, now.getMonth(), now.getDate() + 1)));

    const rathaus = block('Hydrant Rathaus');
    expect(within(rathaus).getByText('Vor dem Rathaus')).toBeInTheDocument();
    expect(within(rathaus).getByText('außer Betrieb')).toBeInTheDocument();
    expect(within(rathaus).getByText('öffnet nicht, Sonstiges: Kette fehlt')).toBeInTheDocument();
    // Data is text, never HTML.
    expect(within(rathaus).getByText('Wasserversorger <b>informiert</b>')).toBeInTheDocument();
    expect(rathaus.querySelector('b')).toBeNull();
    expect(within(rathaus).getByText(`Geprüft am ${german(day(-3))} von Erika Muster`)).toBeInTheDocument();
    expect(within(rathaus).getByText(/51\.31658, 9\.49240/)).toBeInTheDocument();
    expect(within(rathaus).getByRole('link', { name: 'geo:51.31658,9.49240' })).toHaveAttribute('href', 'geo:51.31658,9.49240');
    const osm = 'https://www.openstreetmap.org/?mlat=51.31658&mlon=9.49240#map=18/51.31658/9.49240';
    expect(within(rathaus).getByRole('link', { name: osm })).toHaveAttribute('href', osm);
    expect(within(rathaus).getByRole('img', { name: 'Foto 1 von Hydrant Rathaus' })).toHaveAttribute('src', 'https://storage.test/p1.jpg');

    const schule = block('Hydrant Schule');
    expect(within(schule).getByText('eingeschränkt')).toBeInTheDocument();
    expect(within(schule).getByText('Schild fehlt')).toBeInTheDocument();
    expect(within(schule).getByText(`Geprüft am ${german(day(-40))} von Max Prüfer`)).toBeInTheDocument();
  });

  it('„Als CSV herunterladen“ should write the blocks with German headers, ;-separated', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = await openReport('/hydrant/maengelbericht');
    await screen.findByText('2 Hydranten mit Mängeln oder außer Betrieb');

    await user.click(screen.getByRole('button', { name: 'Als CSV herunterladen' }));

    expect(created).toHaveLength(1);
    const lines = (await created[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name;Beschreibung;Status;Mängel;Bemerkung;Geprüft am;Geprüft von;Breitengrad;Längengrad;OpenStreetMap;Fotos');
    expect(lines[1]).toBe(
      `Hydrant Rathaus;Vor dem Rathaus;außer Betrieb;öffnet nicht, Sonstiges: Kette fehlt;Wasserversorger <b>informiert</b>;${german(day(-3))};Erika Muster;51,31658;9,4924;https://www.openstreetmap.org/?mlat=51.31658&mlon=9.49240#map=18/51.31658/9.49240;1`,
    );
    expect(lines[2]).toMatch(/^Hydrant Schule;;eingeschränkt;Schild fehlt;;/);
  });

  it('„Drucken“ should print, and the print rules should give A4 without the app’s chrome and never split a block', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openReport('/hydrant/maengelbericht');
    await screen.findByText('2 Hydranten mit Mängeln oder außer Betrieb');
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);

    const printRules = readFileSync(join(import.meta.dirname, 'defect-report.module.css'), 'utf8');
    const printMedia = printRules.slice(printRules.indexOf('@media print'));
    expect(printMedia).toMatch(/@page\s*{\s*size:\s*A4;/);
    expect(printMedia).toMatch(/header,\s*nav,\s*aside,\s*\.controls\s*{\s*display:\s*none !important;/);
    expect(printMedia).toMatch(/\.block\s*{[^}]*break-inside:\s*avoid;/);
  });

  it('should keep to the list’s chips or the map’s area', async () => {
    await openReport('/hydrant/maengelbericht?filter=outOfService');
    expect(await screen.findByText('1 Hydrant mit Mängeln oder außer Betrieb')).toBeInTheDocument();
    expect(screen.getByText(/Nur Hydranten der Liste: Außer Betrieb/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hydrant Rathaus' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Hydrant Schule' })).not.toBeInTheDocument();
  });

  it('should keep to a map area given as bbox', async () => {
    await openReport('/hydrant/maengelbericht?bbox=51.31,9.48,51.314,9.495');
    expect(await screen.findByText('1 Hydrant mit Mängeln oder außer Betrieb')).toBeInTheDocument();
    expect(screen.getByText(/Nur Hydranten im Kartenausschnitt/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hydrant Schule' })).toBeInTheDocument();
  });

  it('should read the report page by page until a page is not full', async () => {
    const many = (count: number, from: number) =>
      Array.from({ length: count }, (_, n) => ({
        hydrant: { ...ROWS[1].hydrant, uid: `h-${from + n}`, name: `Hydrant ${from + n}` },
        inspection: { ...ROWS[1].inspection, uid: `i-${from + n}`, hydrantUid: `h-${from + n}` },
      }));
    server.use(
      http.get(testUrl(INSPECTION_ENDPOINTS['inspection.report']), ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const offset = Number(query.get('offset'));
        // The second page holds the one hydrant of the list's chip.
        return HttpResponse.json(offset === 0 ? many(MAX_DEFECT_REPORT_ROWS, 0) : [ROWS[0], ...many(2, offset)]);
      }),
    );
    // Limited to „Außer Betrieb“, so the page shows one block of the 2,003 rows.
    await openReport('/hydrant/maengelbericht?filter=outOfService');
    expect(await screen.findByText('1 Hydrant mit Mängeln oder außer Betrieb')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hydrant Rathaus' })).toBeInTheDocument();
    expect(queries.map((query) => [query.get('offset'), query.get('limit')])).toEqual([
      ['0', String(MAX_DEFECT_REPORT_ROWS)],
      [String(MAX_DEFECT_REPORT_ROWS), String(MAX_DEFECT_REPORT_ROWS)],
    ]);
  });

  it('should ask again for another range', async () => {
    const { history } = await openReport('/hydrant/maengelbericht?from=2026-01-01&to=2026-03-31');
    await screen.findByText('2 Hydranten mit Mängeln oder außer Betrieb');
    expect(queries[0].get('from')).toBe('2026-01-01');
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2025-06-01' } });
    expect(history.location.search).toContain('from=2025-06-01');
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe('2025-06-01'));
  });

  it.each([1280, 375])('should have no axe violations at %i px', async (width) => {
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    });
    await openReport('/hydrant/maengelbericht');
    await screen.findByText('2 Hydranten mit Mängeln oder außer Betrieb');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
  });
});

describe('„Mängelbericht“ on a service without inspections', () => {
  it('should say that the service offers none', async () => {
    server.use(...specOnlyHandlers());
    const queryClient = createTestQueryClient();
    await renderFeature(hydrantsFeature, '/hydrant/maengelbericht', { dataAccess: { queryClient } });
    await queryClient.fetchQuery(grantsQuery());
    expect(await screen.findByText('Den Mängelbericht bietet dieser Dienst nicht an.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drucken' })).not.toBeInTheDocument();
  });
});
