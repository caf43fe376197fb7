import type { z } from 'zod';
import type { TextKey } from '../i18n/crud-texts';

/**
 * What a feature tells the CSV import about its records: pure data and the contract's schema, so
 * the same object works in the page and in the feature's Web Worker (see README, *CSV import*).
 */
export interface ImportField {
  /** The record's property, e.g. `durchmesser`. */
  key: string;
  /** i18n key of the field's German name, e.g. `hydrants:fields.durchmesser`. */
  label: TextKey;
  /** `date`: a day as „12.03.2024“ (also „12.3.2024“) or „2024-03-12“, or an ISO date-time; a day becomes that day's noon (local time), so no time zone moves it to another day. */
  kind: 'text' | 'number' | 'enum' | 'date';
  /** Headers that mean this field (German and the contract's name); compared without case, umlauts or punctuation. */
  headers: readonly string[];
  /** An enum's values (the contract's codes). */
  values?: readonly string[];
  /** i18n key prefixes whose `<prefix>.<code>` texts also name a value (`hydrants:enums.type`). */
  valueLabels?: readonly TextKey[];
  /** More words per value, e.g. `{ MM_150: ['150', 'DN 150'] }`. */
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** Used when the cell is empty or the column is not there (the form's default). */
  emptyValue?: string | number;
}

export interface ImportConfig {
  fields: readonly ImportField[];
  /** The contract's create schema: every row is checked by it, as the server will. */
  schema: z.ZodType;
}

export type Encoding = 'utf-8' | 'windows-1252';
export type Separator = ';' | ',' | '\t';
export const ENCODINGS: readonly Encoding[] = ['utf-8', 'windows-1252'];
export const SEPARATORS: readonly Separator[] = [';', ',', '\t'];

/** Files above this size are refused before they are read (documented in the crud-kit README). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;

/** Why a whole file cannot be imported. */
export type FileRefusal =
  | { reason: 'empty' }
  | { reason: 'headerOnly' }
  | { reason: 'binary' }
  | { reason: 'tooLarge'; size: number; limit: number }
  | { reason: 'unclosedQuote'; line: number };

/** One reason a row is not imported. `field` is null for the row as a whole. */
export interface RowIssue {
  line: number;
  field: string | null;
  /** `unknownValue`, `notANumber`, `notADate`, `notSent`, `cancelled` or an API field error code (`required`, `too_big`, …). */
  code: string;
  value?: string;
}

export interface ReadOptions {
  encoding?: Encoding;
  separator?: Separator;
  /** Whether the first row names the columns; detected when left out (see `looksLikeHeaderRow`). */
  headerRow?: boolean;
  /** The German words of the enum values: a file without a header row has its columns suggested by their values. */
  valueLabels?: ValueLabels;
}

export type ReadResult =
  | { ok: false; refusal: FileRefusal }
  | {
      ok: true;
      encoding: Encoding;
      /** The file began with a UTF-8 byte-order mark. */
      bom: boolean;
      separator: Separator;
      /** The first row names the columns (else it is the first data row and the columns have no names). */
      headerRow: boolean;
      /** The column names ('' for each column of a file without a header row). */
      headers: string[];
      /** The cells of the first data row, to tell columns apart that have no name. */
      examples: string[];
      rowCount: number;
      /** Column indexes per header text that occurs more than once. */
      duplicateHeaders: { header: string; columns: number[] }[];
      /** The suggested column per field (by its headers; without a header row, by its values), or null. */
      mapping: Record<string, number | null>;
    };

/** Column index per field key; null: not imported (the field's empty value applies). */
export type ColumnMapping = Record<string, number | null>;
/** Per field with values: per value code the German texts that also name it. */
export type ValueLabels = Record<string, Record<string, string[]>>;

export interface CheckResult {
  valid: number;
  invalid: number;
  /** The first issues (at most ISSUE_LIMIT), in line order. */
  issues: RowIssue[];
  /** How many issues there are in all. */
  issueCount: number;
  /** The first rows as they would be imported (cells as text), for the preview. */
  preview: { line: number; values: Record<string, string>; ok: boolean }[];
}

export interface Batch {
  records: Record<string, unknown>[];
  lines: number[];
}

export interface SkippedRows {
  headers: string[];
  rows: { line: number; cells: string[] }[];
}

/** The import's work, in a Web Worker or (tests, old browsers) on the page. */
export interface ImportEngine {
  read(file: Blob, options?: ReadOptions): Promise<ReadResult>;
  check(mapping: ColumnMapping, valueLabels: ValueLabels): Promise<CheckResult>;
  batch(from: number, size: number): Promise<Batch>;
  /** Every issue of the last check (the preview shows only the first). */
  allIssues(): Promise<RowIssue[]>;
  /** The file's rows at these lines, with its column names, for the download of the skipped rows. */
  rowsAt(lines: number[]): Promise<SkippedRows>;
}
