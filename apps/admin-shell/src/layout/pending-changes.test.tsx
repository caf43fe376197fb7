/**
 * Issue 41 in the shell: changes that wait for the connection are named below the header, each
 * can be discarded, and signing out asks first (they would be dropped, never sent).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter, useNavigate } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HYDRANTS } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { createTestHistory } from '@rescue-admin/crud-kit/testing';
import { createEntity } from '@rescue-admin/data-access';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { I18nTestProvider, createTestI18n } from '@rescue-admin/i18n/testing';
import { OfflineData, memoryStores } from '@rescue-admin/offline';
import { FEATURES } from '../app/features';
import { PendingChanges } from './pending-changes';
import { useSignOut } from './sign-out';

const hydrantApi = createEntity(HYDRANTS);
const { createDate: _created, ...hydrant } = aHydrant({ uid: 'h-1', name: 'H-001 Mühlenweg' });

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  // What a test left waiting is not sent into the next test's handlers.
  queryClient.getMutationCache().clear();
  server.resetHandlers();
  act(() => onlineManager.setOnline(true));
});
afterAll(() => server.close());

let sent: unknown[];
let stores: ReturnType<typeof memoryStores>;
let queryClient: QueryClient;
beforeEach(() => {
  sent = [];
  stores = memoryStores();
  queryClient = createTestQueryClient();
  server.use(
    http.post(testUrl('hydrant.update'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(hydrant);
    }),
  );
});

/** A screen that saves the hydrant, beside the header's pending changes and its sign-out. */
function Frame() {
  const update = hydrantApi.useUpdate();
  const { requestSignOut, dialog } = useSignOut(useNavigate());
  return (
    <>
      <PendingChanges features={FEATURES} />
      <button type="button" onClick={() => update.mutate({ ...hydrant, name: 'H-001 Neu' })}>
        Test: speichern
      </button>
      <button type="button" onClick={() => void requestSignOut()}>
        Test: abmelden
      </button>
      {dialog}
    </>
  );
}

function renderFrame() {
  render(
    <I18nTestProvider i18n={createTestI18n()}>
      <TestDataAccessProvider queryClient={queryClient}>
        <OfflineData stores={stores}>
          <HistoryRouter history={createTestHistory('/')}>
            <Routes>
              <Route path="/" element={<Frame />} />
              <Route path="/login" element={<p>Anmeldeseite</p>} />
            </Routes>
          </HistoryRouter>
        </OfflineData>
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
}

async function saveOffline() {
  renderFrame();
  act(() => onlineManager.setOnline(false));
  await userEvent.click(await screen.findByRole('button', { name: 'Test: speichern' }));
}

describe('changes waiting for the connection', () => {
  it('should be counted and listed by area, record and kind', async () => {
    await saveOffline();

    const summary = await screen.findByRole('button', { name: '1 Änderung wartet auf die Verbindung' });
    await userEvent.click(summary);

    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listitem')).toHaveTextContent('Hydrantenverwaltung: „H-001 Neu“ – geändert');
  });

  it('should use the plural for more than one', async () => {
    await saveOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Test: speichern' }));
    expect(await screen.findByRole('button', { name: '2 Änderungen warten auf die Verbindung' })).toBeInTheDocument();
  });

  it('given „Verwerfen“, should drop the change: gone from the list and never sent', async () => {
    await saveOffline();
    await userEvent.click(await screen.findByRole('button', { name: '1 Änderung wartet auf die Verbindung' }));

    await userEvent.click(within(screen.getByRole('listitem')).getByRole('button', { name: 'Änderung an „H-001 Neu“ verwerfen' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: /wartet auf die Verbindung/ })).not.toBeInTheDocument());
    act(() => onlineManager.setOnline(true));
    await act(() => queryClient.resumePausedMutations());
    expect(sent).toEqual([]);
  });
});

describe('signing out', () => {
  it('given changes waiting, should warn first and, confirmed, drop them and wipe the store', async () => {
    await saveOffline();
    await waitFor(() => expect(stores.users()).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Test: abmelden' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Abmelden?' });
    expect(dialog).toHaveTextContent('1 Änderung wartet noch auf die Verbindung. Wenn Sie sich jetzt abmelden, wird sie verworfen und nie gesendet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden und verwerfen' }));

    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    expect(stores.users()).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await act(() => queryClient.resumePausedMutations());
    expect(sent).toEqual([]);
  });

  it('given „Angemeldet bleiben“, should keep the user signed in and the change waiting', async () => {
    await saveOffline();
    await userEvent.click(await screen.findByRole('button', { name: 'Test: abmelden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Angemeldet bleiben' }));

    expect(screen.queryByText('Anmeldeseite')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sent).toHaveLength(1));
  });

  it('given nothing waits, should sign out at once', async () => {
    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Test: abmelden' }));
    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
