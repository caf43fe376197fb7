// The table's sort: controlled or kept by the table, announced to screen readers, and a header
// handler that stays the same function for good.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useControllable } from '../hooks/use-controllable';
import { nextSort } from './data-table-model';
import type { DataTableColumn, DataTableLabels, DataTableSort } from './data-table-types';

interface TableSortOptions<T> {
  sort: DataTableSort | null | undefined;
  defaultSort: DataTableSort | null;
  onSortChange: ((sort: DataTableSort | null) => void) | undefined;
  columns: readonly DataTableColumn<T>[];
  sortedBy: DataTableLabels['sortedBy'];
}

export function useTableSort<T>({ sort: sortProp, defaultSort, onSortChange, columns, sortedBy }: TableSortOptions<T>) {
  const [sort, setSort] = useControllable<DataTableSort | null>(sortProp, defaultSort, onSortChange);
  const [sortAnnouncement, setSortAnnouncement] = useState('');
  const changeSort = useCallback(
    (next: DataTableSort | null) => {
      setSort(next);
      const header = next ? columns.find((column) => column.id === next.columnId)?.header : undefined;
      if (sortedBy) setSortAnnouncement(next && header !== undefined ? sortedBy(header, next.direction) : '');
    },
    [setSort, sortedBy, columns],
  );
  // Stable for good, so the memoised table is not rendered again by a keystroke: the caller's
  // onSortChange may be new on every render (a router's setter changes with the URL).
  const latestSort = useRef({ sort, changeSort });
  useLayoutEffect(() => {
    latestSort.current = { sort, changeSort };
  });
  const handleSort = useCallback((column: DataTableColumn<never>) => latestSort.current.changeSort(nextSort(latestSort.current.sort, column.id)), []);
  return { sort, changeSort, handleSort, sortAnnouncement };
}
