import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());
import { CrudListView, type ListQuery } from '../list/crud-list-view';
import { CrudMapView } from '../map/crud-map-view';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

/** A load the test settles by hand. */
function manualLoad() {
  const attempts: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

describe('lazyPart', () => {
  it('given the chunk is on its way should show the loader, then the part with its props', async () => {
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    render(<Part name="Erika" />);

    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Hallo Erika')).not.toBeInTheDocument();

    await act(async () => attempts[0].resolve(Greeting));
    expect(screen.getByText('Hallo Erika')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given a navigation opens it while its chunk is on its way should show the loader, then the part', async () => {
    // A row's click navigates in a transition, so the part mounts in one: the form opened from a
    // list whose preload had not finished yet.
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    render(
      <HistoryRouter history={createTestHistory('/')}>
        <Routes>
          <Route path="/" element={<Link to="/form">Öffnen</Link>} />
          <Route path="/form" element={<Part name="Erika" />} />
        </Routes>
      </HistoryRouter>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Öffnen' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();

    await act(async () => attempts[0].resolve(Greeting));
    expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
  });

  it('given preload() brought the chunk should render the part at once, without a loader, and load it once', async () => {
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    const preloading = Part.preload();
    void Part.preload();
    attempts[0].resolve(Greeting);
    await preloading;

    render(<Part name="Max" />);
    expect(screen.getByText('Hallo Max')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given the load fails should say „Keine Verbindung“ in its place with type and address logged, and show the part once back online', async () => {
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = new TypeError('Importing a module script failed.');
    render(
      <I18nTestProvider>
        <h1>Hydrantenverwaltung</h1>
        <Part name="Erika" />
      </I18nTestProvider>,
    );

    await act(async () => attempts[0].reject(offline));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/Keine Verbindung/);
    expect(notice).toHaveTextContent('Loading chunk failed (error: –)');
    // In place: the rest of the screen stays.
    expect(screen.getByRole('heading', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ name: 'ChunkLoadError', type: 'error' }), offline);
    // One attempt per failure, not a loop of them while the notice is shown.
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => attempts[1].resolve(Greeting));
    expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('given the load fails should load again when „Erneut versuchen“ is pressed', async () => {
    const { load, attempts } = manualLoad();
    const Part = lazyPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nTestProvider>
        <Part name="Erika" />
      </I18nTestProvider>,
    );
    await act(async () => attempts[0].reject(new Error('Offline')));
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    await act(async () => attempts[1].resolve(Greeting));
    expect(await screen.findByText('Hallo Erika')).toBeInTheDocument();
  });

  it('given a load that never settles should give up after 120 s and say so in its place', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart(() => new Promise<typeof Greeting>(() => undefined));
    render(
      <I18nTestProvider>
        <Part name="Erika" />
      </I18nTestProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk failed (timeout');
    vi.useRealTimers();
  });
});

describe.each([
  ['CrudListView', 'the list'],
  ['CrudMapView', 'the map view'],
] as const)('%s preload', (view, what) => {
  type Row = { uid: string };
  const pending: ListQuery<Row> = { data: undefined, isPending: true, isError: false, refetch: () => undefined };
  const loaded: ListQuery<Row> = { data: [{ uid: 'fw-ms' }], isPending: false, isError: false, refetch: () => undefined };
  const columns = [{ id: 'uid', header: 'Kennung', value: (row: Row) => row.uid }];

  function setup(query: ListQuery<Row>, preload: () => Promise<unknown>) {
    const element = (current: ListQuery<Row>) =>
      view === 'CrudListView' ? (
        <CrudListView namespace={TEST_AREA} query={current} columns={columns} getId={(row) => row.uid} getName={(row) => row.uid} preload={preload} />
      ) : (
        <CrudMapView namespace={TEST_AREA} query={current} columns={columns} preload={preload}>
          {(records) => <p>{records.length} auf der Karte</p>}
        </CrudMapView>
      );
    const i18n = createTestAreaI18n();
    // One history for every render: a rerender passes the view its next query.
    const history = createTestHistory('/');
    const tree = (current: ListQuery<Row>) => (
      <I18nTestProvider i18n={i18n}>
        <HistoryRouter history={history}>{element(current)}</HistoryRouter>
      </I18nTestProvider>
    );
    const rendered = render(tree(query));
    return { show: (next: ListQuery<Row>) => rendered.rerender(tree(next)) };
  }

  it(`should fetch the form only once ${what} shows its records, and never let a failed fetch surface`, async () => {
    // Fake timers: the idle moment the preload waits for (a timer in jsdom) comes when the test
    // says so, and anything scheduled while the records are pending has had its turn.
    vi.useFakeTimers();
    try {
      const preload = vi.fn(() => Promise.reject(new Error('Offline')));
      const { show } = setup(pending, preload);
      await act(async () => vi.advanceTimersByTimeAsync(1_000));
      expect(preload).not.toHaveBeenCalled();

      show(loaded);
      await act(async () => vi.advanceTimersByTimeAsync(1_000));
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
