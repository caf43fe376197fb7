// The columnar codec: a slice of like records sent column by column (typed arrays handed over
// without a copy), and rebuilt into the same records on the page.
import type { DateRules } from './date-rules';
import type { JsonWorkerMessage } from './protocol';

/**
 * A slice of records that all have the same keys in the same order, column by column: numbers
 * and dates as typed arrays (handed over without a copy), strings with few different values (the
 * enums) as codes into a short word list, everything else as it is. The page rebuilds the same
 * records from it ({@link appendRows}) faster than it would receive them as objects: a long
 * list's strings and dates do not cross between the threads one by one (docs/performance.md).
 */
export interface ColumnSlice {
  keys: string[];
  length: number;
  columns: Column[];
}

export type Column =
  | { kind: 'number'; values: Float64Array }
  | { kind: 'date'; times: Float64Array }
  | { kind: 'word'; words: string[]; codes: Uint8Array }
  | { kind: 'any'; values: unknown[] };

const MAX_WORDS = 256;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The slice column by column, or null when its rows are not records with the same keys in the
 * same order. Dates are revived on the way by `rules` (as `rules.revive` would): a column of
 * date-time strings becomes times, without a `Date` made here for each; anything handed over as
 * it is has its dates revived.
 */
export function toColumns(rows: readonly unknown[], rules: DateRules): ColumnSlice | null {
  const first = rows[0];
  if (rows.length < 2 || !isPlainRecord(first)) return null;
  const keys = Object.keys(first);
  // A key '__proto__' (JSON.parse makes it an own property) would set the prototype when rebuilt.
  if (keys.includes('__proto__')) return null;
  for (const row of rows) {
    if (!isPlainRecord(row)) return null;
    let count = 0;
    for (const key in row) {
      if (key !== keys[count]) return null;
      count++;
    }
    if (count !== keys.length) return null;
  }
  const records = rows as readonly Record<string, unknown>[];
  return { keys, length: rows.length, columns: keys.map((key) => columnOf(records, key, rules)) };
}

/** The time of a date value: a `Date`'s, or an ISO date-time string's; NaN for anything else. */
function timeOf(value: unknown, rules: DateRules): number {
  if (value instanceof Date) return value.getTime();
  return typeof value === 'string' ? rules.timeOf(value) : Number.NaN;
}

function columnOf(rows: readonly Record<string, unknown>[], key: string, rules: DateRules): Column {
  const length = rows.length;
  const first = rows[0][key];
  const asIs = (): Column => ({ kind: 'any', values: rows.map((row) => rules.revive(row[key])) });
  if (typeof first === 'number') {
    const values = new Float64Array(length);
    for (let n = 0; n < length; n++) {
      const value = rows[n][key];
      if (typeof value !== 'number') return asIs();
      values[n] = value;
    }
    return { kind: 'number', values };
  }
  if (!Number.isNaN(timeOf(first, rules))) {
    const times = new Float64Array(length);
    for (let n = 0; n < length; n++) {
      const time = timeOf(rows[n][key], rules);
      // NaN is no instant any date holds: a value that is not a date-time.
      if (Number.isNaN(time)) return asIs();
      times[n] = time;
    }
    return { kind: 'date', times };
  }
  if (typeof first === 'string') {
    const codes = new Uint8Array(length);
    const words: string[] = [];
    const codeOf = new Map<string, number>();
    for (let n = 0; n < length; n++) {
      const value = rows[n][key];
      if (typeof value !== 'string') return asIs();
      let code = codeOf.get(value);
      if (code === undefined) {
        // A word that is a date-time is revived, and no longer a word.
        if (words.length === MAX_WORDS || !Number.isNaN(rules.timeOf(value))) return asIs();
        code = words.length;
        words.push(value);
        codeOf.set(value, code);
      }
      codes[n] = code;
    }
    return { kind: 'word', words, codes };
  }
  return asIs();
}

/** Rebuilds the records of a {@link ColumnSlice} onto `target`: the same keys, order and values. */
export function appendRows({ keys, length, columns }: ColumnSlice, target: unknown[]): void {
  const width = keys.length;
  for (let n = 0; n < length; n++) {
    const row: Record<string, unknown> = {};
    for (let k = 0; k < width; k++) {
      const column = columns[k];
      switch (column.kind) {
        case 'number':
          row[keys[k]] = column.values[n];
          break;
        case 'date':
          row[keys[k]] = new Date(column.times[n]);
          break;
        case 'word':
          row[keys[k]] = column.words[column.codes[n]];
          break;
        default:
          row[keys[k]] = column.values[n];
      }
    }
    target.push(row);
  }
}

/** What a message hands over without a copy: the typed arrays of a column slice. */
export function transferablesOf(message: JsonWorkerMessage): ArrayBuffer[] {
  if (!('columns' in message)) return [];
  const buffers: ArrayBuffer[] = [];
  for (const column of message.columns.columns) {
    if (column.kind === 'number') buffers.push(column.values.buffer as ArrayBuffer);
    else if (column.kind === 'date') buffers.push(column.times.buffer as ArrayBuffer);
    else if (column.kind === 'word') buffers.push(column.codes.buffer as ArrayBuffer);
  }
  return buffers;
}
