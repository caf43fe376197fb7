import type { ReactNode } from 'react';
import { RelativeTime } from '../relative-time/relative-time';
import { columnValue, formatNumber, type CrudColumn } from './crud-columns';

/** A list cell: the column's `render`, else its value — dates as relative time, numbers German, booleans as „Ja“/„Nein“. */
export function renderCell<T>(column: CrudColumn<T>, row: T, yes: string, no: string): ReactNode {
  if (column.render) return column.render(row);
  const value = columnValue(column, row);
  if (value instanceof Date) return <RelativeTime date={value} />;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? yes : no;
  return value;
}
