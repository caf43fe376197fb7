/**
 * A list and colleagues' writes (issue 40): the rows they changed are highlighted, and the
 * administrator's search and sort stay while the records change in place.
 */
import { CUSTOMERS, type Customer, type LiveChange } from '@rescue-admin/api-contract';
import { aCustomer, TEST_USER_UID } from '@rescue-admin/api-contract/testing';
import { createEntity } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, TestDataAccessProvider, testUrl } from '@rescue-admin/data-access/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { createLiveStore, LiveStoreProvider, type LiveStore } from '@rescue-admin/live';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CrudListView } from '../list/crud-list-view';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';

const customerApi = createEntity(CUSTOMERS);
/** The list query as data-access names it: its endpoint in `meta.endpoint`, which live events name too. */
const customerList = () => ({ ...customerApi.queries.list(), meta: { endpoint: { name: 'customer.all' } } });

const stored: Customer[] = [
  aCustomer({ uid: 'fw-nord', name: 'Wache Nord', version: 2 }),
  aCustomer({ uid: 'fw-sued', name: 'Wache Süd', version: 1 }),
  aCustomer({ uid: 'thw', name: 'THW Beispielburg', version: 4 }),
];

const server = createTestServer(http.get(testUrl('customer.all'), () => HttpResponse.json(stored)));
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Stations() {
  const query = useQuery(customerList());
  return (
    <CrudListView
      namespace={TEST_AREA}
      query={query}
      columns={[{ id: 'name', header: 'Name', value: (customer: Customer) => customer.name }]}
      getId={(customer) => customer.uid}
      getName={(customer) => customer.name}
    />
  );
}

function setup(url = '/wachen') {
  const store = createLiveStore({ sendBeat: async () => undefined });
  const queryClient = createTestQueryClient();
  const history = createTestHistory(url);
  render(
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <TestDataAccessProvider queryClient={queryClient}>
        <LiveStoreProvider store={store}>
          <HistoryRouter history={history}>
            <Routes>
              <Route path="/wachen" element={<Stations />} />
            </Routes>
          </HistoryRouter>
        </LiveStoreProvider>
      </TestDataAccessProvider>
    </I18nTestProvider>,
  );
  return { user: userEvent.setup(), store, queryClient, history };
}

/** A colleague's save as the live connection applies it: the row patched in the cached list, then the store told. */
function colleagueSaves(store: LiveStore, queryClient: ReturnType<typeof createTestQueryClient>, customer: Customer, actor = { uid: 'erika', name: 'Erika Mustermann' }) {
  act(() => {
    queryClient.setQueryData(customerList().queryKey, (rows) => rows?.map((row) => (row.uid === customer.uid ? customer : row)));
    const change: LiveChange = { id: '1', list: 'customer.all', uid: customer.uid, kind: 'update', version: customer.version, actor, record: { ...customer }, at: new Date() };
    store.receive([change], TEST_USER_UID);
  });
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
/** The DataTable marks a highlighted row with its `highlighted` class (an outline and a fading background). */
const isHighlighted = (row: HTMLElement) => /highlighted/.test(row.className);

describe('given a list a colleague writes to', () => {
  it('should highlight the row they changed, with its new values, and no other', async () => {
    const { store, queryClient } = setup();
    expect(isHighlighted(await rowOf('Wache Nord'))).toBe(false);

    colleagueSaves(store, queryClient, { ...stored[0], name: 'Wache Nordost', version: 3 });

    const changed = await rowOf('Wache Nordost');
    expect(isHighlighted(changed)).toBe(true);
    expect(isHighlighted(await rowOf('Wache Süd'))).toBe(false);
  });

  it('should not highlight the signed-in user’s own save', async () => {
    const { store, queryClient } = setup();
    await rowOf('Wache Nord');

    colleagueSaves(store, queryClient, { ...stored[0], name: 'Wache Nordost', version: 3 }, { uid: TEST_USER_UID, name: 'Ich' });

    expect(isHighlighted(await rowOf('Wache Nordost'))).toBe(false);
  });

  it('should keep the search and the sort while the records change', async () => {
    const { user, store, queryClient, history } = setup('/wachen?sort=-name');
    await rowOf('Wache Nord');
    await user.type(screen.getByRole('searchbox'), 'Wache');
    const before = history.location.search;

    colleagueSaves(store, queryClient, { ...stored[1], name: 'Wache Alt-Süd', version: 2 });

    expect(isHighlighted(await rowOf('Wache Alt-Süd'))).toBe(true);
    expect(screen.getByRole('searchbox')).toHaveValue('Wache');
    expect(history.location.search).toBe(before);
    const names = within(screen.getByRole('table')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(names).toEqual(['Wache Nord', 'Wache Alt-Süd']);
  });
});
