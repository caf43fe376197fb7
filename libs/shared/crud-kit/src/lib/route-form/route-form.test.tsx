import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider, queryOptions, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RouteFormPage, useOpenRouteForm } from './route-form';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';

const AREA = TEST_AREA;

const Station = z.object({ uid: z.string(), name: z.string(), version: z.number().int() });
type Station = z.infer<typeof Station>;
const PATHS = { create: 'create', edit: 'edit' };

/** The list the form looks a link's uid up in: what the service answers, and how often it was asked. */
let stations: Promise<Station[]>;
const loadStations = vi.fn(() => stations);
const stationList = () => queryOptions({ queryKey: ['stations', 'list'] as QueryKey, queryFn: loadStations });
beforeEach(() => {
  stations = Promise.resolve([{ uid: 'fw-nord', name: 'Wache Nord', version: 3 }]);
  loadStations.mockClear();
});

function List() {
  const { openCreate, openEdit } = useOpenRouteForm<Station>(PATHS);
  return (
    <>
      <button type="button" onClick={openCreate}>
        Anlegen
      </button>
      <button type="button" onClick={() => openEdit({ uid: 'fw-nord', name: 'Wache Nord', version: 3 })}>
        Wache Nord öffnen
      </button>
    </>
  );
}

function Form({ recordRequired }: { recordRequired: boolean }) {
  return (
    <RouteFormPage namespace={AREA} schema={Station} list={stationList()} recordRequired={recordRequired}>
      {({ record, backToList }) => (
        <>
          <p>{record ? `Formular für ${record.name}` : 'Leeres Formular'}</p>
          <button type="button" onClick={backToList}>
            Speichern
          </button>
        </>
      )}
    </RouteFormPage>
  );
}

function setup(url: string, state?: unknown, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const history = createTestHistory(url);
  // The navigation state the list hands over, as if the form had been opened from it.
  if (state !== undefined) history.replace(url, state);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nTestProvider i18n={createTestAreaI18n()}>
        <HistoryRouter history={history}>
          <Routes>
            {/* Nested like a feature's routes below the shell's `/hydrant/*`: '..' from a form is the list. */}
            <Route path="/hydrant">
              <Route index element={<List />} />
              <Route path="create" element={<Form recordRequired={false} />} />
              <Route path="edit" element={<Form recordRequired />} />
            </Route>
          </Routes>
        </HistoryRouter>
      </I18nTestProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), history, currentUrl: () => `${history.location.pathname}${history.location.search}` };
}

describe('RouteFormPage and useOpenRouteForm', () => {
  it('should open the edit route with the selected record and return to the list with its search and sort', async () => {
    const { user, history, currentUrl } = setup('/hydrant?q=nord&sort=-name');

    await user.click(screen.getByRole('button', { name: 'Wache Nord öffnen' }));

    // The URL names the record (reload, share); the record itself came along, so nothing is fetched.
    expect(currentUrl()).toBe('/hydrant/edit?uid=fw-nord');
    expect(screen.getByRole('heading', { level: 1, name: 'Wachenverwaltung' })).toBeInTheDocument();
    expect(screen.getByText('Formular für Wache Nord')).toBeInTheDocument();
    expect(loadStations).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(currentUrl()).toBe('/hydrant?q=nord&sort=-name');
    // The form's entry was replaced: "back" leaves the list instead of reopening the form.
    await act(() => history.go(-1));
    expect(screen.queryByText('Formular für Wache Nord')).not.toBeInTheDocument();
  });

  it('should open the create route without a record, with "Zurück" to the list', async () => {
    const { user, currentUrl } = setup('/hydrant?q=nord');

    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(screen.getByText('Leeres Formular')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));

    expect(currentUrl()).toBe('/hydrant?q=nord');
  });

  it.each([
    ['opened directly (no navigation state)', undefined],
    ['whose state holds no valid record (e.g. from an older version)', { record: { uid: 7 }, listSearch: '?q=alt' }],
  ])('given an edit route %s should show the German not-found screen with a way back to the list', async (_, state) => {
    const { user, currentUrl } = setup('/hydrant/edit', state);

    expect(screen.getByText('Nicht gefunden')).toBeInTheDocument();
    expect(screen.getByText('Es wurde keine Wache zum Bearbeiten übergeben. Bitte wählen Sie die Wache in der Liste aus.')).toBeInTheDocument();
    expect(screen.queryByText(/Formular/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));

    expect(currentUrl()).toBe(state ? '/hydrant?q=alt' : '/hydrant');
  });

  it('given a handed-over record whose name arrived as a Date (an ISO-looking name), should still open it, with the name as its ISO text', async () => {
    setup('/hydrant/edit', { record: { uid: 'h-1', name: new Date('2026-01-01T00:00Z'), version: 1 } });

    expect(await screen.findByText('Formular für 2026-01-01T00:00:00.000Z')).toBeInTheDocument();
  });

  it('given a record without a version whose name arrived as a Date, should open it with the name as its ISO text', async () => {
    setup('/hydrant/edit', { record: { uid: 'h-1', name: new Date('2026-01-01T00:00Z') } });
    expect(await screen.findByText('Formular für 2026-01-01T00:00:00.000Z')).toBeInTheDocument();
  });

  it.each([
    ['without the version (a service that implements only the spec)', { uid: 'fw-sued', name: 'Wache Süd' }],
    ['with fields the schema does not know and an empty one', { uid: 'fw-sued', name: 'Wache Süd', version: 'x', groupId: '', extra: { a: 1 } }],
  ])('given a handed-over record %s, should open it as an edit of that record', async (_, record) => {
    setup('/hydrant/edit', { record });
    expect(await screen.findByText('Formular für Wache Süd')).toBeInTheDocument();
    expect(screen.queryByText('Nicht gefunden')).not.toBeInTheDocument();
  });

  it('given a record the schema refuses on a route that creates without one, should open it as an edit, not as a create', async () => {
    // A create here would save a second record beside the one the administrator chose.
    setup('/hydrant/create', { record: { uid: 'fw-sued', name: 'Wache Süd', version: null } });
    expect(await screen.findByText('Formular für Wache Süd')).toBeInTheDocument();
    expect(screen.queryByText('Leeres Formular')).not.toBeInTheDocument();
  });

  it('given a handed-over record without a uid, should still show the not-found screen', async () => {
    setup('/hydrant/edit', { record: { uid: 42, name: 'Wache Nord' } });

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Nicht gefunden')).toBeInTheDocument();
    expect(screen.queryByText(/Formular für/)).not.toBeInTheDocument();
  });

  describe('given a link naming the record by its uid (reload, bookmark, shared address)', () => {
    it('should load the list, show that it is loading, then the form for that record', async () => {
      let answer: (rows: Station[]) => void = () => undefined;
      stations = new Promise((resolve) => (answer = resolve));
      setup('/hydrant/edit?uid=fw-nord');

      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(screen.queryByText(/Formular/)).not.toBeInTheDocument();
      answer([{ uid: 'fw-sued', name: 'Wache Süd', version: 1 }, { uid: 'fw-nord', name: 'Wache Nord', version: 3 }]);

      expect(await screen.findByText('Formular für Wache Nord')).toBeInTheDocument();
      expect(loadStations).toHaveBeenCalledTimes(1);
    });

    it('should take the record from the cached list without asking the service', async () => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
      queryClient.setQueryData(stationList().queryKey, [{ uid: 'fw-nord', name: 'Wache Nord (Cache)', version: 3 }]);
      setup('/hydrant/edit?uid=fw-nord', undefined, queryClient);

      expect(screen.getByText('Formular für Wache Nord (Cache)')).toBeInTheDocument();
      expect(loadStations).not.toHaveBeenCalled();
    });

    it('given a uid the list does not hold, should show the German not-found screen with a way back to the list', async () => {
      const { user, currentUrl } = setup('/hydrant/edit?uid=gibt-es-nicht');

      expect(await screen.findByText('Der Datensatz wurde nicht gefunden. Möglicherweise wurde er inzwischen gelöscht.')).toBeInTheDocument();
      expect(screen.getByText('Nicht gefunden')).toBeInTheDocument();
      expect(screen.queryByText(/Formular/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
      expect(currentUrl()).toBe('/hydrant');
    });

    it('given a route that creates without a record, should still not turn an unknown uid into a create', async () => {
      setup('/hydrant/create?uid=gibt-es-nicht');

      expect(await screen.findByText('Nicht gefunden')).toBeInTheDocument();
      expect(screen.queryByText('Leeres Formular')).not.toBeInTheDocument();
    });

    it('given the list cannot be loaded, should say so and offer to retry', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      stations = Promise.reject(new Error('offline'));
      const { user } = setup('/hydrant/edit?uid=fw-nord');

      const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
      stations = Promise.resolve([{ uid: 'fw-nord', name: 'Wache Nord', version: 3 }]);
      await user.click(retry);

      expect(await screen.findByText('Formular für Wache Nord')).toBeInTheDocument();
    });
  });
});
