import type { Meta, StoryObj } from '@storybook/react-vite';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { DataTable } from './data-table';
import type { DataTableColumn, DataTableLabels, DataTableRow } from './data-table-types';

const labels: DataTableLabels = {
  search: 'Suchen',
  actions: 'Aktionen',
  noResults: 'Keine Einträge passen zu Ihrer Suche.',
  resultCount: (shown, total) => `${shown} von ${total} Einträgen`,
  sortedBy: (header, direction) => `Sortiert nach ${header}, ${direction === 'asc' ? 'aufsteigend' : 'absteigend'}`,
  sortControl: {
    label: 'Sortieren nach',
    unsorted: 'Standardreihenfolge',
    option: (header, direction) => `${header}, ${direction === 'asc' ? 'aufsteigend' : 'absteigend'}`,
  },
};

const columns: DataTableColumn[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'type', header: 'Typ', sortable: true },
  { id: 'street', header: 'Straße', sortable: true },
  { id: 'diameter', header: 'Durchmesser', align: 'end', desktopOnly: true },
  { id: 'updated', header: 'Zuletzt geändert', desktopOnly: true },
];

const streets = ['Hauptstraße', 'Am Markt', 'Feuerwehrweg', 'Schulstraße', 'Lindenallee', 'Mühlenweg'];
const types = ['Überflurhydrant', 'Unterflurhydrant', 'Keine Angabe'];

function hydrant(i: number): DataTableRow {
  return {
    id: String(i),
    cells: [
      { value: `Hydrant ${i + 1}` },
      { value: types[i % 3] },
      { value: i % 7 === 3 ? null : `${streets[i % streets.length]} ${(i % 40) + 1}` },
      { value: i % 2 ? '150 mm' : '300 mm', desktopOnly: true },
      { value: `vor ${(i % 50) + 1} Minuten`, desktopOnly: true },
    ],
    actions: [
      { id: 'edit', label: 'Bearbeiten', icon: Pencil, onClick: fn() },
      { id: 'delete', label: 'Löschen', icon: Trash2, onClick: fn(), variant: 'danger' },
    ],
    onClick: fn(),
  };
}

const rows = Array.from({ length: 12 }, (_, i) => hydrant(i));

const meta = {
  title: 'Data display/DataTable',
  component: DataTable,
  args: {
    label: 'Hydranten',
    columns,
    rows,
    labels,
    toolbar: (
      <Button variant="primary" icon={Plus}>
        Neu anlegen
      </Button>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<DataTableRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <>
        <p style={{ margin: 0 }}>Noch keine Hydranten angelegt.</p>
        <Button variant="primary" icon={Plus}>
          Neu anlegen
        </Button>
      </>
    ),
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };

/** A search that finds nothing. */
export const NoResults: Story = { args: { defaultSearchQuery: 'xyz' } };

export const Sorted: Story = { args: { defaultSort: { columnId: 'street', direction: 'asc' } } };

/** Rows with a bottom action band, as in the assets screen. */
export const BottomActions: Story = {
  args: {
    columns: [
      { id: 'name', header: 'Name', sortable: true },
      { id: 'synced', header: 'Zuletzt synchronisiert' },
    ],
    rows: [
      {
        id: 'g1',
        cells: [{ value: 'Gateway Wache Nord' }, { value: 'vor 3 Tagen' }],
        bottomActions: [{ id: 'sync', label: 'Synchronisieren', icon: RefreshCw, onClick: () => new Promise((r) => setTimeout(r, 1500)) }],
        bottomActionColor: 'var(--color-warning-subtle)',
      },
      { id: 'g2', cells: [{ value: 'Gateway Wache Süd' }, { value: 'vor 5 Minuten' }] },
    ],
  },
};

/** 10,000 rows: the body is virtualised, search and sort stay instant. */
export const TenThousandRows: Story = {
  args: { rows: Array.from({ length: 10_000 }, (_, i) => hydrant(i)) },
};

/** Rows a colleague just changed (`highlightedKeys`): their background fades over two seconds. */
export const Highlighted: Story = { args: { highlightedKeys: new Set(['1', '4']) } };

/**
 * Live updates in a long list: each click changes one hydrant (a new object, as an event applied
 * to the data library's cache) and adds one above the view; the changed rows are highlighted,
 * only they are drawn again, and the rows on screen stay where they are.
 */
export const LiveUpdates: Story = { render: () => <LiveTable /> };

function LiveTable() {
  const [rows, setRows] = useState(() => Array.from({ length: 2_000 }, (_, i) => hydrant(i)));
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [events, setEvents] = useState(0);
  const applyEvents = () => {
    const changed = rows[(events * 37) % rows.length];
    const updated: DataTableRow = { ...changed, cells: [{ value: `${String(changed.cells[0].value)} (geändert)` }, ...changed.cells.slice(1)] };
    const added = { ...hydrant(rows.length), id: `neu-${events}` };
    setRows([added, ...rows.map((row) => (row === changed ? updated : row))]);
    setHighlighted(new Set([changed.id, added.id]));
    setEvents(events + 1);
  };
  return (
    <DataTable
      label="Hydranten"
      columns={columns}
      labels={labels}
      rows={rows}
      highlightedKeys={highlighted}
      toolbar={
        <Button icon={RefreshCw} onClick={applyEvents}>
          Änderung eines Kollegen
        </Button>
      }
    />
  );
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
