import { lazyModule } from '@rescue-admin/util';
import type { CsvTexts } from '../csv/csv';
import type { ListSort } from '../url-state/use-list-url-state';
import { columnValue, visibleRows, type CrudColumn } from './crud-columns';

/** The CSV writer: loaded when a list shows its rows (no list start waits for it). */
const csvWriter = lazyModule(() => import('../csv/csv'));

/** Fetches the CSV writer; `CrudListView` calls it once its rows show. */
export const preloadCsvWriter = () => csvWriter.load();

/**
 * „CSV exportieren“: downloads the rows as the list shows them (its search and sort applied), one
 * column per exported column with its CSV value. `onUnavailable` runs when the writer cannot be
 * loaded (offline and not yet cached).
 */
export function exportListCsv<T>(
  filename: string,
  records: readonly T[],
  list: { columns: readonly CrudColumn<T>[]; search: string; sort: ListSort | null },
  texts: CsvTexts,
  onUnavailable: () => void,
): void {
  const { columns, search, sort } = list;
  const rows = visibleRows(records, columns, search, sort);
  const exported = columns
    .filter((column) => column.exported ?? true)
    .map((column) => ({ header: column.header, value: (row: T) => (column.csvValue ? column.csvValue(row) : columnValue(column, row)) }));
  csvWriter.load().then(({ downloadCsv }) => downloadCsv(filename, exported, rows, texts), onUnavailable);
}
