import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useCallback } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';
import { useListUrlFilters } from '../url-state/use-list-url-filters';
import type { CrudColumn } from './crud-columns';
import { CrudListView } from './crud-list-view';
import { FilterChips } from './filter-chips';

interface Station {
  uid: string;
  name: string;
  open: boolean;
  since: Date;
}

const stations: Station[] = [
  { uid: 'a', name: 'Wache Nord', open: true, since: new Date(2020, 0, 2, 15, 30) },
  { uid: 'b', name: 'Wache Süd', open: false, since: new Date(2021, 5, 3, 8, 0) },
  { uid: 'c', name: 'Wache Ost', open: true, since: new Date(2022, 8, 4, 9, 0) },
];
const columns: CrudColumn<Station>[] = [
  { id: 'name', header: 'Name', value: (station) => station.name },
  // The table shows a relative time; the CSV the day only.
  { id: 'since', header: 'Seit', value: (station) => station.since, type: 'date', csvValue: (station) => station.since.toLocaleDateString('de-DE') },
];
const FILTERS = ['open', 'closed'] as const;

/** A screen with two chips kept in the URL, narrowing the list as a feature does. */
function Screen({ data }: { data: Station[] }) {
  const { active, toggle } = useListUrlFilters(FILTERS);
  const filterRecords = useCallback((records: readonly Station[]) => records.filter((station) => active.includes(station.open ? 'open' : 'closed')), [active]);
  return (
    <CrudListView
      namespace={TEST_AREA}
      query={{ data, isPending: false, isError: false, refetch: () => undefined }}
      columns={columns}
      getId={(station) => station.uid}
      getName={(station) => station.name}
      onCreate={() => undefined}
      filterRecords={active.length > 0 ? filterRecords : undefined}
    >
      <FilterChips
        label="Filter"
        chips={FILTERS.map((id) => ({ id, label: id === 'open' ? 'Besetzt (2)' : 'Unbesetzt (1)', pressed: active.includes(id) }))}
        onToggle={(id) => toggle(id as (typeof FILTERS)[number])}
      />
    </CrudListView>
  );
}

function setup(url: string, data = stations) {
  const history = createTestHistory(url);
  render(
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/customer" element={<Screen data={data} />} />
        </Routes>
      </HistoryRouter>
    </I18nTestProvider>,
  );
  return { user: userEvent.setup({ delay: 0 }), currentUrl: () => `${history.location.pathname}${history.location.search}` };
}

const names = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('CrudListView narrowed by filter chips', () => {
  afterEach(() => vi.restoreAllMocks());

  it('given a chip pressed, should show only its rows, keep it in the URL and export only them (with the CSV values)', async () => {
    let file: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      file = blob;
      return 'blob:stations';
    });
    URL.revokeObjectURL = vi.fn();
    const { user, currentUrl } = setup('/customer');
    await screen.findByRole('cell', { name: 'Wache Süd' });
    const chip = screen.getByRole('button', { name: 'Besetzt (2)' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip);

    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(currentUrl()).toBe('/customer?filter=open');
    expect(names()).toEqual(['Wache Nord', 'Wache Ost']);
    await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
    const text = new TextDecoder().decode(new Uint8Array(await (file as Blob).arrayBuffer()).slice(3));
    expect(text).toBe('Name;Seit\r\nWache Nord;2.1.2020\r\nWache Ost;4.9.2022\r\n');
    expect((await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations).toEqual([]);
  });

  it('given a link with a chip that matches nothing, should say the filter matches nothing — not that the list is empty', async () => {
    setup('/customer?filter=closed', [stations[0]]);

    expect(await screen.findByText('Keine Einträge passen zu Ihrem Filter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unbesetzt (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: 'Neu anlegen' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeDisabled();
  });
});
