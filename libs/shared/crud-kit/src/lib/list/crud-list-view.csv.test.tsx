import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { NoticeHost } from '@rescue-admin/ui-kit';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CrudColumn } from './crud-columns';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';

interface Station {
  uid: string;
  name: string;
}
const stations: Station[] = [
  { uid: 'fw-ms', name: 'Feuerwehr Musterstadt' },
  { uid: 'fw-nord', name: 'Wache Nord' },
];
const nameColumn: CrudColumn<Station>[] = [{ id: 'name', header: 'Name', value: (station) => station.name }];

/** The list view as a fresh module, so its CSV writer is loaded anew (or fails to load) in each test. */
async function renderList() {
  vi.resetModules();
  const { CrudListView } = await import('./crud-list-view');
  render(
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <HistoryRouter history={createTestHistory('/customer')}>
        <Routes>
          <Route
            path="/customer"
            element={
              <CrudListView
                namespace={TEST_AREA}
                query={{ data: stations, isPending: false, isError: false, refetch: () => undefined }}
                columns={nameColumn}
                getId={(station) => station.uid}
                getName={(station) => station.name}
              />
            }
          />
        </Routes>
      </HistoryRouter>
      <NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />
    </I18nTestProvider>,
  );
  return userEvent.setup();
}

const realCreateObjectUrl = URL.createObjectURL;
afterEach(() => {
  URL.createObjectURL = realCreateObjectUrl;
  vi.doUnmock('../csv/csv');
});
afterAll(() => {
  vi.resetModules();
});

describe('CrudListView „CSV exportieren“ (the CSV writer loads with the rows, not with the list)', () => {
  it('should download the shown rows as CSV', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:wachen';
    });
    const user = await renderList();
    await user.click(await screen.findByRole('button', { name: 'CSV exportieren' }));

    await vi.waitFor(() => expect(files).toHaveLength(1));
    const text = new TextDecoder().decode(await files[0].arrayBuffer());
    expect(text.split('\r\n').slice(0, 3)).toEqual(['Name', 'Feuerwehr Musterstadt', 'Wache Nord']);
  });

  it('given the writer cannot be loaded (offline, not yet cached) should say so in German and download nothing', async () => {
    vi.doMock('../csv/csv', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    URL.createObjectURL = vi.fn(() => 'blob:wachen');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = await renderList();
    await user.click(await screen.findByRole('button', { name: 'CSV exportieren' }));

    expect(await screen.findByText(/Die CSV-Datei konnte nicht erstellt werden: Keine Verbindung/)).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
