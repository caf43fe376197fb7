import { QueryClient, QueryClientProvider, onlineManager, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CrudListView, type ListQuery } from '../list/crud-list-view';
import { TEST_AREA } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';
import { atTestRoute } from '../testing/test-route';

interface Station {
  uid: string;
  name: string;
}

afterEach(() => act(() => onlineManager.setOnline(true)));

// 26 November, 14:32 in the local time zone (the note shows local time).
const FETCHED_AT = new Date(2026, 10, 26, 14, 32).getTime();

/** The test area's list of stations on `query`. */
function StationList({ query }: { query: ListQuery<Station> }) {
  return (
    <CrudListView
      namespace={TEST_AREA}
      query={query}
      columns={[{ id: 'name', header: 'Name', value: (station: Station) => station.name }]}
      getId={(station) => station.uid}
      getName={(station) => station.name}
    />
  );
}

function renderList(dataUpdatedAt: number, data: Station[] | undefined = [{ uid: 'fw-nord', name: 'Wache Nord' }]) {
  const query = { data, isPending: data === undefined, isError: false, refetch: () => undefined, dataUpdatedAt };
  render(atTestRoute(createTestHistory('/station'), <StationList query={query} />));
}

describe('the list\'s „Stand“ note', () => {
  it('given the browser is offline, should say when the rows shown were fetched', async () => {
    act(() => onlineManager.setOnline(false));
    renderList(FETCHED_AT);
    expect(await screen.findByText('Offline – Stand vom 26.11., 14:32 Uhr')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Wache Nord' })).toBeInTheDocument();
  });

  it('should go when the connection returns, and not be there online', async () => {
    act(() => onlineManager.setOnline(false));
    renderList(FETCHED_AT);
    await screen.findByText(/Offline – Stand vom/);
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/Offline – Stand vom/)).not.toBeInTheDocument();
  });

  it('given no data yet, should not claim a „Stand“', async () => {
    act(() => onlineManager.setOnline(false));
    renderList(0, undefined);
    expect(screen.queryByText(/Stand vom/)).not.toBeInTheDocument();
  });

  it('given nothing of the list is stored in this browser, should say so offline instead of loading without end, and show the rows once the connection returns', async () => {
    act(() => onlineManager.setOnline(false));
    // A real query: offline, react-query pauses its first fetch (nothing stored, nothing sent).
    function Stations() {
      const query = useQuery({ queryKey: ['stations'], queryFn: async () => [{ uid: 'fw-nord', name: 'Wache Nord' }] });
      return <StationList query={query} />;
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {atTestRoute(createTestHistory('/station'), <Stations />)}
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Offline – von dieser Liste ist in diesem Browser noch kein Stand gespeichert. Sie wird geladen, sobald die Verbindung wieder besteht.')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('cell', { name: 'Wache Nord' })).toBeInTheDocument();
    expect(screen.queryByText(/noch kein Stand gespeichert/)).not.toBeInTheDocument();
  });
});
