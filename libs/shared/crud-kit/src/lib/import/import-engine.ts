import Papa from 'papaparse';
import { fieldErrorCodeOf, isFieldErrorCode } from '../form/field-error-code';
import {
  IMPORT_MAX_BYTES,
  type Batch,
  type CheckResult,
  type ColumnMapping,
  type ImportConfig,
  type ImportEngine,
  type ReadOptions,
  type RowIssue,
  type Separator,
  type ValueLabels,
} from './import-config';
import {
  detectEncoding,
  detectSeparator,
  duplicatesOf,
  foldKey,
  hasUtf8Bom,
  isBlankRow,
  looksBinary,
  looksLikeHeaderRow,
  parseDecimal,
  parseImportDate,
  suggestByValues,
  suggestMapping,
  valueIndex,
} from './import-detect';

/** How many issues and rows the preview gets (all of them stay in the engine for the download). */
export const ISSUE_LIMIT = 500;
export const PREVIEW_ROWS = 10;

/**
 * The import's work on one file: decode, split, map, check. Pure (no DOM, no React), so it runs
 * in the feature's Web Worker (`serveImport`) and, where there is none, on the page.
 */
export function createImportEngine(config: ImportConfig): ImportEngine {
  let headers: string[] = [];
  /** Data rows with their line in the file (the first line is 1, as a spreadsheet counts). */
  let rows: { line: number; cells: string[] }[] = [];
  let valid: { line: number; record: Record<string, unknown> }[] = [];
  let issues: RowIssue[] = [];

  function split(text: string, separator: Separator, headerRow: boolean | undefined): { ok: true; headerRow: boolean } | { ok: false; line: number } {
    // Mixed line ends (CRLF from Excel, LF added by hand) become one kind before splitting.
    const normalized = text.replace(/\r\n?/g, '\n');
    const parsed = Papa.parse<string[]>(normalized, { delimiter: separator, newline: '\n', skipEmptyLines: false, header: false });
    const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes');
    // The row where the quote opened (0 = the first line): everything after it would be one cell.
    if (unclosed) return { ok: false, line: (unclosed.row ?? 0) + 1 };
    const all = parsed.data;
    const first = all[0] ?? [];
    const named = headerRow ?? looksLikeHeaderRow(first, config.fields);
    // Without a header row the first line is data, and its columns have no names.
    headers = first.map((cell) => (named ? cell.trim() : ''));
    rows = [];
    for (let index = named ? 1 : 0; index < all.length; index++) {
      if (!isBlankRow(all[index])) rows.push({ line: index + 1, cells: all[index] });
    }
    return { ok: true, headerRow: named };
  }

  return {
    async read(file, options: ReadOptions = {}) {
      if (file.size > IMPORT_MAX_BYTES) return { ok: false, refusal: { reason: 'tooLarge', size: file.size, limit: IMPORT_MAX_BYTES } };
      const bytes = new Uint8Array(await file.arrayBuffer());
      valid = [];
      issues = [];
      if (bytes.length === 0) return { ok: false, refusal: { reason: 'empty' } };
      if (looksBinary(bytes)) return { ok: false, refusal: { reason: 'binary' } };
      const bom = hasUtf8Bom(bytes);
      const encoding = options.encoding ?? detectEncoding(bytes);
      // The BOM is not part of the first header; TextDecoder drops it for UTF-8.
      const text = new TextDecoder(encoding).decode(bytes);
      if (text.trim() === '') return { ok: false, refusal: { reason: 'empty' } };
      const separator = options.separator ?? detectSeparator(text);
      const result = split(text, separator, options.headerRow);
      if (!result.ok) return { ok: false, refusal: { reason: 'unclosedQuote', line: result.line } };
      if (rows.length === 0) return { ok: false, refusal: { reason: 'headerOnly' } };
      return {
        ok: true,
        encoding,
        bom,
        separator,
        headerRow: result.headerRow,
        headers,
        examples: rows[0].cells.map((cell) => cell.trim()),
        rowCount: rows.length,
        duplicateHeaders: duplicatesOf(headers),
        mapping: result.headerRow ? suggestMapping(config.fields, headers) : suggestByValues(config, rows, valueIndex(config.fields, options.valueLabels ?? {})),
      };
    },

    async check(mapping: ColumnMapping, labels: ValueLabels): Promise<CheckResult> {
      const words = valueIndex(config.fields, labels);
      valid = [];
      issues = [];
      const preview: CheckResult['preview'] = [];
      let invalid = 0;
      for (const { line, cells } of rows) {
        const record: Record<string, unknown> = {};
        const shown: Record<string, string> = {};
        const rowIssues: RowIssue[] = [];
        for (const field of config.fields) {
          const column = mapping[field.key];
          // Cells are kept as they are (a leading = + - @ stays text); only the edges' spaces go.
          const cell = column === null || column === undefined ? '' : (cells[column] ?? '').trim();
          shown[field.key] = cell;
          if (cell === '') {
            if (field.emptyValue !== undefined) record[field.key] = field.emptyValue;
            else if (field.kind === 'text') record[field.key] = '';
            continue;
          }
          if (field.kind === 'text') record[field.key] = cell;
          else if (field.kind === 'number') {
            const number = parseDecimal(cell);
            if (Number.isNaN(number)) rowIssues.push({ line, field: field.key, code: 'notANumber', value: cell });
            else record[field.key] = number;
          } else if (field.kind === 'date') {
            const date = parseImportDate(cell);
            if (date === null) rowIssues.push({ line, field: field.key, code: 'notADate', value: cell });
            else record[field.key] = date;
          } else {
            const value = words.get(field.key)?.get(foldKey(cell));
            if (value === undefined) rowIssues.push({ line, field: field.key, code: 'unknownValue', value: cell });
            else record[field.key] = value;
          }
        }
        const parsed = config.schema.safeParse(record);
        if (!parsed.success) {
          const failed = new Set(rowIssues.map((issue) => issue.field));
          for (const issue of parsed.error.issues) {
            const field = typeof issue.path[0] === 'string' ? issue.path[0] : null;
            if (field !== null && failed.has(field)) continue;
            if (field !== null) failed.add(field);
            // A schema's own rule names its code as the message (`date_like`, `invalid_characters`).
            const code = issue.code === 'custom' && isFieldErrorCode(issue.message) ? issue.message : fieldErrorCodeOf(issue as never);
            rowIssues.push({ line, field, code, value: field === null ? undefined : shown[field] });
          }
        }
        if (rowIssues.length === 0 && parsed.success) valid.push({ line, record: parsed.data as Record<string, unknown> });
        else {
          invalid++;
          issues.push(...rowIssues);
        }
        if (preview.length < PREVIEW_ROWS) preview.push({ line, values: shown, ok: rowIssues.length === 0 });
      }
      return { valid: valid.length, invalid, issues: issues.slice(0, ISSUE_LIMIT), issueCount: issues.length, preview };
    },

    async batch(from, size): Promise<Batch> {
      const slice = valid.slice(from, from + size);
      return { records: slice.map((row) => row.record), lines: slice.map((row) => row.line) };
    },

    async allIssues() {
      return issues;
    },

    async rowsAt(lines) {
      const wanted = new Set(lines);
      return { headers, rows: rows.filter((row) => wanted.has(row.line)) };
    },
  };
}
