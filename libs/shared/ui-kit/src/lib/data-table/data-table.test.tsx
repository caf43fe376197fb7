import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Pencil from 'lucide-react/icons/pencil';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, setViewportWidth } from '../../test-utils';
import { DataTable, type DataTableProps } from './data-table';
import { actionStripWidth, visibleItems } from './data-table-model';
import type { DataTableAction, DataTableColumn, DataTableRow, DataTableSort } from './data-table-types';

const labels: DataTableProps['labels'] = {
  search: 'Suchen',
  actions: 'Aktionen',
  noResults: 'Keine Einträge passen zu Ihrer Suche.',
  resultCount: (shown, total) => `${shown} von ${total} Einträgen`,
  sortedBy: (header, direction) => `Sortiert nach ${header}, ${direction === 'asc' ? 'aufsteigend' : 'absteigend'}`,
};

const columns: DataTableColumn[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'street', header: 'Straße' },
  { id: 'seats', header: 'Sitzplätze', sortable: true, align: 'end' },
  { id: 'summary', header: 'Übersicht', mobileOnly: true },
  { id: 'updated', header: 'Zuletzt geändert', desktopOnly: true },
];

function row(id: string, name: string, street: string | null, seats: number, extra: Partial<DataTableRow> = {}): DataTableRow {
  return {
    id,
    cells: [
      { value: name },
      { value: street },
      { value: seats },
      { value: `${name} · ${seats} Plätze`, mobileOnly: true },
      { value: 'vor 5 Minuten', desktopOnly: true },
    ],
    ...extra,
  };
}

const rows: DataTableRow[] = [
  row('1', 'Müller Feuerwache', 'Hauptstraße 5', 9),
  row('2', 'Wache Nord', 'Am Markt 1', 12),
  row('3', 'Äußere Wache', null, 3),
];

function action(id: string, label: string, onClick: DataTableAction['onClick'] = () => undefined): DataTableAction {
  return { id, label, icon: Pencil, onClick };
}

function renderTable(props: Partial<DataTableProps> = {}) {
  return render(<DataTable label="Wachen" columns={columns} rows={rows} labels={labels} {...props} />);
}

function bodyRows() {
  // The first row is the header row.
  return within(screen.getByRole('table', { name: 'Wachen' })).getAllByRole('row').slice(1);
}

function firstColumnTexts() {
  return bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);
}

describe('DataTable layout', () => {
  it('given a width of 769px, should show a table with the desktop columns only', () => {
    setViewportWidth(769);
    renderTable();
    const table = screen.getByRole('table', { name: 'Wachen' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Straße', 'Sitzplätze', 'Zuletzt geändert']);
    expect(within(bodyRows()[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Müller Feuerwache',
      'Hauptstraße 5',
      '9',
      'vor 5 Minuten',
    ]);
    expect(screen.queryByRole('list', { name: 'Wachen' })).not.toBeInTheDocument();
  });

  it('given a width of 768px, should show cards with the mobile columns only', () => {
    setViewportWidth(768);
    renderTable();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Wachen' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const terms = within(cards[0]).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Name', 'Straße', 'Sitzplätze', 'Übersicht']);
    expect(within(cards[0]).getByText('Müller Feuerwache · 9 Plätze')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('vor 5 Minuten')).not.toBeInTheDocument();
  });

  it('should switch layout when the window crosses the breakpoint', () => {
    setViewportWidth(1024);
    renderTable();
    expect(screen.getByRole('table')).toBeInTheDocument();
    setViewportWidth(768);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Wachen' })).toBeInTheDocument();
  });

  it('should show a dash for an empty cell, on desktop and on mobile', () => {
    renderTable();
    expect(within(bodyRows()[2]).getAllByRole('cell')[1]).toHaveTextContent(/^–$/);
    setViewportWidth(375);
    const card = within(screen.getByRole('list', { name: 'Wachen' })).getAllByRole('listitem')[2];
    expect(within(card).getAllByRole('definition')[1]).toHaveTextContent(/^–$/);
  });

  it('given a cell with colSpan, should span the columns', () => {
    renderTable({
      rows: [{ id: 'x', cells: [{ value: 'Zusammengefasst', colSpan: 3 }, { value: 'heute', desktopOnly: true }] }],
    });
    const cell = within(bodyRows()[0]).getAllByRole('cell')[0];
    expect(cell).toHaveAttribute('colspan', '3');
  });
});

describe('DataTable with a cell value that arrived as a Date', () => {
  // Not a ReactNode, but revived data (SPEC §3) can put one where a name belongs; React would throw on it.
  const hostile = [row('1', 'Wache Nord', null, 2), { ...row('2', '', null, 1), cells: [{ value: new Date('2026-01-01T00:00Z') as unknown as string }] }];

  it.each([
    ['desktop', 1024],
    ['mobile', 375],
  ])('should show it as its ISO text on %s and find it by that text', async (_layout, width) => {
    setViewportWidth(width);
    render(<DataTable label="Wachen" columns={columns} rows={hostile} labels={labels} />);
    expect(screen.getAllByText('2026-01-01T00:00:00.000Z').length).toBeGreaterThan(0);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), '2026-01-01');

    expect(screen.queryByText('Wache Nord')).not.toBeInTheDocument();
    expect(screen.getAllByText('2026-01-01T00:00:00.000Z').length).toBeGreaterThan(0);
  });
});

describe('DataTable action strip', () => {
  it.each([
    [0, 0],
    [1, 30],
    [2, 30],
    [3, 60],
    [4, 60],
    [5, 90],
  ])('given at most %i actions in a row, should be %ipx wide', (count, width) => {
    const withActions = [
      { ...rows[0], actions: Array.from({ length: count }, (_, i) => action(`a${i}`, `Aktion ${i}`)) },
      { ...rows[1], actions: [action('x', 'Einzeln')] .slice(0, Math.min(count, 1)) },
    ];
    expect(actionStripWidth(withActions)).toBe(width);
  });

  it('should size the strip by the row with the most actions and label the actions', async () => {
    const onEdit = vi.fn();
    const withActions = [
      { ...rows[0], actions: [action('edit', 'Bearbeiten', onEdit), action('delete', 'Löschen'), action('copy', 'Kopieren')] },
      { ...rows[1], actions: [action('edit', 'Bearbeiten')] },
      rows[2],
    ];
    renderTable({ rows: withActions });
    const stripHeader = screen.getByRole('columnheader', { name: 'Aktionen' });
    expect(stripHeader).toHaveStyle({ width: '60px' });
    await userEvent.click(within(bodyRows()[0]).getByRole('button', { name: 'Bearbeiten' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('given no row with actions, should have no strip', () => {
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Aktionen' })).not.toBeInTheDocument();
  });
});

describe('DataTable search', () => {
  it('should find "Hauptstraße" when searching "strasse" and announce the count', async () => {
    renderTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'strasse');
    expect(firstColumnTexts()).toEqual(['Müller Feuerwache']);
    expect(screen.getByText('1 von 3 Einträgen')).toBeInTheDocument();
  });

  it('should find "Müller" when searching "muller" or "MUELLER"', async () => {
    renderTable();
    const search = screen.getByRole('searchbox', { name: 'Suchen' });
    await userEvent.type(search, 'muller');
    expect(firstColumnTexts()).toEqual(['Müller Feuerwache']);
    await userEvent.clear(search);
    await userEvent.type(search, 'MUELLER');
    expect(firstColumnTexts()).toEqual(['Müller Feuerwache']);
  });

  it('given a row searchText, should search that text instead of the cells', async () => {
    renderTable({ rows: [row('1', 'Wache', 'Weg', 1, { searchText: 'Geheimtext' }), row('2', 'Andere', 'Weg', 1)] });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'geheim');
    expect(firstColumnTexts()).toEqual(['Wache']);
  });

  it('given nothing matches, should say so instead of showing an empty table', async () => {
    renderTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'xyz');
    expect(screen.getByText('Keine Einträge passen zu Ihrer Suche.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('given a controlled query, should show the matching rows and report typing to the caller', async () => {
    function Controlled() {
      const [q, setQ] = useState('nord');
      return (
        <>
          <DataTable label="Wachen" columns={columns} rows={rows} labels={labels} searchQuery={q} onSearchQueryChange={setQ} />
          <output aria-label="URL-Suche">{q}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(firstColumnTexts()).toEqual(['Wache Nord']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Suchen' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'wache');
    expect(screen.getByRole('status', { name: 'URL-Suche' })).toHaveTextContent('wache');
    expect(firstColumnTexts()).toEqual(['Müller Feuerwache', 'Wache Nord', 'Äußere Wache']);
  });
});

describe('DataTable sorting', () => {
  it('a click on a sortable header should sort ascending, then descending, then restore the order', async () => {
    renderTable();
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    // German collation: "Äußere" sorts with "A".
    expect(firstColumnTexts()).toEqual(['Äußere Wache', 'Müller Feuerwache', 'Wache Nord']);
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Sortiert nach Name, aufsteigend')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumnTexts()).toEqual(['Wache Nord', 'Müller Feuerwache', 'Äußere Wache']);
    expect(header()).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumnTexts()).toEqual(['Müller Feuerwache', 'Wache Nord', 'Äußere Wache']);
  });

  it('should sort numbers as numbers', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Sitzplätze' }));
    expect(firstColumnTexts()).toEqual(['Äußere Wache', 'Müller Feuerwache', 'Wache Nord']);
  });

  it('given a column sortValue, should sort by it', async () => {
    const byStreet: DataTableColumn[] = [{ ...columns[0], sortValue: (r) => (r.id === '2' ? 0 : 1) }, ...columns.slice(1)];
    renderTable({ columns: byStreet });
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstColumnTexts()[0]).toBe('Wache Nord');
  });

  it('given a controlled sort, should report the next sort to the caller', async () => {
    const onSortChange = vi.fn();
    const sort: DataTableSort = { columnId: 'seats', direction: 'desc' };
    renderTable({ sort, onSortChange });
    expect(firstColumnTexts()).toEqual(['Wache Nord', 'Müller Feuerwache', 'Äußere Wache']);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'asc' });
    // Controlled: the order changes only when the caller passes a new sort.
    expect(firstColumnTexts()).toEqual(['Wache Nord', 'Müller Feuerwache', 'Äußere Wache']);
  });
});

describe('DataTable sorting on a phone (cards, no headers to click)', () => {
  const withSortControl: DataTableProps['labels'] = {
    ...labels,
    sortControl: { label: 'Sortieren nach', unsorted: 'Standardreihenfolge', option: (header, direction) => `${header}, ${direction === 'asc' ? 'aufsteigend' : 'absteigend'}` },
  };
  const sortControl = () => screen.getByRole('combobox', { name: 'Sortieren nach' });
  const cardNames = () =>
    within(screen.getByRole('list', { name: 'Wachen' }))
      .getAllByRole('listitem')
      .map((card) => within(card).getAllByRole('definition')[0].textContent);

  it('should sort the cards by the chosen column and direction, announce it, and go back to the standard order', async () => {
    setViewportWidth(375);
    renderTable({ labels: withSortControl });
    expect(sortControl()).toHaveValue('');

    await userEvent.selectOptions(sortControl(), 'Name, absteigend');
    // German collation: "Äußere" sorts with "A".
    expect(cardNames()).toEqual(['Wache Nord', 'Müller Feuerwache', 'Äußere Wache']);
    expect(screen.getByText('Sortiert nach Name, absteigend')).toBeInTheDocument();

    await userEvent.selectOptions(sortControl(), 'Sitzplätze, aufsteigend');
    expect(cardNames()).toEqual(['Äußere Wache', 'Müller Feuerwache', 'Wache Nord']);

    await userEvent.selectOptions(sortControl(), 'Standardreihenfolge');
    expect(cardNames()).toEqual(['Müller Feuerwache', 'Wache Nord', 'Äußere Wache']);
  });

  it('should offer the sortable columns the cards show, both ways, and report a controlled sort to the caller', async () => {
    setViewportWidth(375);
    const onSortChange = vi.fn();
    renderTable({ labels: withSortControl, sort: { columnId: 'seats', direction: 'desc' }, onSortChange });

    expect(within(sortControl()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standardreihenfolge',
      'Name, aufsteigend',
      'Name, absteigend',
      'Sitzplätze, aufsteigend',
      'Sitzplätze, absteigend',
    ]);
    expect(sortControl()).toHaveDisplayValue('Sitzplätze, absteigend');
    await userEvent.selectOptions(sortControl(), 'Name, aufsteigend');
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'asc' });
  });

  it('should not be there on a desktop (the headers sort) nor without its texts', () => {
    setViewportWidth(1024);
    const { unmount } = renderTable({ labels: withSortControl });
    expect(screen.queryByRole('combobox', { name: 'Sortieren nach' })).not.toBeInTheDocument();
    unmount();

    setViewportWidth(375);
    renderTable();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('DataTable states', () => {
  it('given loading, should show the loader and no rows', () => {
    renderTable({ loading: true });
    expect(screen.getByText('Loading...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('given pending (only the first rows are here), should show them with its note, and let the search and the sort wait', async () => {
    setViewportWidth(1280);
    const { rerender } = renderTable({ pending: '3 Einträge geladen – weitere folgen …' });
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('3 Einträge geladen – weitere folgen …');
    expect(screen.getByRole('searchbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Name/ })).toBeDisabled();
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    rerender(<DataTable label="Wachen" columns={columns} rows={rows} labels={labels} />);
    expect(screen.getByRole('searchbox')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    expect(bodyRows()[0]).toHaveTextContent('Äußere Wache');
    expect(screen.getByRole('table').closest('[aria-busy]')).toBeNull();
  });

  it('while busy (here: pending), should dim the rows only after a moment, and show them clearly again at once', () => {
    vi.useFakeTimers();
    try {
      setViewportWidth(1280);
      const { rerender } = renderTable({ pending: '3 Einträge geladen – weitere folgen …' });
      const body = () => screen.getByRole('table').closest('[aria-busy]');
      expect(body()).not.toHaveAttribute('data-dimmed');
      act(() => vi.advanceTimersByTime(199));
      expect(body()).not.toHaveAttribute('data-dimmed');
      act(() => vi.advanceTimersByTime(1));
      expect(body()).toHaveAttribute('data-dimmed');

      rerender(<DataTable label="Wachen" columns={columns} rows={rows} labels={labels} />);
      expect(screen.getByRole('table').closest('[data-dimmed]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('given pending on a phone, should show the cards and let the sort control wait', () => {
    setViewportWidth(375);
    renderTable({
      pending: '3 Einträge geladen – weitere folgen …',
      labels: { ...labels, sortControl: { label: 'Sortieren nach', unsorted: 'Standardreihenfolge', option: (header) => header } },
    });
    expect(within(screen.getByRole('list', { name: 'Wachen' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toBeDisabled();
  });

  it('when the rows of a long list arrive after the loader, should go from the loader straight to the rows, never showing the empty state between', () => {
    setViewportWidth(1280);
    const emptyState = <p>Noch keine Wachen angelegt.</p>;
    // A long list (virtualised) renders arriving rows in a deferred pass.
    const many = [...rows, ...Array.from({ length: 200 }, (_, i) => row(`w${i}`, `Wache ${i + 1}`, 'Ringstraße 1', i))];
    const { rerender, container } = renderTable({ rows: [], loading: true, emptyState });
    // The rows render in a pass of their own (deferred): every node the DOM gained on the way counts.
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes)));
    observer.observe(container, { childList: true, subtree: true });
    rerender(<DataTable label="Wachen" columns={columns} rows={many} labels={labels} emptyState={emptyState} />);
    observer.takeRecords().forEach((record) => added.push(...record.addedNodes));
    observer.disconnect();

    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '204');
    expect(added.some((node) => node.textContent?.includes('Noch keine Wachen angelegt.'))).toBe(false);
    expect(added.some((node) => node.textContent?.includes('Wache Nord'))).toBe(true);
  });

  it('when the first rows of a short list arrive, should show them in a pass after the store update’s own render, the loader until then', () => {
    setViewportWidth(1280);
    const emptyState = <p>Noch keine Wachen angelegt.</p>;
    let arrive: (list: DataTableRow[]) => void = () => undefined;
    function List() {
      const [list, setList] = useState<DataTableRow[]>([]);
      const [loading, setLoading] = useState(true);
      arrive = (next) => {
        setList(next);
        setLoading(false);
      };
      return <DataTable label="Wachen" columns={columns} rows={list} loading={loading} labels={labels} emptyState={emptyState} />;
    }
    const { container } = render(<List />);
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes)));
    observer.observe(container, { childList: true, subtree: true });
    let inUpdate = '';
    act(() => {
      // A store update (react-query's data) is rendered at once, like this one.
      flushSync(() => arrive(rows));
      inUpdate = container.textContent ?? '';
    });
    observer.takeRecords().forEach((record) => added.push(...record.addedNodes));
    observer.disconnect();

    expect(inUpdate).not.toContain('Wache Nord');
    expect(inUpdate).toContain('Loading...');
    expect(firstColumnTexts()).toEqual(['Müller Feuerwache', 'Wache Nord', 'Äußere Wache']);
    expect(added.some((node) => node.textContent?.includes('Noch keine Wachen angelegt.'))).toBe(false);
  });

  it('given no rows, should show the empty state from the caller', () => {
    renderTable({ rows: [], emptyState: <p>Noch keine Wachen angelegt.</p> });
    expect(screen.getByText('Noch keine Wachen angelegt.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DataTable keyboard and clicks', () => {
  it('a clickable row should be focusable and activate with Enter and Space', async () => {
    const onClick = vi.fn();
    renderTable({ rows: [row('1', 'Wache Nord', 'Am Markt 1', 12, { onClick })] });
    // search box, scroll region, the two sort buttons, then the row
    for (let i = 0; i < 5; i++) await userEvent.tab();
    expect(bodyRows()[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('an action should not also activate its row, by mouse or keyboard', async () => {
    const onClick = vi.fn();
    const onDelete = vi.fn();
    renderTable({ rows: [row('1', 'Wache Nord', 'Am Markt 1', 12, { onClick, actions: [action('delete', 'Löschen', onDelete)] })] });
    const del = screen.getByRole('button', { name: 'Löschen' });
    await userEvent.click(del);
    del.focus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should show bottom actions as labelled buttons in a band', async () => {
    let finish!: () => void;
    const onSync = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderTable({
      rows: [row('1', 'Gateway 1', null, 0, { bottomActions: [{ id: 'sync', label: 'Synchronisieren', icon: RefreshCw, onClick: onSync }], bottomActionColor: 'var(--color-warning-subtle)' })],
    });
    const sync = screen.getByRole('button', { name: 'Synchronisieren' });
    await userEvent.click(sync);
    expect(sync).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(sync).toBeEnabled());
  });

  it('on mobile, a card should use onClickMobile instead of onClick', async () => {
    setViewportWidth(375);
    const onClick = vi.fn();
    const onClickMobile = vi.fn();
    renderTable({ rows: [row('1', 'Wache Nord', 'Am Markt 1', 12, { onClick, onClickMobile, actions: [action('delete', 'Löschen')] })] });
    const card = within(screen.getByRole('listitem')).getByRole('button', { name: /Wache Nord/ });
    await userEvent.click(card);
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClickMobile).toHaveBeenCalledTimes(2);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });

  it('on desktop, onClickMobile should not be used', async () => {
    const onClick = vi.fn();
    const onClickMobile = vi.fn();
    renderTable({ rows: [row('1', 'Wache Nord', 'Am Markt 1', 12, { onClick, onClickMobile })] });
    await userEvent.click(within(bodyRows()[0]).getByText('Wache Nord'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClickMobile).not.toHaveBeenCalled();
  });
});

describe('DataTable with 10,000 rows', () => {
  const many = Array.from({ length: 10_000 }, (_, i) => row(String(i), `Hydrant ${i}`, `Straße ${i % 50}`, i % 9, { actions: [action('edit', 'Bearbeiten')] }));

  it('should render only a window of rows but report the full row count', () => {
    // jsdom does no layout; give the scroll area the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    renderTable({ rows: many });
    const table = screen.getByRole('table', { name: 'Wachen' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(bodyRows().length).toBeLessThan(100);
  });

  it('should still find a row far down the list', async () => {
    renderTable({ rows: many });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'hydrant 9999');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Hydrant 9999');
  });
});

describe('DataTable of records (toRow)', () => {
  interface Station {
    uid: string;
    name: string;
    seats: number;
  }
  const stations: Station[] = Array.from({ length: 10_000 }, (_, i) => ({ uid: `s${i}`, name: `Wache ${i}`, seats: (i * 7) % 13 }));
  const stationColumns: DataTableColumn<Station>[] = [
    { id: 'name', header: 'Name', sortable: true, sortValue: (s) => s.name },
    { id: 'seats', header: 'Sitzplätze', sortable: true, sortValue: (s) => s.seats },
  ];

  // The first cell holds the row's actions.
  const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent);

  function renderStations(props: Partial<DataTableProps<Station>> = {}) {
    const toRow = vi.fn((s: Station): DataTableRow => ({ id: s.uid, cells: [{ value: s.name }, { value: s.seats }], actions: [action('edit', 'Bearbeiten')] }));
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    render(
      <DataTable
        label="Wachen"
        columns={stationColumns}
        rows={stations}
        toRow={toRow}
        rowId={(s) => s.uid}
        rowShape={() => ({ actions: 1, band: false })}
        searchText={(s) => s.name}
        labels={labels}
        {...props}
      />,
    );
    return toRow;
  }

  it('should make rows only for the records on screen, and report every record', () => {
    const toRow = renderStations();
    expect(screen.getByRole('table', { name: 'Wachen' })).toHaveAttribute('aria-rowcount', '10001');
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(toRow.mock.calls.length).toBeLessThan(100);
    expect(screen.getAllByRole('button', { name: 'Bearbeiten' }).length).toBe(bodyRows().length);
  });

  it('given one shape for every row, should number the rows and size the action strip from it', async () => {
    const rowShape = { actions: 3, band: false };
    renderStations({ rowShape });
    expect(screen.getByRole('table', { name: 'Wachen' })).toHaveAttribute('aria-rowcount', '10001');
    // Two pairs of actions: 60 px (SPEC §9).
    expect(screen.getByTestId('action-strip')).toHaveStyle({ width: '60px' });
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'wache 1234');
    expect(screen.getByRole('table', { name: 'Wachen' })).toHaveAttribute('aria-rowcount', '2');
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('should make each row once, however often the user types', async () => {
    const toRow = renderStations();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'wache 1234');
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('Wache 1234');
    const made = toRow.mock.calls.map(([station]) => station);
    expect(new Set(made).size).toBe(made.length);
  });

  it('should search the searchText of the records, not their cells', async () => {
    renderStations({ searchText: (s) => (s.uid === 's42' ? `${s.name} Gerätehaus Nordkreis` : s.name) });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'geraetehaus');
    expect(names()).toEqual(['Wache 42']);
    expect(screen.getByText('1 von 10000 Einträgen')).toBeInTheDocument();
  });

  it('should sort the records by the column sortValue, numbers as numbers', async () => {
    renderStations({ rows: stations.slice(0, 5) });
    await userEvent.click(screen.getByRole('button', { name: 'Sitzplätze' }));
    // seats: 0, 7, 1, 8, 2 → ascending 0, 1, 2, 7, 8
    expect(names()).toEqual(['Wache 0', 'Wache 2', 'Wache 4', 'Wache 1', 'Wache 3']);
  });
});

describe('visibleItems (the rows of the CSV export)', () => {
  const items = [
    { name: 'Wache 10', seats: 3 },
    { name: 'Übungsplatz', seats: null },
    { name: 'Wache 9', seats: 1 },
  ];
  const rules = { searchText: (item: (typeof items)[number]) => item.name };

  it('should search case- and umlaut-tolerantly, like the table', () => {
    expect(visibleItems(items, { ...rules, sortValue: null }, 'UEBUNG').map((item) => item.name)).toEqual(['Übungsplatz']);
  });

  it('should sort the German way, numbers in names naturally, empty values last in both directions', () => {
    expect(visibleItems(items, { ...rules, sortValue: (item) => item.name }, '').map((item) => item.name)).toEqual(['Übungsplatz', 'Wache 9', 'Wache 10']);
    expect(visibleItems(items, { ...rules, sortValue: (item) => item.seats, direction: 'desc' }, '').map((item) => item.name)).toEqual(['Wache 10', 'Wache 9', 'Übungsplatz']);
    expect(visibleItems(items, { ...rules, sortValue: (item) => item.seats, direction: 'asc' }, '').map((item) => item.name)).toEqual(['Wache 9', 'Wache 10', 'Übungsplatz']);
  });

  it('given neither a search nor a sort, should give the items themselves, in their order, without a copy', () => {
    expect(visibleItems(items, { ...rules, sortValue: null }, '  ')).toBe(items);
    expect(visibleItems(items, { ...rules, sortValue: null }, 'wache').map((item) => item.name)).toEqual(['Wache 10', 'Wache 9']);
  });
});

describe('DataTable accessibility', () => {
  const full = [
    { ...rows[0], actions: [action('edit', 'Bearbeiten'), action('delete', 'Löschen')], onClick: () => undefined },
    { ...rows[1], bottomActions: [{ id: 'sync', label: 'Synchronisieren', icon: RefreshCw, onClick: () => undefined }] },
    { ...rows[2], actions: [{ id: 'del', label: 'Löschen', icon: Trash2, onClick: () => undefined, variant: 'danger' as const }] },
  ];

  it('should have no axe violations on desktop', async () => {
    const { container } = renderTable({ rows: full });
    await expectNoAxeViolations(container);
  });

  it('should have no axe violations on mobile', async () => {
    setViewportWidth(375);
    const { container } = renderTable({ rows: full });
    await expectNoAxeViolations(container);
  });

  it('should have no axe violations while loading and when empty', async () => {
    const { container, rerender } = renderTable({ loading: true });
    await expectNoAxeViolations(container);
    rerender(<DataTable label="Wachen" columns={columns} rows={[]} labels={labels} emptyState="Noch keine Wachen angelegt." />);
    await expectNoAxeViolations(container);
  });
});
