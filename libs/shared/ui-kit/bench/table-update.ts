/*
 * The table model's cost of one event (not part of `npm test`): 100,000 records, one of them
 * replaced by a new object (as react-query's setQueryData does), then what the table derives for
 * its view — the sorted order, the search index and the rows shown — once anew (what the table did
 * for every new `rows`, and still does when many rows changed) and once patched from the previous
 * derivation (ListDeriver). Both run on the same lists, interleaved, 50 times each; prints medians.
 * Usage: npx tsx libs/shared/ui-kit/bench/table-update.ts [--rows=100000 --runs=50]
 */
import { performance } from 'node:perf_hooks';
import { SearchIndex, matchingItems } from '../src/lib/data-table/data-table-model';
import type { SortValue } from '../src/lib/data-table/data-table-types';
import { ListDeriver } from '../src/lib/data-table/list-deriver';
import { sortedOrder } from '../src/lib/data-table/list-order';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ROWS = option('rows', 100_000);
const RUNS = option('runs', 50);

interface Hydrant {
  uid: string;
  name: string;
  street: string;
  version: number;
}
const streets = ['Hauptstraße', 'Am Markt', 'Feuerwehrweg', 'Schulstraße', 'Lindenallee', 'Mühlenweg'];
const textOf = (h: Hydrant) => `${h.name} ${h.street}`;
const byName = (h: Hydrant): SortValue => h.name;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** One scenario: the sort and the search on screen while the events arrive. */
function scenario(label: string, sortValue: ((h: Hydrant) => SortValue) | null, query: string) {
  let items: Hydrant[] = Array.from({ length: ROWS }, (_, i) => ({ uid: `h${i}`, name: `Hydrant ${i + 1}`, street: `${streets[i % 6]} ${(i % 97) + 1}`, version: 1 }));
  const deriver = new ListDeriver<Hydrant>();
  const show = (derived: { order: readonly number[] | null; index: SearchIndex<Hydrant> }) => matchingItems(items, derived.order, derived.index, query);
  const fresh = () => {
    const order = sortValue ? sortedOrder(items, sortValue).order : null;
    const index = new SearchIndex(items, textOf);
    return show({ order, index });
  };
  const patched = () => {
    const derived = deriver.derive(items, textOf, sortValue);
    return show({ order: derived.sorted?.order ?? null, index: derived.index });
  };
  // The table as it is before the first event: derived and searched once.
  patched();
  const times = { fresh: [] as number[], patched: [] as number[] };
  for (let run = 0; run < 2 * RUNS + 4; run++) {
    const position = (run * 7919) % ROWS;
    const record = items[position];
    items = items.map((item) => (item === record ? { ...record, name: `Hydrant ${run}b`, version: record.version + 1 } : item));
    // Alternate which goes first; the first four runs warm up.
    const order: ('fresh' | 'patched')[] = run % 2 ? ['fresh', 'patched'] : ['patched', 'fresh'];
    const shown: number[] = [];
    for (const kind of order) {
      const start = performance.now();
      const rows = kind === 'fresh' ? fresh() : patched();
      const ms = performance.now() - start;
      shown.push(rows.length);
      if (run >= 4) times[kind].push(ms);
    }
    if (shown[0] !== shown[1]) throw new Error(`run ${run}: ${shown[0]} ≠ ${shown[1]} rows shown`);
  }
  console.log(`| ${label} | ${median(times.fresh).toFixed(2)} ms | ${median(times.patched).toFixed(2)} ms | ${Math.max(...times.patched).toFixed(2)} ms |`);
}

console.log(`${ROWS.toLocaleString('en')} records, one replaced per event; medians of ${RUNS}, interleaved (Node ${process.version})`);
console.log('| sort, search on screen | derived anew | patched | patched, worst |');
console.log('|---|---|---|---|');
scenario('no sort, no search', null, '');
scenario('by name, no search', byName, '');
scenario('by name, search „hydrant 1“', byName, 'hydrant 1');
scenario('no sort, search „markt“', null, 'markt');
