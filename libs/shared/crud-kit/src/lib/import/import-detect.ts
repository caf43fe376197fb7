/**
 * What the import engine makes out of a file before it checks rows: its encoding and separator,
 * numbers with a decimal comma, whether the first row names the columns, and which column each
 * field is suggested (by its headers or, without them, by its values). Pure functions.
 */
import { normalizeForSearch } from '@rescue-admin/util';
import { SEPARATORS, type Encoding, type ImportConfig, type ImportField, type Separator, type ValueLabels } from './import-config';

/** A header or value as a comparison key: no case, umlauts folded, no spaces or punctuation ("DN 150" → "dn150"). */
export function foldKey(text: string): string {
  return normalizeForSearch(text).replace(/[^a-z0-9]/g, '');
}

export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** A NUL byte or many control characters in the first 64 kB: not a text file (an image, a spreadsheet). */
export function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 65536);
  let control = 0;
  for (const byte of sample) {
    if (byte === 0) return true;
    if (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13 && byte !== 12) control++;
  }
  return control > sample.length / 100;
}

/** UTF-8 when the bytes are valid UTF-8 (or start with its BOM), otherwise Windows-1252 (Excel's "CSV" on German Windows). */
export function detectEncoding(bytes: Uint8Array): Encoding {
  if (hasUtf8Bom(bytes)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The separator that splits the header line into the most cells (outside quotes); `;` on a tie. */
export function detectSeparator(text: string): Separator {
  const counts = new Map<Separator, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') break;
    else if (!quoted && counts.has(char as Separator)) counts.set(char as Separator, (counts.get(char as Separator) ?? 0) + 1);
  }
  let best: Separator = ';';
  for (const separator of SEPARATORS) if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/** "51,1234", "51.1234", "-7,5" → a number; anything else NaN. */
export function parseDecimal(text: string): number {
  const compact = text.replace(/\s/g, '');
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact) ? Number(compact.replace(',', '.')) : Number.NaN;
}

const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A cell's date: „12.03.2024“ / „12.3.2024“ (German) or „2024-03-12“ as that day's noon in local
 * time (a day, which no time zone moves to another), an ISO date-time with its zone as it is.
 * Null for anything else, including days the calendar does not have („31.02.2024“).
 */
export function parseImportDate(text: string): Date | null {
  const cell = text.trim();
  if (ISO_DATE_TIME.test(cell)) {
    const date = new Date(cell);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const german = GERMAN_DAY.exec(cell);
  const iso = german ? null : ISO_DAY.exec(cell);
  const [year, month, day] = german ? [german[3], german[2], german[1]].map(Number) : iso ? [iso[1], iso[2], iso[3]].map(Number) : [];
  if (year === undefined) return null;
  const date = new Date(year, month - 1, day, 12);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export function isBlankRow(row: string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/**
 * Whether a file's first row names its columns: yes when one of its cells is a header a field
 * knows („Name“, „Breite“); no when one of its cells is a number (a coordinate, a diameter: a
 * register exported without its header row); otherwise yes. The page lets the user say otherwise.
 */
export function looksLikeHeaderRow(cells: readonly string[], fields: readonly ImportField[]): boolean {
  const known = new Set(fields.flatMap((field) => [field.key, ...field.headers].map(foldKey)));
  if (cells.some((cell) => known.has(foldKey(cell)))) return true;
  return !cells.some((cell) => !Number.isNaN(parseDecimal(cell.trim())));
}

/** The column each field's headers suggest; the first of duplicated headers wins. */
export function suggestMapping(fields: readonly ImportField[], headers: string[]): Record<string, number | null> {
  const keys = headers.map(foldKey);
  const mapping: Record<string, number | null> = {};
  const taken = new Set<number>();
  for (const field of fields) {
    const wanted = [field.key, ...field.headers].map(foldKey);
    const column = wanted.map((key) => keys.findIndex((header, index) => header === key && !taken.has(index))).find((index) => index >= 0);
    mapping[field.key] = column ?? null;
    if (column !== undefined) taken.add(column);
  }
  return mapping;
}

/** How many data rows a column without a name is judged by. */
const SAMPLE_ROWS = 100;
/** The share of a column's filled cells that must fit a field for the column to be suggested for it. */
const FITTING_SHARE = 0.8;

/** Whether the contract's schema accepts `value` for `key` (other fields' complaints aside). */
function fieldAccepts(schema: ImportConfig['schema'], key: string, value: unknown): boolean {
  const result = schema.safeParse({ [key]: value });
  return result.success || !result.error.issues.some((issue) => issue.path[0] === key);
}

/**
 * For a file without a header row: the column each field's values suggest, each column for one
 * field at most. An enum field gets the first column whose filled cells are (nearly) all its words
 * (codes, aliases, German labels; any case); then a number field the first column of decimal numbers its
 * schema accepts (whole numbers only — a running number — are left alone); then a text field the
 * first column of text that is neither a number nor an enum's words. Judged by the first rows; the
 * user sees the suggestion and can change it.
 */
export function suggestByValues(config: ImportConfig, rows: readonly { cells: string[] }[], words: Map<string, Map<string, string>>): Record<string, number | null> {
  const sample = rows.slice(0, SAMPLE_ROWS);
  const width = Math.max(0, ...sample.map((row) => row.cells.length));
  const taken = new Set<number>();
  const filledCells = (column: number) => sample.map((row) => (row.cells[column] ?? '').trim()).filter((cell) => cell !== '');
  const fits = (cells: string[], test: (cell: string) => boolean) => cells.length > 0 && cells.filter(test).length >= cells.length * FITTING_SHARE;
  const isWord = (cell: string) => [...words.values()].some((fieldWords) => fieldWords.has(foldKey(cell)));
  const suggested: Record<string, number | null> = Object.fromEntries(config.fields.map((field) => [field.key, null]));
  const free = () => Array.from({ length: width }, (_, column) => column).filter((column) => !taken.has(column));
  const take = (field: ImportField, column: number | undefined) => {
    if (column === undefined) return;
    suggested[field.key] = column;
    taken.add(column);
  };
  const ofKind = (kind: ImportField['kind']) => config.fields.filter((field) => field.kind === kind);

  for (const field of ofKind('enum')) {
    const fieldWords = words.get(field.key);
    if (fieldWords) take(field, free().find((column) => fits(filledCells(column), (cell) => fieldWords.has(foldKey(cell)))));
  }
  for (const field of ofKind('number')) {
    take(
      field,
      free().find((column) => {
        const cells = filledCells(column);
        const numbers = cells.map(parseDecimal);
        return !numbers.every((number) => Number.isInteger(number)) && fits(cells, (cell) => fieldAccepts(config.schema, field.key, parseDecimal(cell)));
      }),
    );
  }
  for (const field of ofKind('text')) {
    take(field, free().find((column) => fits(filledCells(column), (cell) => Number.isNaN(parseDecimal(cell)) && !isWord(cell))));
  }
  return suggested;
}

export function duplicatesOf(headers: string[]): { header: string; columns: number[] }[] {
  const byKey = new Map<string, number[]>();
  headers.forEach((header, index) => {
    const key = foldKey(header);
    if (key !== '') byKey.set(key, [...(byKey.get(key) ?? []), index]);
  });
  return [...byKey.values()].filter((columns) => columns.length > 1).map((columns) => ({ header: headers[columns[0]], columns }));
}

/** The value of each enum field by the folded words that name it (its code, its German labels, its aliases). */
export function valueIndex(fields: readonly ImportField[], labels: ValueLabels): Map<string, Map<string, string>> {
  const index = new Map<string, Map<string, string>>();
  for (const field of fields) {
    if (field.kind !== 'enum') continue;
    const words = new Map<string, string>();
    for (const value of field.values ?? []) {
      for (const word of [value, ...(labels[field.key]?.[value] ?? []), ...(field.aliases?.[value] ?? [])]) {
        const key = foldKey(word);
        if (key !== '' && !words.has(key)) words.set(key, value);
      }
    }
    index.set(field.key, words);
  }
  return index;
}
