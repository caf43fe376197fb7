import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../../test-utils';
import { DataTable, type DataTableProps } from './data-table';
import styles from './data-table.module.css';
import type { DataTableColumn, DataTableRow } from './data-table-types';
import { HIGHLIGHT_MS } from './use-highlight';

const labels: DataTableProps['labels'] = { search: 'Suchen', actions: 'Aktionen', noResults: 'Keine Einträge passen zu Ihrer Suche.' };
const columns: DataTableColumn[] = [
  { id: 'name', header: 'Name' },
  { id: 'street', header: 'Straße' },
];

/** Each row counts how often the table reads its cells — once per render of the row. */
function countingRows(count: number, renders: Map<string, number>): DataTableRow[] {
  return Array.from({ length: count }, (_, i) => countingRow(String(i), `Hydrant ${i}`, renders));
}

function countingRow(id: string, name: string, renders: Map<string, number>): DataTableRow {
  const cells = [{ value: name }, { value: `Straße ${id}` }];
  return {
    id,
    searchText: name,
    get cells() {
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return cells;
    },
  };
}

function table(rows: readonly DataTableRow[], props: Partial<DataTableProps> = {}) {
  return <DataTable label="Hydranten" columns={columns} rows={rows} labels={labels} {...props} />;
}

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Hydranten' })).getAllByRole('row').slice(1);
}

function rowNamed(name: string) {
  return screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DataTable when one row of a long list changes', () => {
  it('should render that row again and no other', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const renders = new Map<string, number>();
    const rows = countingRows(1000, renders);
    const { rerender } = render(table(rows));
    expect(bodyRows().length).toBeGreaterThan(5);
    renders.clear();

    const changed = rows.map((row) => (row.id === '3' ? countingRow('3', 'Hydrant 3 Am Markt', renders) : row));
    rerender(table(changed));

    expect(rowNamed('Hydrant 3 Am Markt')).toBeInTheDocument();
    expect(Object.fromEntries(renders)).toEqual({ '3': 1 });
  });
});

describe('DataTable highlightedKeys', () => {
  const rows = [countingRow('1', 'Hydrant Nord', new Map()), countingRow('2', 'Hydrant Süd', new Map())];

  it('should highlight a row whose key joins the set for two seconds, and again when it changes while in the set', () => {
    vi.useFakeTimers();
    const { rerender } = render(table(rows));
    expect(rowNamed('Hydrant Süd')).not.toHaveClass(styles.highlighted);

    rerender(table(rows, { highlightedKeys: new Set(['2']) }));
    expect(rowNamed('Hydrant Süd')).toHaveClass(styles.highlighted);
    expect(rowNamed('Hydrant Nord')).not.toHaveClass(styles.highlighted);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS - 1));
    expect(rowNamed('Hydrant Süd')).toHaveClass(styles.highlighted);
    act(() => vi.advanceTimersByTime(1));
    expect(rowNamed('Hydrant Süd')).not.toHaveClass(styles.highlighted);

    // Changed again while its key is still in the set: highlighted anew.
    rerender(table([rows[0], countingRow('2', 'Hydrant Süd-Ost', new Map())], { highlightedKeys: new Set(['2']) }));
    expect(rowNamed('Hydrant Süd-Ost')).toHaveClass(styles.highlighted);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(rowNamed('Hydrant Süd-Ost')).not.toHaveClass(styles.highlighted);
  });

  it('should stop the highlight when the key leaves the set, and show it again when the key comes back', () => {
    vi.useFakeTimers();
    const { rerender } = render(table(rows, { highlightedKeys: new Set(['1']) }));
    expect(rowNamed('Hydrant Nord')).toHaveClass(styles.highlighted);
    rerender(table(rows, { highlightedKeys: new Set() }));
    expect(rowNamed('Hydrant Nord')).not.toHaveClass(styles.highlighted);
    rerender(table(rows, { highlightedKeys: new Set(['1']) }));
    expect(rowNamed('Hydrant Nord')).toHaveClass(styles.highlighted);
  });

  it('on a phone, should highlight the card', () => {
    vi.useFakeTimers();
    setViewportWidth(768);
    render(table(rows, { highlightedKeys: new Set(['1']) }));
    const card = screen.getByText('Hydrant Nord').closest(`.${styles.card}`);
    expect(card).toHaveClass(styles.highlighted);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS));
    expect(card).not.toHaveClass(styles.highlighted);
    setViewportWidth(1024);
  });
});

describe('DataTable scroll position when rows above the view come or go', () => {
  // jsdom lays nothing out: every row has the estimated height of a one-line row without actions.
  const ROW = 41;

  function scrolledTable() {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const renders = new Map<string, number>();
    const rows = countingRows(1000, renders);
    const view = render(table(rows));
    const region = screen.getByRole('region', { name: 'Hydranten' });
    region.scrollTop = 200 * ROW;
    fireEvent.scroll(region);
    expect(rowNamed('Hydrant 200')).toBeInTheDocument();
    return { ...view, rows, region, renders };
  }

  it('when a row is inserted above, should scroll by its height so the first visible row stays in place', () => {
    const { rows, region, rerender, renders } = scrolledTable();
    rerender(table([...rows.slice(0, 10), countingRow('new', 'Hydrant neu', renders), ...rows.slice(10)]));
    expect(region.scrollTop).toBe(201 * ROW);
  });

  it('when a row above is deleted, should scroll back by its height', () => {
    const { rows, region, rerender } = scrolledTable();
    rerender(table(rows.filter((row) => row.id !== '5' && row.id !== '6')));
    expect(region.scrollTop).toBe(198 * ROW);
  });

  it('when a row below the view changes or is added, should not scroll', () => {
    const { rows, region, rerender, renders } = scrolledTable();
    rerender(table([...rows.map((row) => (row.id === '700' ? countingRow('700', 'Hydrant 700b', renders) : row)), countingRow('new', 'Hydrant neu', renders)]));
    expect(region.scrollTop).toBe(200 * ROW);
  });

  it('at the top of the list, should show a row inserted first', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const renders = new Map<string, number>();
    const rows = countingRows(1000, renders);
    const { rerender } = render(table(rows));
    rerender(table([countingRow('new', 'Hydrant neu', renders), ...rows]));
    expect(screen.getByRole('region', { name: 'Hydranten' }).scrollTop).toBe(0);
    expect(bodyRows()[0]).toHaveTextContent('Hydrant neu');
  });
});
