/*
 * Benchmark page of live changes (issue 40): a DataTable of 100,000 records fed as crud-kit feeds
 * it (records, toRow, one row shape, a search text and sort values per column). run-live-bench.mjs
 * calls window.__live to change records the way an event changes react-query's cache — a new
 * array in which only the changed records are new objects — and reads how long the main thread
 * worked until the frame that shows the change.
 */
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataTableColumn, type DataTableRow, type DataTableSort } from '../src/index';

const params = new URLSearchParams(location.search);
const RECORDS = Number(params.get('rows') ?? 100_000);
const SORT: DataTableSort | null = params.get('sort') ? { columnId: String(params.get('sort')), direction: 'asc' } : null;
const QUERY = params.get('q') ?? '';

interface Hydrant {
  uid: string;
  name: string;
  street: string;
  type: string;
}
const streets = ['Hauptstraße', 'Am Markt', 'Feuerwehrweg', 'Schulstraße', 'Lindenallee', 'Mühlenweg'];
const types = ['Überflurhydrant', 'Unterflurhydrant', 'Keine Angabe'];
const hydrant = (i: number): Hydrant => ({ uid: `h${i}`, name: `Hydrant ${i + 1}`, street: `${streets[i % 6]} ${(i % 97) + 1}`, type: types[i % 3] });
const noop = () => undefined;

const columns: DataTableColumn<Hydrant>[] = [
  { id: 'name', header: 'Name', sortable: true, sortValue: (h) => h.name },
  { id: 'street', header: 'Straße', sortable: true, sortValue: (h) => h.street },
  { id: 'type', header: 'Typ', sortable: true, sortValue: (h) => h.type },
];
const toRow = (h: Hydrant): DataTableRow => ({
  id: h.uid,
  cells: [{ value: h.name }, { value: h.street }, { value: h.type }],
  actions: [
    { id: 'edit', label: 'Bearbeiten', icon: Pencil, onClick: noop },
    { id: 'delete', label: 'Löschen', icon: Trash2, onClick: noop, variant: 'danger' },
  ],
  onClick: noop,
});
const rowId = (h: Hydrant) => h.uid;
const rowShape = { actions: 2, band: false };
const searchText = (h: Hydrant) => `${h.name} ${h.street} ${h.type}`;
const labels = { search: 'Suchen', actions: 'Aktionen', noResults: 'Keine Treffer.' };

/** Resolves after the browser has produced the next frame (style, layout and paint included). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A main-thread probe: messages posted back to back; every gap > 1 ms between two is work that
 * ran (tasks under 50 ms too, which the `longtask` entries leave out).
 */
function probe() {
  const gaps: number[] = [];
  const channel = new MessageChannel();
  let last = performance.now();
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    if (now - last > 1) gaps.push(now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  return () => {
    running = false;
    return gaps;
  };
}

let apply: (change: (records: Hydrant[]) => Hydrant[], highlighted: string[]) => void = noop;
/** The records as last rendered (to find a record by the name in view). */
let latest: readonly Hydrant[] = [];
let edits = 0;

/** Changes records, and resolves with the time to the frame that shows `shows` in a cell, and the longest gap meanwhile. */
async function measure(change: (records: Hydrant[]) => Hydrant[], highlighted: string[], shows: string) {
  const stop = probe();
  const start = performance.now();
  const shown = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('td')].some((cell) => cell.textContent === shows)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  apply(change, highlighted);
  await shown;
  await afterNextFrame();
  const frame = performance.now() - start;
  const gaps = stop();
  return { frame, longest: Math.max(0, ...gaps), busy: gaps.reduce((sum, gap) => sum + gap, 0) };
}

/** The first records in view (their names, as the cells show them). */
const inView = () => [...document.querySelectorAll('tbody[data-index] td:nth-child(2)')].map((cell) => cell.textContent ?? '');

(window as unknown as { __live: unknown }).__live = {
  /** One record in view renamed (an update event). */
  update: () => {
    const name = inView()[edits % 5];
    const to = `${name} geändert ${++edits}`;
    const uid = latest.find((record) => record.name === name)?.uid ?? '';
    return measure((records) => records.map((record) => (record.uid === uid ? { ...record, name: to } : record)), [uid], to);
  },
  /** `count` records scattered over the list renamed at once, one of them in view (a coalesced burst). */
  updateMany: (count: number) => {
    const name = inView()[0];
    const to = `${name} geändert ${++edits}`;
    const step = Math.floor(RECORDS / count);
    return measure(
      (records) => records.map((record, i) => (record.name === name ? { ...record, name: to } : i % step === 1 ? { ...record, street: `${record.street} (${edits})` } : record)),
      [],
      to,
    );
  },
  /** `count` records added at the end and one in view renamed (a colleague's import). */
  addMany: (count: number) => {
    const name = inView()[1];
    const to = `${name} geändert ${++edits}`;
    return measure(
      (records) => [...records.map((record) => (record.name === name ? { ...record, name: to } : record)), ...Array.from({ length: count }, (_, n) => hydrant(records.length + n))],
      [],
      to,
    );
  },
};

function App() {
  const [records, setRecords] = useState(() => Array.from({ length: RECORDS }, (_, i) => hydrant(i)));
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  useLayoutEffect(() => {
    apply = (change, keys) => {
      setRecords(change);
      setHighlighted(new Set(keys));
    };
    latest = records;
  }, [records]);
  return (
    <DataTable
      label="Hydranten"
      columns={columns}
      rows={records}
      toRow={toRow}
      rowId={rowId}
      rowShape={rowShape}
      searchText={searchText}
      labels={labels}
      defaultSort={SORT}
      defaultSearchQuery={QUERY}
      highlightedKeys={highlighted}
      maxHeight="80vh"
    />
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
const ready = () => (document.querySelectorAll('tbody[data-index]').length > 0 ? (document.body.dataset.ready = 'true') : requestAnimationFrame(ready));
requestAnimationFrame(ready);
