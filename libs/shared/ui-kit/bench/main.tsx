/*
 * Benchmark page: a DataTable with 10,000 rows, measured with performance marks in a production
 * build. run-bench.mjs opens it in headless Chromium, types into the search box and reads
 * window.__bench.
 */
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DataTable, type DataTableColumn, type DataTableRow, type DataTableSort } from '../src/index';

const ROWS = 10_000;
const streets = ['Hauptstraße', 'Am Markt', 'Feuerwehrweg', 'Schulstraße', 'Lindenallee', 'Mühlenweg', 'Kirchgasse', 'Bahnhofstraße'];
const cities = ['Musterstadt', 'Beispieldorf', 'Neustadt', 'Köln', 'Düsseldorf', 'München'];
const types = ['Überflurhydrant', 'Unterflurhydrant', 'Keine Angabe'];
const noop = () => undefined;

const columns: DataTableColumn[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'type', header: 'Typ', sortable: true },
  { id: 'street', header: 'Straße', sortable: true },
  { id: 'city', header: 'Ort', sortable: true },
  { id: 'diameter', header: 'Durchmesser', desktopOnly: true },
  { id: 'updated', header: 'Zuletzt geändert', desktopOnly: true },
];

const rows: DataTableRow[] = Array.from({ length: ROWS }, (_, i) => ({
  id: String(i),
  cells: [
    { value: `Hydrant ${i + 1}` },
    { value: types[i % 3] },
    { value: `${streets[i % streets.length]} ${(i % 97) + 1}` },
    { value: cities[i % cities.length] },
    { value: i % 2 ? '150 mm' : '300 mm', desktopOnly: true },
    { value: `vor ${(i % 59) + 1} Minuten`, desktopOnly: true },
  ],
  actions: [
    { id: 'edit', label: 'Bearbeiten', icon: Pencil, onClick: noop },
    { id: 'delete', label: 'Löschen', icon: Trash2, onClick: noop, variant: 'danger' },
  ],
  onClick: noop,
}));

const labels = { search: 'Suchen', actions: 'Aktionen', noResults: 'Keine Treffer.', resultCount: (s: number, t: number) => `${s} von ${t}` };

/** Resolves after the browser has produced the next frame (style, layout and paint included). */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

interface Keystroke {
  key: string;
  /** keydown → the commit that shows the typed character in the search box. */
  commit: number;
  /** Whether the search box showed the typed text at that commit (it must, or `commit` measures nothing). */
  inputUpdated: boolean;
  /** keydown → the next frame after that commit. */
  frame: number;
  /** keydown → the commit that shows the filtered rows (the table's deferred search is done). */
  rows: number;
  /** keydown → the next frame after the filtered rows. */
  rowsFrame: number;
  /** Rows in the DOM once filtered (the virtualised window). */
  shown: number;
}

const bench = { keystrokes: [] as Keystroke[], sort: null as null | { commit: number; frame: number } };
(window as unknown as { __bench: typeof bench }).__bench = bench;

// Marks the start of a user action on keydown / pointerdown (capture phase: before React sees it).
let pending: { kind: 'key' | 'sort'; key: string; start: number } | null = null;
window.addEventListener('keydown', (event) => (pending = { kind: 'key', key: event.key, start: performance.now() }), true);
window.addEventListener('pointerdown', () => (pending = { kind: 'sort', key: '', start: performance.now() }), true);

// The table filters in a deferred render and is aria-busy until it is done. Keystrokes typed
// while it is busy are all answered by the render that finally clears it.
const awaitingRows: Array<{ record: Keystroke; start: number }> = [];
new MutationObserver(() => {
  if (awaitingRows.length === 0 || document.querySelector('[aria-busy="true"]')) return;
  const now = performance.now();
  const shown = document.querySelectorAll('tbody[data-index]').length;
  const done = awaitingRows.splice(0);
  for (const { record, start } of done) {
    record.rows = now - start;
    record.shown = shown;
  }
  void afterNextFrame().then(() => {
    for (const { record, start } of done) record.rowsFrame = performance.now() - start;
  });
}).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });

function App() {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>(null);
  useLayoutEffect(() => {
    // Runs right after React committed the update caused by the keystroke or click.
    const action = pending;
    if (!action) return;
    pending = null;
    const commit = performance.now() - action.start;
    if (action.kind === 'key') {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]');
      const record: Keystroke = { key: action.key, commit, inputUpdated: input?.value === query, frame: NaN, rows: NaN, rowsFrame: NaN, shown: 0 };
      bench.keystrokes.push(record);
      awaitingRows.push({ record, start: action.start });
      void afterNextFrame().then(() => (record.frame = performance.now() - action.start));
    } else {
      void afterNextFrame().then(() => (bench.sort = { commit, frame: performance.now() - action.start }));
    }
  }, [query, sort]);
  return (
    <DataTable
      label="Hydranten"
      columns={columns}
      rows={rows}
      labels={labels}
      searchQuery={query}
      onSearchQueryChange={setQuery}
      sort={sort}
      onSortChange={setSort}
      maxHeight="80vh"
    />
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
performance.mark('first-render-start');
flushSync(() => root.render(<App />));
performance.mark('first-render-commit');
performance.measure('first-render (render + commit)', 'first-render-start', 'first-render-commit');
void afterNextFrame().then(() => {
  performance.mark('first-render-frame');
  performance.measure('first-render (to first frame)', 'first-render-start', 'first-render-frame');
  document.body.dataset.ready = 'true';
});
