export { DataTable, type DataTableProps, type RowShape } from './data-table';
export { visibleItems, type ListRules } from './data-table-model';
export type {
  DataTableAction,
  DataTableCell,
  DataTableColumn,
  DataTableLabels,
  DataTableRow,
  DataTableSort,
  SortDirection,
  SortValue,
} from './data-table-types';
