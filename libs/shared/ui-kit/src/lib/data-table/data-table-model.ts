import { asText, normalizeForSearch } from '@rescue-admin/util';
import { isValidElement, type ReactNode } from 'react';
import type { DataTableCell, DataTableColumn, DataTableRow, DataTableSort } from './data-table-types';

/** What an empty cell shows. */
export const EMPTY_CELL_TEXT = '–';

/** Width in px of one column of the action strip; each column holds a pair of actions (SPEC §9). */
export const ACTION_STRIP_UNIT = 30;

/** From this many rows on, the body is virtualised; smaller tables render every row. */
export const VIRTUALIZE_FROM = 100;

/** SPEC §9: 30 units per pair of actions of the row with the most actions. 0 when no row has actions. */
export function actionStripWidth(rows: readonly DataTableRow[]): number {
  let maxActions = 0;
  for (const row of rows) maxActions = Math.max(maxActions, row.actions?.length ?? 0);
  return Math.ceil(maxActions / 2) * ACTION_STRIP_UNIT;
}

/**
 * What a cell renders. A `Date` is no React child (rendering one throws), yet revived data can
 * hand one over where text was expected (SPEC §3 turns every ISO date-time into a `Date`, also
 * an old name „2026-01-01T00:00Z“): it is shown as its ISO text instead of crashing the table.
 */
export function cellContent(value: ReactNode): ReactNode {
  return (value as unknown) instanceof Date ? asText(value) : value;
}

export function isEmptyValue(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'string' && value.trim() === '');
}

/** Columns and cells shown in one layout; cells are filtered by their own flags, like columns. */
export function visibleColumns(columns: readonly DataTableColumn[], mobile: boolean): DataTableColumn[] {
  return columns.filter((column) => (mobile ? !column.desktopOnly : !column.mobileOnly));
}

export function visibleCells(cells: readonly DataTableCell[], mobile: boolean): DataTableCell[] {
  return cells.filter((cell) => (mobile ? !cell.desktopOnly : !cell.mobileOnly));
}

/** The cell covering the column at `columnIndex` of the full column list (colSpan counts). */
export function cellAtColumn(row: DataTableRow, columnIndex: number): DataTableCell | undefined {
  let position = 0;
  for (const cell of row.cells) {
    const span = Math.max(1, cell.colSpan ?? 1);
    if (columnIndex < position + span) return cell;
    position += span;
  }
  return undefined;
}

function textOf(value: ReactNode): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // Not a ReactNode, but data from outside may put one here (see cellContent).
  if ((value as unknown) instanceof Date) return asText(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  // Elements (e.g. a badge) are searched by their text children when they are plain.
  if (isValidElement<{ children?: ReactNode }>(value)) return textOf(value.props.children);
  return '';
}

/** The folded text the search box matches a row against. */
export function searchIndexOf(row: DataTableRow): string {
  return normalizeForSearch(row.searchText ?? row.cells.map((cell) => textOf(cell.value)).join(' '));
}

type SortKey = string | number | null;

function sortKeyOf(value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  return null;
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/**
 * The positions of `rows` in the order given by `sort` (the input is not changed). Empty values
 * go last in both directions, strings compare the German way ("Ä" with "A", "Wache 10" after
 * "Wache 9"), and equal rows keep their order.
 */
export function sortRows(rows: readonly DataTableRow[], columns: readonly DataTableColumn[], sort: DataTableSort | null): number[] {
  const columnIndex = sort ? columns.findIndex((column) => column.id === sort.columnId) : -1;
  if (!sort || columnIndex === -1) return rows.map((_, position) => position);
  const column = columns[columnIndex];
  const keyed = rows.map((row, position) => ({
    position,
    key: sortKeyOf(column.sortValue ? column.sortValue(row) : cellAtColumn(row, columnIndex)?.value),
  }));
  const factor = sort.direction === 'asc' ? 1 : -1;
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    if (typeof a.key === 'number' && typeof b.key === 'number') return (a.key - b.key) * factor;
    return collator.compare(String(a.key), String(b.key)) * factor;
  });
  return keyed.map((entry) => entry.position);
}

/** The next state of a header click: none → ascending → descending → none. */
export function nextSort(current: DataTableSort | null, columnId: string): DataTableSort | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'asc' };
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
}
