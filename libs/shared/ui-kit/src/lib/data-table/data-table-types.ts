import type { ReactNode } from 'react';
import type { IconComponent } from '../button/button';

/** What a column sorts by. */
export type SortValue = string | number | Date | boolean | null | undefined;

/** A column of the DataTable; `T` is what the table lists (its rows, or records it makes rows of). */
export interface DataTableColumn<T = DataTableRow> {
  /** Stable id; also the sort key in `sort.columnId`. */
  id: string;
  /** Header text (German, from the caller). On mobile it labels the value in each card. */
  header: string;
  /** Shown only in the mobile card list (≤ 768px). @default false */
  mobileOnly?: boolean;
  /** Shown only in the desktop table (> 768px). @default false */
  desktopOnly?: boolean;
  /** The header becomes a button that sorts by this column. @default false */
  sortable?: boolean;
  /**
   * The value to sort by. Defaults to the column's cell value when that is a string, number or
   * Date; give this for cells that render elements (e.g. a relative date) or need another order.
   */
  sortValue?: (item: T) => SortValue;
  /** CSS width of the desktop column, e.g. 120 or '20%'. */
  width?: number | string;
  /** Right-aligns numbers. @default 'start' */
  align?: 'start' | 'end';
}

/** One cell. Cells are matched to the visible columns by position; colSpan counts. */
export interface DataTableCell {
  /** What the cell shows. null, undefined and '' show a dash. */
  value: ReactNode;
  /** @default 1 */
  colSpan?: number;
  /** @default false */
  mobileOnly?: boolean;
  /** @default false */
  desktopOnly?: boolean;
}

/** A row action: an icon button in the left strip (desktop) or the card's action row (mobile). */
export interface DataTableAction {
  id: string;
  /** Accessible name and tooltip (German, from the caller), e.g. "Bearbeiten". */
  label: string;
  icon: IconComponent;
  /** May return a promise: the button is busy until it settles. */
  onClick: () => unknown;
  /** @default 'default' */
  variant?: 'default' | 'danger';
  /** @default false */
  disabled?: boolean;
}

export interface DataTableRow {
  /** Stable id (React key). */
  id: string;
  cells: DataTableCell[];
  /** Icon actions shown in the left action strip. */
  actions?: DataTableAction[];
  /** Actions shown as labelled buttons in a band below the row. */
  bottomActions?: DataTableAction[];
  /** Background of the bottom band (a CSS colour or token, e.g. 'var(--color-warning-subtle)'). */
  bottomActionColor?: string;
  /** Activates the row (click, Enter or Space on the focused row). Desktop and mobile unless `onClickMobile` is given. */
  onClick?: () => void;
  /** Activates the card in the mobile list instead of `onClick`. */
  onClickMobile?: () => void;
  /** The text the search box matches against. Defaults to the text of the row's string and number cells. */
  searchText?: string;
}

export type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

/** Texts of the table (German, from the caller). */
export interface DataTableLabels {
  /** Label and placeholder of the search box, e.g. "Suchen". */
  search: string;
  /** Header of the action strip (read by screen readers), e.g. "Aktionen". */
  actions: string;
  /** Shown when the search matches no row, e.g. "Keine Einträge passen zu Ihrer Suche." */
  noResults: string;
  /** Announced after the search changed the rows, e.g. (shown, total) => `${shown} von ${total} Einträgen`. */
  resultCount?: (shown: number, total: number) => string;
  /** Announced after sorting, e.g. (header, direction) => `Sortiert nach ${header}, aufsteigend`. */
  sortedBy?: (header: string, direction: SortDirection) => string;
  /** Loader text. @default 'Loading...' */
  loading?: string;
  /**
   * The sort control of the card list (≤ 768px, where there are no column headers to click):
   * its label, e.g. "Sortieren nach", the entry for no sort, e.g. "Standardreihenfolge", and each
   * column's entries, e.g. (header, direction) => `${header}, aufsteigend`. Without them the cards
   * have no sort control.
   */
  sortControl?: { label: string; unsorted: string; option: (header: string, direction: SortDirection) => string };
}

/** What the table needs to know of a row before it is on screen. */
export interface RowShape {
  actions: number;
  band: boolean;
}
