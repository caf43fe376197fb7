import { ExtensionAbsentError } from '@rescue-admin/data-access';
import { createApiClient, createTestServer } from '@rescue-admin/data-access/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestHistory } from '../testing/test-history';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { CsvImportPage } from './csv-import-page';
import { IMPORT_MAX_BYTES, type ImportConfig } from './import-config';

/** The made-up area („Wachen“): a name, a kind of station and a position. */
const CONFIG: ImportConfig = {
  schema: z.object({ name: z.string().min(1), art: z.enum(['HAUPTWACHE', 'NEBENWACHE']), lat: z.number().min(-90).max(90) }),
  fields: [
    { key: 'name', label: 'wachen:fields.name', kind: 'text', headers: ['Name'] },
    { key: 'art', label: 'wachen:fields.art', kind: 'enum', headers: ['Art'], values: ['HAUPTWACHE', 'NEBENWACHE'], valueLabels: ['wachen:enums.art'], emptyValue: 'HAUPTWACHE' },
    { key: 'lat', label: 'wachen:fields.lat', kind: 'number', headers: ['Breite'] },
  ],
};

const BULK_URL = 'http://api.test/api/wachen/bulk/';
const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Sent {
  records: Record<string, unknown>[];
  key: string | null;
}

/**
 * The page with a real HTTP client against MSW, as a feature wires it to its bulk endpoint and its
 * create endpoint. `bulk: 'none'`: the service has no bulk create (the feature passes no `sendBatch`);
 * `'learns'`: the bulk create answers that it is absent (data-access's ExtensionAbsentError).
 */
function setup({ bulk = 'offered' }: { bulk?: 'offered' | 'none' | 'learns' } = {}) {
  const client = createApiClient({ prefixUrl: 'http://api.test/api/', service: 'base', getToken: async () => 'token' });
  const onImported = vi.fn();
  const sendBatch = (records: Record<string, unknown>[], idempotencyKey: string) =>
    bulk === 'learns'
      ? Promise.reject(new ExtensionAbsentError('wachen.bulkCreate'))
      : client.post('wachen/bulk/', { json: { wachen: records }, headers: { 'Idempotency-Key': idempotencyKey } }).json();
  const createOne = (record: Record<string, unknown>, idempotencyKey: string) =>
    client.post('wachen/', { json: record, headers: { 'Idempotency-Key': idempotencyKey } }).json();
  const history = createTestHistory('/wachen/import');
  render(
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/wachen">
            <Route index element={<p>Liste</p>} />
            <Route
              path="import"
              element={
                <CsvImportPage
                  namespace={TEST_AREA}
                  config={CONFIG}
                  sendBatch={bulk === 'none' ? undefined : sendBatch}
                  createOne={createOne}
                  onImported={onImported}
                  retryDelayMs={1}
                />
              }
            />
          </Route>
        </Routes>
      </HistoryRouter>
    </I18nTestProvider>,
  );
  return { user: userEvent.setup(), onImported, history };
}

/** Records what the server got, answering with `answer(n)` for the n-th request (0-based). */
function bulkServer(answer: (n: number, body: { wachen: unknown[] }) => Response | Promise<Response> = () => HttpResponse.json({ created: [] }, { status: 200 })) {
  const sent: Sent[] = [];
  server.use(
    http.post(BULK_URL, async ({ request }) => {
      const body = (await request.json()) as { wachen: Record<string, unknown>[] };
      sent.push({ records: body.wachen, key: request.headers.get('Idempotency-Key') });
      return answer(sent.length - 1, body);
    }),
  );
  return sent;
}

const cp1252 = (text: string, name = 'wachen.csv') => new File([Uint8Array.from(text, (char) => char.charCodeAt(0))], name, { type: 'text/csv' });
const csvRows = (count: number) => ['Name;Breite', ...Array.from({ length: count }, (_, index) => `Wache ${index + 1};50`)].join('\n');

async function choose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('CSV-Datei'), file);
}

describe('CsvImportPage', () => {
  it('should read a Windows-1252 file, name the bad row, import the others and say what it did', async () => {
    const sent = bulkServer();
    const { user, onImported } = setup();

    await choose(user, cp1252('Name;Art;Breite\r\nWache Süd;nebenwache;51,5\r\nWache Öst;Feuerwache;50\r\nWache Nord;;-7,25\r\n'));

    expect(await screen.findByText('Bereit: 2 · mit Fehlern (werden übersprungen): 1')).toBeInTheDocument();
    expect(screen.getByText('„wachen.csv“: 3 Zeilen, 3 Spalten')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zeichenkodierung' })).toHaveValue('Windows-1252 (Excel unter Windows)');
    expect(screen.getByRole('combobox', { name: 'Trennzeichen' })).toHaveValue('Semikolon ( ; )');
    expect(screen.getByText('Zeile 3: Art „Feuerwache“ ist unbekannt')).toBeInTheDocument();
    const preview = screen.getByRole('table');
    expect(within(preview).getByText('Wache Süd')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2 Zeilen importieren' }));

    expect(await screen.findByText('Import abgeschlossen')).toBeInTheDocument();
    expect(screen.getByText('2 Zeilen importiert.')).toBeInTheDocument();
    expect(screen.getByText('1 Zeile übersprungen.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].records).toEqual([
      { name: 'Wache Süd', art: 'NEBENWACHE', lat: 51.5 },
      { name: 'Wache Nord', art: 'HAUPTWACHE', lat: -7.25 },
    ]);
    expect(sent[0].key).toMatch(/^[\w-]{8,128}$/);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('should send at most 1,000 rows per request, each with its own key', async () => {
    const sent = bulkServer();
    const { user } = setup();
    await choose(user, cp1252(csvRows(2500)));
    await user.click(await screen.findByRole('button', { name: '2.500 Zeilen importieren' }));

    expect(await screen.findByText('2.500 Zeilen importiert.')).toBeInTheDocument();
    expect(sent.map((request) => request.records.length)).toEqual([1000, 1000, 500]);
    expect(new Set(sent.map((request) => request.key)).size).toBe(3);
  });

  it('given a lost answer, should send the same batch again with the same key', async () => {
    const sent = bulkServer((n) => (n === 0 ? HttpResponse.error() : HttpResponse.json({ created: [] })));
    const { user } = setup();
    await choose(user, cp1252(csvRows(2)));
    await user.click(await screen.findByRole('button', { name: '2 Zeilen importieren' }));

    expect(await screen.findByText('2 Zeilen importiert.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
  });

  it('given the server refuses a row of a batch, should skip it with the reason and send the rest again', async () => {
    const sent = bulkServer((n) =>
      n === 0 ? HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'invalid', fieldErrors: { 'wachen.1.name': 'duplicate' } }, { status: 400 }) : HttpResponse.json({ created: [] }),
    );
    const { user } = setup();
    await choose(user, cp1252(csvRows(3)));
    await user.click(await screen.findByRole('button', { name: '3 Zeilen importieren' }));

    expect(await screen.findByText('2 Zeilen importiert.')).toBeInTheDocument();
    expect(screen.getByText('Zeile 3: Name: Dieser Wert ist bereits vergeben')).toBeInTheDocument();
    expect(sent[1].records.map((record) => record['name'])).toEqual(['Wache 1', 'Wache 3']);
    expect(sent[1].key).not.toBe(sent[0].key);
  });

  it('given no permission, should stop and count every row as not imported', async () => {
    bulkServer(() => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'forbidden' }, { status: 403 }));
    const { user, onImported } = setup();
    await choose(user, cp1252(csvRows(2)));
    await user.click(await screen.findByRole('button', { name: '2 Zeilen importieren' }));

    expect(await screen.findByText('Import unterbrochen')).toBeInTheDocument();
    expect(screen.getByText('Dafür fehlt Ihnen die Berechtigung. Es wurde nichts weiter importiert.')).toBeInTheDocument();
    expect(screen.getByText('0 Zeilen importiert.')).toBeInTheDocument();
    expect(screen.getByText('Zeile 2: nicht importiert (Import unterbrochen)')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('should stop after the running batch when cancelled', async () => {
    // The gate exists before the first batch is sent, so releasing it never races the handler.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent = bulkServer(async (n) => {
      if (n === 0) await gate;
      return HttpResponse.json({ created: [] });
    });
    const { user } = setup();
    await choose(user, cp1252(csvRows(1500)));
    await user.click(await screen.findByRole('button', { name: '1.500 Zeilen importieren' }));
    expect(await screen.findByRole('progressbar', { name: 'Fortschritt des Imports' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('button', { name: 'Wird nach dem laufenden Paket angehalten …' })).toBeDisabled();
    release();

    expect(await screen.findByText('Import abgebrochen')).toBeInTheDocument();
    expect(screen.getByText('1.000 Zeilen importiert.')).toBeInTheDocument();
    expect(screen.getByText('500 Zeilen übersprungen.')).toBeInTheDocument();
    expect(screen.getByText('Zeile 1002: nicht importiert (Import abgebrochen)')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  describe('given a service without bulk create', () => {
    /** The create endpoint: records each request; `answer(record)` decides, with a small delay so rows overlap. */
    function createServer(answer: (record: { name: string }) => Response = () => HttpResponse.json('uid', { status: 201 })) {
      const sent: { record: { name: string }; key: string | null }[] = [];
      let running = 0;
      let mostAtOnce = 0;
      server.use(
        http.post('http://api.test/api/wachen/', async ({ request }) => {
          running++;
          mostAtOnce = Math.max(mostAtOnce, running);
          const record = (await request.json()) as { name: string };
          sent.push({ record, key: request.headers.get('Idempotency-Key') });
          await new Promise((resolve) => setTimeout(resolve, 5));
          running--;
          return answer(record);
        }),
      );
      return { sent, mostAtOnce: () => mostAtOnce };
    }

    it('should create the rows one by one, at most 4 at once, each with its own key, and report refused rows as ever', async () => {
      const bulkSent = bulkServer();
      const created = createServer((record) =>
        record.name === 'Wache 3'
          ? HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'invalid', fieldErrors: { name: 'duplicate' } }, { status: 400 })
          : HttpResponse.json('uid', { status: 201 }),
      );
      const { user, onImported } = setup({ bulk: 'none' });
      await choose(user, cp1252(csvRows(10)));
      await user.click(await screen.findByRole('button', { name: '10 Zeilen importieren' }));

      expect(await screen.findByText('9 Zeilen importiert.')).toBeInTheDocument();
      expect(screen.getByText('1 Zeile übersprungen.')).toBeInTheDocument();
      expect(screen.getByText('Zeile 4: Name: Dieser Wert ist bereits vergeben')).toBeInTheDocument();
      expect(created.sent).toHaveLength(10);
      expect(new Set(created.sent.map((request) => request.key)).size).toBe(10);
      expect(created.mostAtOnce()).toBeGreaterThan(1);
      expect(created.mostAtOnce()).toBeLessThanOrEqual(4);
      expect(bulkSent).toHaveLength(0);
      expect(onImported).toHaveBeenCalledTimes(1);
    });

    it('given the bulk create turns out absent, should send that batch and the rest row by row', async () => {
      const created = createServer();
      const { user } = setup({ bulk: 'learns' });
      await choose(user, cp1252(csvRows(5)));
      await user.click(await screen.findByRole('button', { name: '5 Zeilen importieren' }));

      expect(await screen.findByText('5 Zeilen importiert.')).toBeInTheDocument();
      expect(created.sent.map((request) => request.record.name).sort()).toEqual(['Wache 1', 'Wache 2', 'Wache 3', 'Wache 4', 'Wache 5']);
    });

    it('given no permission, should stop and count the rows not created as not imported', async () => {
      createServer(() => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'no', code: 'forbidden' }, { status: 403 }));
      const { user } = setup({ bulk: 'none' });
      await choose(user, cp1252(csvRows(10)));
      await user.click(await screen.findByRole('button', { name: '10 Zeilen importieren' }));

      expect(await screen.findByText('10 Zeilen übersprungen.')).toBeInTheDocument();
      expect(screen.getByText('Zeile 2: nicht importiert (Import unterbrochen)')).toBeInTheDocument();
      expect(screen.getByText('Zeile 11: nicht importiert (Import unterbrochen)')).toBeInTheDocument();
    });
  });

  it('given the page is left during the import, should send no further batch', async () => {
    // The gate exists before the first batch is sent, so releasing it never races the handler.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent = bulkServer(async (n) => {
      if (n === 0) await gate;
      return HttpResponse.json({ created: [] });
    });
    const { user, history, onImported } = setup();
    await choose(user, cp1252(csvRows(1500)));
    await user.click(await screen.findByRole('button', { name: '1.500 Zeilen importieren' }));
    await screen.findByRole('progressbar');

    await act(() => history.push('/wachen'));
    expect(await screen.findByText('Liste')).toBeInTheDocument();
    release();

    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
  });

  it('should import with a column chosen by hand where no header matched', async () => {
    const sent = bulkServer();
    const { user } = setup();
    await choose(user, cp1252('Titel;Breite\nWache West;50\n'));

    expect(await screen.findByText('Zeile 2: Name: Pflichtfeld')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Name' }));
    await user.click(await screen.findByRole('option', { name: 'Titel (Spalte 1)' }));

    await user.click(await screen.findByRole('button', { name: '1 Zeile importieren' }));
    expect(await screen.findByText('1 Zeile importiert.')).toBeInTheDocument();
    expect(sent[0].records).toEqual([{ name: 'Wache West', art: 'HAUPTWACHE', lat: 50 }]);
  });

  it('given a register without a header row, should import its first line too, with columns named by their values', async () => {
    const sent = bulkServer();
    const { user } = setup();
    await choose(user, cp1252('Wache Süd;51,5\nWache Nord;52\nWache West;95\n'));

    expect(await screen.findByText('„wachen.csv“: 3 Zeilen, 2 Spalten')).toBeInTheDocument();
    const headerRow = screen.getByRole('checkbox', { name: 'Erste Zeile enthält die Spaltennamen' });
    expect(headerRow).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Name' }));
    await user.click(await screen.findByRole('option', { name: 'Spalte 1 (z. B. „Wache Süd“)' }));
    await user.click(screen.getByRole('combobox', { name: 'Breitengrad' }));
    await user.click(await screen.findByRole('option', { name: 'Spalte 2 (z. B. „51,5“)' }));

    await user.click(await screen.findByRole('button', { name: '2 Zeilen importieren' }));
    expect(await screen.findByText('2 Zeilen importiert.')).toBeInTheDocument();
    expect(sent[0].records).toEqual([
      { name: 'Wache Süd', art: 'HAUPTWACHE', lat: 51.5 },
      { name: 'Wache Nord', art: 'HAUPTWACHE', lat: 52 },
    ]);

    // The skipped row as it was, its columns named by number (the file named none).
    let file: Blob | undefined;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:uebersprungen';
    });
    URL.revokeObjectURL = vi.fn();
    try {
      await user.click(screen.getByRole('button', { name: 'Als CSV herunterladen' }));
      const lines = new TextDecoder().decode(new Uint8Array(await (file as Blob).arrayBuffer()).slice(3)).split('\r\n');
      expect(lines[0]).toBe('Zeile;Spalte 1;Spalte 2;Grund');
      expect(lines[1]).toMatch(/^3;Wache West;95;Zeile 3: Breitengrad „95“/);
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('given a register without a header row, should suggest its columns by their values and say so', async () => {
    const sent = bulkServer();
    const { user } = setup();
    await choose(user, cp1252('Wache Süd;nebenwache;51,5\nWache Nord;Hauptwache;52,25\n'));

    expect(await screen.findByText(/Die Datei hat keine Kopfzeile: Jedem Feld ist die Spalte mit passenden Werten zugeordnet/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Name' })).toHaveValue('Spalte 1 (z. B. „Wache Süd“)');
    expect(screen.getByRole('combobox', { name: 'Art' })).toHaveValue('Spalte 2 (z. B. „nebenwache“)');
    expect(screen.getByRole('combobox', { name: 'Breitengrad' })).toHaveValue('Spalte 3 (z. B. „51,5“)');

    await user.click(await screen.findByRole('button', { name: '2 Zeilen importieren' }));
    expect(await screen.findByText('2 Zeilen importiert.')).toBeInTheDocument();
    expect(sent[0].records).toEqual([
      { name: 'Wache Süd', art: 'NEBENWACHE', lat: 51.5 },
      { name: 'Wache Nord', art: 'HAUPTWACHE', lat: 52.25 },
    ]);
  });

  it('should read the file again when the user says its first line names the columns', async () => {
    bulkServer();
    const { user } = setup();
    await choose(user, cp1252('Wache Süd;51,5\nWache Nord;52\n'));
    await user.click(await screen.findByRole('checkbox', { name: 'Erste Zeile enthält die Spaltennamen' }));

    expect(await screen.findByText('„wachen.csv“: 1 Zeile, 2 Spalten')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Erste Zeile enthält die Spaltennamen' })).toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Name' }));
    expect(await screen.findByRole('option', { name: 'Wache Süd (Spalte 1)' })).toBeInTheDocument();
  });

  it.each([
    ['an empty file', new File([], 'leer.csv'), 'Die Datei ist leer.'],
    ['only a header', new File(['Name;Breite\n'], 'kopf.csv'), 'Die Datei enthält nur die Kopfzeile, aber keine Daten.'],
    ['a binary file named .csv', new File([Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0, 8, 0])], 'tabelle.csv'), 'Das ist keine Textdatei. Bitte speichern Sie die Tabelle als „CSV (Trennzeichen-getrennt)“.'],
    ['an unclosed quote', new File(['Name;Breite\nA;1\n"B;2\n'], 'quote.csv'), 'In Zeile 3 wird ein Anführungszeichen geöffnet, aber nicht geschlossen. Bitte korrigieren Sie die Datei.'],
  ])('given %s, should refuse it in German and import nothing', async (_, file, message) => {
    const sent = bulkServer();
    const { user } = setup();
    await choose(user, file);

    expect(await screen.findByText('Diese Datei kann nicht importiert werden.')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /importieren$/ })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it.each([
    [101, '… und 1 weiterer Fehler (alle in der Datei der übersprungenen Zeilen).'],
    [1201, '… und 1.101 weitere Fehler (alle in der Datei der übersprungenen Zeilen).'],
  ])('given %i bad rows, should list the first 100 and count the rest in German', async (bad, more) => {
    const { user } = setup();

    await choose(user, cp1252(['Name;Breite', 'Wache 1;50', ...Array.from({ length: bad }, (_, index) => `Wache ${index + 2};hoch`)].join('\n')));

    expect(await screen.findByText(more)).toBeInTheDocument();
    expect(screen.getAllByText(/^Zeile \d+: Breite/)).toHaveLength(100);
  });

  it('given a file above the limit, should refuse it before reading it', async () => {
    const { user } = setup();
    const file = new File(['x'], 'riesig.csv');
    Object.defineProperty(file, 'size', { value: IMPORT_MAX_BYTES + 5 * 1024 * 1024 });
    const read = vi.spyOn(file, 'arrayBuffer');
    await choose(user, file);

    expect(await screen.findByText('Die Datei ist 30 MB groß; importiert werden können höchstens 25 MB. Bitte teilen Sie sie auf.')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('should go back to the list', async () => {
    const { user, history } = setup();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByText('Liste')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/wachen');
  });
});
