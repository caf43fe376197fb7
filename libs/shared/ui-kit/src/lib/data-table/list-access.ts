// How the table's layouts reach the rows of the items they show: the row of an item is made once,
// and only for an item on screen; the others are known by id and shape.
import type { DataTableRow, RowShape } from './data-table-types';

/**
 * The shown items and how to get at their rows. The layouts make a row only for the items they
 * render; the rest they know by id and shape.
 */
export interface ListAccess {
  items: readonly unknown[];
  /** How many rows the table has before the search: whether it is virtualised goes by this. */
  total: number;
  rowOf: (item: unknown) => DataTableRow;
  idOf: (item: unknown) => string;
  shapeOf: (item: unknown) => RowShape;
  /** Set when every row has this shape (`rowShape` given as one object). */
  uniformShape: RowShape | null;
  /** The ids of the rows that show a highlight (see DataTable's `highlightedKeys`). */
  highlightedKeys: ReadonlySet<string> | undefined;
}

/** The row of an item, made once per item (without `toRow`, the item is the row). */
export function rowMaker<T>(toRow: ((item: T) => DataTableRow) | undefined): (item: T) => DataTableRow {
  if (!toRow) return (item: T) => item as unknown as DataTableRow;
  const made = new WeakMap<object, DataTableRow>();
  return (item: T) => {
    if (typeof item !== 'object' || item === null) return toRow(item);
    let row = made.get(item);
    if (!row) {
      row = toRow(item);
      made.set(item, row);
    }
    return row;
  };
}

/**
 * A record's shape, worked out once per record: `rowShape` itself when it is one for all, else
 * `rowShape(item)` (or, without it, from the record's row) kept per item while the maker stays.
 */
export function shapeMaker<T>(rowShape: ((item: T) => RowShape) | RowShape | undefined, rowOf: (item: T) => DataTableRow): (item: T) => RowShape {
  if (rowShape !== undefined && typeof rowShape !== 'function') return () => rowShape;
  const shapeOf = rowShape ?? ((item: T) => ({ actions: rowOf(item).actions?.length ?? 0, band: (rowOf(item).bottomActions?.length ?? 0) > 0 }));
  const made = new WeakMap<object, RowShape>();
  return (item: T) => {
    if (typeof item !== 'object' || item === null) return shapeOf(item);
    let shape = made.get(item);
    if (!shape) {
      shape = shapeOf(item);
      made.set(item, shape);
    }
    return shape;
  };
}
