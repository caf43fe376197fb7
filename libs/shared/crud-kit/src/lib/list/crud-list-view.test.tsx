import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchEventsOutsideAct } from '../testing/events-outside-act';
import type { CrudColumn } from './crud-columns';
import { CrudListView } from './crud-list-view';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';
import { atTestRoute } from '../testing/test-route';

const AREA = TEST_AREA;

interface Station {
  uid: string;
  name: string;
}

const stations: Station[] = [
  { uid: 'fw-ms', name: 'Feuerwehr Musterstadt' },
  { uid: 'fw-nord', name: 'Wache Nord' },
  ...Array.from({ length: 58 }, (_, index) => ({ uid: `fw-${index}`, name: `Löschzug ${index + 1}` })),
];
const loaded = { data: stations, isPending: false, isError: false, refetch: () => undefined };
const getId = (station: Station) => station.uid;
const getName = (station: Station) => station.name;

/** A screen that renders again on "Neu zeichnen" and passes a new `onEdit` each time, as inline arrows do. */
function Screen({ columns, onEdit }: { columns: CrudColumn<Station>[]; onEdit: (station: Station, renders: number) => void }) {
  const [renders, setRenders] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Neu zeichnen
      </button>
      <CrudListView
        namespace={AREA}
        query={loaded}
        columns={columns}
        getId={getId}
        getName={getName}
        onEdit={(station) => onEdit(station, renders)}
        onDelete={async () => undefined}
      />
    </>
  );
}

const nameColumn: CrudColumn<Station>[] = [{ id: 'name', header: 'Name', value: (station) => station.name }];

function setup(url: string, { columns = nameColumn, onEdit = () => undefined, i18n = createTestAreaI18n() } = {}) {
  const history = createTestHistory(url);
  render(
    <I18nTestProvider i18n={i18n}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/customer" element={<Screen columns={columns} onEdit={onEdit} />} />
        </Routes>
      </HistoryRouter>
    </I18nTestProvider>,
  );
  return {
    user: userEvent.setup({ delay: 0 }),
    history,
    currentUrl: () => `${history.location.pathname}${history.location.search}`,
    searchBox: () => screen.getByRole('searchbox', { name: 'Suchen' }),
  };
}

describe('CrudListView search box', () => {
  // Events as a browser dispatches them: the router's URL transition may still be running at the next key.
  let restoreEvents: () => void;
  beforeEach(() => {
    restoreEvents = dispatchEventsOutsideAct();
  });
  afterEach(() => restoreEvents());

  it('given fast typing should keep every letter, in the box and in the URL', async () => {
    const { user, currentUrl, searchBox } = setup('/customer');
    await screen.findByRole('cell', { name: 'Wache Nord' });

    await user.type(searchBox(), 'musterstadt');

    expect(searchBox()).toHaveValue('musterstadt');
    await waitFor(() => expect(currentUrl()).toBe('/customer?q=musterstadt'));
    expect(await screen.findByRole('cell', { name: 'Feuerwehr Musterstadt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Wache Nord' })).not.toBeInTheDocument());
  });

  it('should replace the history entry while typing and show the previous search after "back"', async () => {
    const { user, history, currentUrl, searchBox } = setup('/customer?q=wache');
    expect(searchBox()).toHaveValue('wache');
    // A link to another search, from outside the box.
    await act(() => history.push('/customer?q=feuerwehr'));
    expect(searchBox()).toHaveValue('feuerwehr');

    await user.clear(searchBox());
    await user.type(searchBox(), 'nord');
    await waitFor(() => expect(currentUrl()).toBe('/customer?q=nord'));

    await act(() => history.go(-1));

    expect(currentUrl()).toBe('/customer?q=wache');
    expect(searchBox()).toHaveValue('wache');
    expect(await screen.findByRole('cell', { name: 'Wache Nord' })).toBeInTheDocument();
  });

  it('should keep the typed search when a sort adds a history entry', async () => {
    const { user, currentUrl, searchBox } = setup('/customer');

    await user.type(searchBox(), 'wache');
    await user.click(screen.getByRole('button', { name: /^Name/ }));

    await waitFor(() => expect(currentUrl()).toBe('/customer?q=wache&sort=name'));
    expect(searchBox()).toHaveValue('wache');
  });

  it('should count the matches in German numbers („1.200 von 1.201 Einträgen“)', async () => {
    const many: Station[] = [{ uid: 'fw-nord', name: 'Wache Nord' }, ...Array.from({ length: 1200 }, (_, index) => ({ uid: `lz-${index}`, name: `Löschzug ${index + 1}` }))];
    render(
      atTestRoute(
        createTestHistory('/customer?q=l%C3%B6schzug'),
        <CrudListView namespace={AREA} query={{ ...loaded, data: many }} columns={nameColumn} getId={getId} getName={getName} onDelete={async () => undefined} />,
      ),
    );

    expect(await screen.findByText('1.200 von 1.201 Einträgen')).toBeInTheDocument();
  });
});

describe('CrudListView rows', () => {
  it('given a new onEdit on every render should not rebuild the rows, and call the latest onEdit', async () => {
    const render = vi.fn((station: Station) => station.name);
    const onEdit = vi.fn();
    const { user } = setup('/customer', { columns: [{ id: 'name', header: 'Name', value: (s) => s.name, render }], onEdit });
    const row = (await screen.findByRole('cell', { name: 'Wache Nord' })).closest('tr') as HTMLElement;
    const rendered = render.mock.calls.length;

    await user.click(screen.getByRole('button', { name: 'Neu zeichnen' }));
    await user.click(within(row).getByRole('button', { name: 'Bearbeiten' }));

    expect(render).toHaveBeenCalledTimes(rendered);
    expect(onEdit).toHaveBeenCalledWith(stations[1], 2);
  });

  it('should translate the row actions once, not once per row', async () => {
    const i18n = createTestAreaI18n();
    const translate = vi.spyOn(i18n, 't');
    setup('/customer', { i18n });
    await screen.findByRole('cell', { name: 'Wache Nord' });

    const actionLabels = translate.mock.calls.filter(([key]) => key === 'actions.edit' || key === 'actions.delete');
    // 60 rows, a few renders: two labels per render, not two per row.
    expect(actionLabels.length).toBeGreaterThan(0);
    expect(actionLabels.length).toBeLessThan(20);
  });
});

describe('CrudListView with a text field that arrived as a Date', () => {
  // SPEC §3 revives every ISO date-time in an answer; an old customer named „2026-01-01T00:00Z“ is one.
  const hostile = { uid: 'old', name: new Date('2026-01-01T00:00Z') } as unknown as Station;

  function renderList(onDelete = vi.fn(async () => undefined)) {
    render(
      atTestRoute(
        createTestHistory('/customer'),
        <CrudListView
          namespace={AREA}
          query={{ data: [hostile, stations[1]], isPending: false, isError: false, refetch: () => undefined }}
          columns={nameColumn}
          getId={getId}
          getName={getName}
          onDelete={onDelete}
        />,
      ),
    );
    return userEvent.setup({ delay: 0 });
  }

  it('should show it as its ISO text, find it by that text and name it so in the delete dialog', async () => {
    const user = renderList();
    const cell = await screen.findByRole('cell', { name: '2026-01-01T00:00:00.000Z' });

    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), '2026-01-01');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Wache Nord' })).not.toBeInTheDocument());
    await user.click(within(cell.closest('tr') as HTMLElement).getByRole('button', { name: 'Löschen' }));

    expect(screen.getByRole('alertdialog')).toHaveTextContent('„2026-01-01T00:00:00.000Z“');
  });

  it('should sort it among the names as text', async () => {
    const user = renderList();
    await screen.findByRole('cell', { name: 'Wache Nord' });

    await user.click(screen.getByRole('button', { name: 'Name' }));

    const cells = screen.getAllByRole('cell').filter((cell) => cell.textContent !== '');
    expect(cells.map((cell) => cell.textContent)).toEqual(['2026-01-01T00:00:00.000Z', 'Wache Nord']);
  });
});

describe('CrudListView on a phone', () => {
  const widthTo = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    });
  afterEach(() => widthTo(1024));

  it('should sort the cards with „Sortieren nach“ and keep the sort in the URL, as a header click does', async () => {
    widthTo(375);
    const { user, currentUrl } = setup('/customer');
    const sortControl = await screen.findByRole('combobox', { name: 'Sortieren nach' });

    await user.selectOptions(sortControl, 'Name, absteigend');

    await waitFor(() => expect(currentUrl()).toBe('/customer?sort=-name'));
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(cards[0]).getByRole('definition')).toHaveTextContent('Wache Nord');
  });
});

describe('CrudListView export button', () => {
  type Query = { data: Station[] | undefined; isPending: boolean; isError: boolean; refetch: () => void };
  const renderList = (query: Query) => {
    // One history for every render: a rerender passes the list its next query, at the same address.
    const history = createTestHistory('/customer');
    const tree = (current: Query) => atTestRoute(history, <CrudListView namespace={AREA} query={current} columns={nameColumn} getId={getId} getName={getName} />);
    const view = render(tree(query));
    return (next: Query) => view.rerender(tree(next));
  };
  const exportButton = () => screen.getByRole('button', { name: 'CSV exportieren' });

  it('should be there, disabled, while the list loads — so nothing moves when the rows arrive — and enabled with them', async () => {
    const show = renderList({ data: undefined, isPending: true, isError: false, refetch: () => undefined });
    expect(await screen.findByRole('button', { name: 'CSV exportieren' })).toBeDisabled();

    show(loaded);
    await screen.findByRole('cell', { name: 'Wache Nord' });
    expect(exportButton()).toBeEnabled();
  });

  it('given an empty list should stay disabled: there is nothing to export', async () => {
    renderList({ data: [], isPending: false, isError: false, refetch: () => undefined });
    expect(await screen.findByRole('button', { name: 'CSV exportieren' })).toBeDisabled();
  });
});

describe('CrudListView first rows of a long list', () => {
  type Query = { data: Station[] | undefined; isPending: boolean; isError: boolean; refetch: () => void };
  const reading: Query = { data: undefined, isPending: true, isError: false, refetch: () => undefined };
  const firstRows = stations.slice(0, 2);
  const renderList = (url: string, query: Query) => {
    // One history for every render: a rerender passes the list its next query, at the same address.
    const history = createTestHistory(url);
    const tree = (current: Query) => atTestRoute(history, <CrudListView namespace={AREA} query={current} firstRows={firstRows} columns={nameColumn} getId={getId} getName={getName} />);
    const view = render(tree(query));
    return (next: Query) => view.rerender(tree(next));
  };
  const note = '2 Einträge geladen – weitere folgen …';

  it('should show them at once with a note, the search and the export waiting, and the whole list when it is here', async () => {
    const show = renderList('/customer', reading);
    expect(await screen.findByRole('cell', { name: 'Wache Nord' })).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeDisabled();

    show(loaded);
    expect(await screen.findByRole('cell', { name: 'Löschzug 58' })).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeEnabled();
  });

  it.each([['a search', '/customer?q=Nord'], ['a sort', '/customer?sort=-name']])(
    'given %s in the address, should wait for the whole list: a part, searched or sorted, would change when the rest came',
    async (_case, url) => {
      renderList(url, reading);
      expect(await screen.findByText('Loading...')).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Wache Nord' })).not.toBeInTheDocument();
      expect(screen.queryByText(note)).not.toBeInTheDocument();
    },
  );
});
