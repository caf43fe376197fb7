// The mobile list's sort control, where there are no column headers to click.
import { FormField } from '../form-field/form-field';
import formFieldStyles from '../form-field/form-field.module.css';
import styles from './data-table.module.css';
import type { DataTableColumn, DataTableLabels, DataTableSort, SortDirection } from './data-table-types';

/**
 * The cards' sort control: a native select (the phone's own picker) in the usual form field, with
 * no sort and, for every sortable column, ascending and descending. The same sort as the table's
 * header buttons.
 */
export function SortSelect<T>({
  columns,
  sort,
  labels,
  onChange,
  disabled,
}: {
  columns: readonly DataTableColumn<T>[];
  sort: DataTableSort | null;
  labels: NonNullable<DataTableLabels['sortControl']>;
  onChange: (sort: DataTableSort | null) => void;
  disabled: boolean;
}) {
  const sortable = columns.filter((column) => column.sortable && !column.desktopOnly);
  if (sortable.length === 0) return null;
  const valueOf = (value: DataTableSort) => `${value.direction}:${value.columnId}`;
  return (
    <FormField label={labels.label} className={styles.sortControl}>
      {(field) => (
        <select
          {...field}
          className={formFieldStyles.control}
          value={sort ? valueOf(sort) : ''}
          disabled={disabled}
          onChange={(event) => {
            const [direction, ...rest] = event.target.value.split(':');
            onChange(event.target.value ? { columnId: rest.join(':'), direction: direction as SortDirection } : null);
          }}
        >
          <option value="">{labels.unsorted}</option>
          {sortable.flatMap((column) =>
            (['asc', 'desc'] as const).map((direction) => (
              <option key={`${direction}:${column.id}`} value={valueOf({ columnId: column.id, direction })}>
                {labels.option(column.header, direction)}
              </option>
            )),
          )}
        </select>
      )}
    </FormField>
  );
}
