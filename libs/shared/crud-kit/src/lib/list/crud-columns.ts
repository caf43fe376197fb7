import { visibleItems } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import type { ReactNode } from 'react';
import type { CsvValue } from '../csv/csv';
import type { ListSort } from '../url-state/use-list-url-state';

/** One column of an admin list: a raw value used for sorting, search and CSV, and how it is shown. */
export interface CrudColumn<T> {
  /** Stable id; also the `?sort=` value. */
  id: string;
  /** Header text (German). */
  header: string;
  /**
   * The column's value: sorted by, searched in, exported to CSV, and shown when there is no
   * `render`. Return German labels for enums (useEnumLabel) and resolved names for references
   * (the referenced record's name, not its uid). Dates are shown as relative time, numbers German.
   */
  value: (row: T) => CsvValue;
  /** What the CSV export writes, where it differs from `value` (e.g. a date without its time). @default value */
  csvValue?: (row: T) => CsvValue;
  /** Custom cell content; `value` is still used for sort, search and CSV. */
  render?: (row: T) => ReactNode;
  /**
   * 'date' for a date field (createDate, lastUpdate, lastSynced …): shown as relative time, sorted
   * by time, exported as a German date-time, not searched. Every other column is text: a `Date`
   * its value returns is text that merely looked like a date to the HTTP layer (SPEC §3 revives
   * every ISO date-time, so an old record named „2026-01-01T00:00Z“ arrives as a `Date`) and is
   * shown, searched, sorted and exported as its ISO text.
   * @default 'text'
   */
  type?: 'text' | 'date';
  /** @default true */
  sortable?: boolean;
  /** Whether the search box looks into this column. @default true (date columns are never searched) */
  searchable?: boolean;
  /** Whether the CSV export includes this column. @default true */
  exported?: boolean;
  /** false: only in the CSV export, not in the table (e.g. lat and lon beside a combined column). @default true */
  shown?: boolean;
  /** @default false */
  mobileOnly?: boolean;
  /** @default false */
  desktopOnly?: boolean;
  width?: number | string;
  /** @default 'end' for numbers, else 'start' */
  align?: 'start' | 'end';
}

let numberFormat: Intl.NumberFormat | undefined;
/** German number format, made on first use (an Intl formatter is costly to create at start). */
const germanNumbers = () => (numberFormat ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 }));

/**
 * The column's value for a row as the list uses it: a date column keeps its `Date`; in a text
 * column a `Date` (a revived ISO-looking text) becomes its ISO text again, so nothing renders,
 * searches or sorts a `Date` where text belongs.
 */
export function columnValue<T>(column: Pick<CrudColumn<T>, 'value' | 'type'>, row: T): CsvValue {
  const value = column.value(row);
  return value instanceof Date && column.type !== 'date' ? asText(value) : value;
}

/** The text a value contributes to a row's search index. */
export function searchTextOf(value: CsvValue): string {
  if (value === null || value === undefined || value instanceof Date || typeof value === 'boolean') return '';
  if (typeof value === 'number') return `${value} ${formatNumber(value)}`;
  return value;
}

/** A number JavaScript writes as German writes it, but with a point: up to 999, up to six decimals. */
const PLAIN_NUMBER = /^-?\d{1,3}(\.\d{1,6})?$/;

/**
 * The German way of writing `value` („51,0234“, „1.234,5“), as `Intl.NumberFormat('de-DE')` with
 * up to six decimals writes it. A number without thousands or rounding is written directly (its
 * point made a comma): 100,000 records with two coordinates each put 200,000 numbers into their
 * search texts, and `Intl.NumberFormat` takes about three times as long for them.
 */
export function formatNumber(value: number): string {
  const text = String(value);
  return PLAIN_NUMBER.test(text) && !Object.is(value, -0) ? text.replace('.', ',') : germanNumbers().format(value);
}

/**
 * What the search box looks into for a row: the texts of its searchable columns (not dates), one
 * space between them. The columns are chosen once, and each row's text is written in one go: a
 * list of 100,000 rows asks for 100,000 of them.
 */
export function rowSearchText<T>(columns: readonly CrudColumn<T>[]): (row: T) => string {
  const searched = columns.filter((column) => column.type !== 'date' && (column.searchable ?? true));
  return (row) => {
    let text = '';
    for (let n = 0; n < searched.length; n++) text += (n === 0 ? '' : ' ') + searchTextOf(columnValue(searched[n], row));
    return text;
  };
}

/**
 * The rows as the table shows them: filtered by the search text and sorted by a shown column —
 * with the table's own rules (ui-kit's `visibleItems`: case- and umlaut-tolerant search, German
 * collation, empty values last, stable order), so the CSV export holds exactly the visible rows.
 */
export function visibleRows<T>(rows: readonly T[], columns: readonly CrudColumn<T>[], query: string, sort: ListSort | null): readonly T[] {
  const column = sort ? columns.find((c) => c.id === sort.columnId && (c.shown ?? true)) : undefined;
  return visibleItems(rows, { searchText: rowSearchText(columns), sortValue: column ? (row) => columnValue(column, row) : null, direction: sort?.direction }, query);
}
