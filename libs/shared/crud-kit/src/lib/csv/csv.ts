import { formatDateTime } from '@rescue-admin/i18n';

/** What a CSV cell can hold. Dates become German date-times, numbers use a decimal comma. */
export type CsvValue = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** German Excel reads a ';'-separated file as columns; ',' is its decimal separator. */
export const CSV_SEPARATOR = ';';
/** The byte-order mark makes Excel read the file as UTF-8, so umlauts survive. */
export const UTF8_BOM = '\uFEFF';

const numberFormat = new Intl.NumberFormat('de-DE', { useGrouping: false, maximumFractionDigits: 20 });

export interface CsvTexts {
  /** How true/false are written, e.g. "Ja"/"Nein". */
  yes: string;
  no: string;
}

function cellText(value: CsvValue, texts: CsvTexts): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'number') return Number.isFinite(value) ? numberFormat.format(value) : '';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  // A text starting with =, +, - or @ would run as a formula in Excel (CSV injection); the
  // apostrophe makes Excel show it as text.
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text (without BOM): a header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], texts: CsvTexts): string {
  const lines = [columns.map((column) => quote(column.header)).join(CSV_SEPARATOR)];
  for (const row of rows) lines.push(columns.map((column) => quote(cellText(column.value(row), texts))).join(CSV_SEPARATOR));
  return lines.join('\r\n') + '\r\n';
}

/** Builds the CSV file (UTF-8 with BOM) as a Blob. */
export function csvBlob<T>(columns: readonly CsvColumn<T>[], rows: readonly T[], texts: CsvTexts): Blob {
  return new Blob([UTF8_BOM + toCsv(columns, rows, texts)], { type: 'text/csv;charset=utf-8' });
}

/**
 * Lets the browser save the rows as `<filename>.csv`. Pass the visible rows (after search and
 * sort), so the file shows what the table shows.
 */
export function downloadCsv<T>(filename: string, columns: readonly CsvColumn<T>[], rows: readonly T[], texts: CsvTexts = { yes: 'Ja', no: 'Nein' }): void {
  const url = URL.createObjectURL(csvBlob(columns, rows, texts));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
