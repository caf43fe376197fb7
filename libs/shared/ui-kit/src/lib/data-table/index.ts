export { DataTable, type DataTableProps } from './data-table';
export { visibleItems, type ListRules } from './data-table-model';
export type {
  DataTableAction,
  DataTableCell,
  DataTableColumn,
  DataTableLabels,
  DataTableRow,
  DataTableSort,
  RowShape,
  SortDirection,
  SortValue,
} from './data-table-types';
