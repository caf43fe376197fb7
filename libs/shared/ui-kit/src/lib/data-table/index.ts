export { DataTable, type DataTableProps } from './data-table';
export { ACTION_STRIP_UNIT, EMPTY_CELL_TEXT, VIRTUALIZE_FROM, actionStripWidth } from './data-table-model';
export type {
  DataTableAction,
  DataTableCell,
  DataTableColumn,
  DataTableLabels,
  DataTableRow,
  DataTableSort,
  SortDirection,
} from './data-table-types';
