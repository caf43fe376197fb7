import type { Hydrant, HydrantBulkCreate } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { grantsQuery } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, specOnlyHandlers, testUrl } from '@rescue-admin/data-access/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hydrantsFeature } from '../../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let hydrants: Hydrant[];
let requests: { body: HydrantBulkCreate; key: string | null }[];
beforeEach(() => {
  hydrants = [aHydrant({ uid: 'hydrant-markt', name: 'Hydrant Marktplatz' })];
  requests = [];
  server.use(
    http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)),
    http.post(testUrl('hydrant.bulkCreate'), async ({ request }) => {
      const body = (await request.json()) as HydrantBulkCreate;
      requests.push({ body, key: request.headers.get('Idempotency-Key') });
      const created = body.hydrants.map((hydrant, index) => aHydrant({ ...hydrant, uid: `imported-${hydrants.length + index}` }));
      hydrants = [...hydrants, ...created];
      return HttpResponse.json({ created: created.map((hydrant) => hydrant.uid) });
    }),
  );
});

/** A water utility's register as Excel saves it on German Windows: Windows-1252, semicolons, decimal commas, German words. */
const REGISTER = [
  'Hydrantennummer;Art;Nennweite;Leitung;Breite;Länge;Bemerkung',
  'H-Süd 1;Überflurhydrant;DN 150;Ringleitung;51,3127;9,4797;Vor der Bäckerei',
  'H-Süd 2;unterflurhydrant;300 mm;STICHLEITUNG;51,3201;9,5012;',
  'H-Süd 3;Oberflurhydrant;DN 999;Ringleitung;51,3;9,5;',
  'H-Süd 4;;150;;51,33;9,51;=Formel bleibt Text',
].join('\r\n');
const register = () => new File([Uint8Array.from(REGISTER, (char) => char.charCodeAt(0))], 'hydranten.csv', { type: 'text/csv' });

describe('hydrant import', () => {
  it('should open from the list, map the German register, name the bad row and import the others', async () => {
    const { user, currentUrl } = await renderFeature(hydrantsFeature, '/hydrant');
    await user.click(await screen.findByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hydranten importieren' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/hydrant/import');

    await user.upload(screen.getByLabelText('CSV-Datei'), register());

    expect(await screen.findByText('Bereit: 3 · mit Fehlern (werden übersprungen): 1')).toBeInTheDocument();
    for (const [field, column] of [
      ['Name', 'Hydrantennummer (Spalte 1)'],
      ['Typ', 'Art (Spalte 2)'],
      ['Durchmesser', 'Nennweite (Spalte 3)'],
      ['Verteilerleitung', 'Leitung (Spalte 4)'],
      ['Breitengrad', 'Breite (Spalte 5)'],
      ['Längengrad', 'Länge (Spalte 6)'],
      ['Beschreibung', 'Bemerkung (Spalte 7)'],
    ]) {
      expect(screen.getByRole('combobox', { name: field })).toHaveValue(column);
    }
    expect(screen.getByText('Zeile 4: Durchmesser „DN 999“ ist unbekannt')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3 Zeilen importieren' }));

    expect(await screen.findByText('3 Zeilen importiert.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].body.hydrants).toEqual([
      { name: 'H-Süd 1', description: 'Vor der Bäckerei', durchmesser: 'MM_150', type: 'UEBERFLURHYDRANT', verteilerLeitung: 'RINGLEITUNG', lat: 51.3127, lon: 9.4797 },
      { name: 'H-Süd 2', description: '', durchmesser: 'MM_300', type: 'UNTERFLURHYDRANT', verteilerLeitung: 'STICHLEITUNG', lat: 51.3201, lon: 9.5012 },
      { name: 'H-Süd 4', description: '=Formel bleibt Text', durchmesser: 'MM_150', type: 'NONE', verteilerLeitung: 'NONE', lat: 51.33, lon: 9.51 },
    ]);
    expect(requests[0].key).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
    const table = await screen.findByRole('table', { name: 'Hydrantenverwaltung' });
    expect(await within(table).findByRole('cell', { name: 'H-Süd 1' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/hydrant');
  });

  /** A register with the last inspection and the status it found, as a utility keeps them. */
  const INSPECTED = [
    'Name;Breite;Länge;Letzte Prüfung;Status',
    'H-Nord 1;51,1;9,1;12.03.2024;in Betrieb',
    'H-Nord 2;51,2;9,2;31.02.2024;eingeschränkt',
    'H-Nord 3;51,3;9,3;2025-06-01;kaputt',
    'H-Nord 4;51,4;9,4;01.07.2025;',
    'H-Nord 5;51,5;9,5;2025-01-15;außer Betrieb',
    'H-Nord 6;51,6;9,6;;',
  ].join('\r\n');
  const inspected = () => new File([INSPECTED], 'pruefungen.csv', { type: 'text/csv' });

  it('should take „Letzte Prüfung“ and „Status“, name bad dates, unknown statuses and a date without status in German', async () => {
    const { user } = await renderFeature(hydrantsFeature, '/hydrant/import');
    await user.upload(await screen.findByLabelText('CSV-Datei'), inspected());

    expect(await screen.findByText('Bereit: 3 · mit Fehlern (werden übersprungen): 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Letzte Prüfung' })).toHaveValue('Letzte Prüfung (Spalte 4)');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Status (Spalte 5)');
    expect(screen.getByText('Zeile 3: Letzte Prüfung „31.02.2024“ ist kein Datum (TT.MM.JJJJ oder JJJJ-MM-TT)')).toBeInTheDocument();
    expect(screen.getByText('Zeile 4: Status „kaputt“ ist unbekannt')).toBeInTheDocument();
    expect(screen.getByText('Zeile 5: Status: Pflichtfeld')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3 Zeilen importieren' }));
    expect(await screen.findByText('3 Zeilen importiert.')).toBeInTheDocument();
    const sent = requests[0].body.hydrants as unknown as Record<string, unknown>[];
    expect(sent.map((row) => [row.name, row.lastInspection, row.inspectionStatus])).toEqual([
      ['H-Nord 1', new Date(2024, 2, 12, 12).toISOString(), 'IN_BETRIEB'],
      ['H-Nord 5', new Date(2025, 0, 15, 12).toISOString(), 'AUSSER_BETRIEB'],
      ['H-Nord 6', undefined, undefined],
    ]);
  });

  it('should offer neither column on a service without inspections and take every row as a SPEC hydrant', async () => {
    server.use(...specOnlyHandlers());
    const queryClient = createTestQueryClient();
    const { user } = await renderFeature(hydrantsFeature, '/hydrant/import', { dataAccess: { queryClient } });
    // The shell asks for the grants at sign-in; here the test does.
    await queryClient.fetchQuery(grantsQuery());
    await user.upload(await screen.findByLabelText('CSV-Datei'), inspected());

    expect(await screen.findByText('Bereit: 6 · mit Fehlern (werden übersprungen): 0')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Letzte Prüfung' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
  });
});
