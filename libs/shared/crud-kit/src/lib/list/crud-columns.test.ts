import { describe, expect, it } from 'vitest';
import { visibleRows, type CrudColumn } from './crud-columns';

interface Row {
  name: string;
  amount: number | null;
  updated: Date;
}
const rows: Row[] = [
  { name: 'Hydrant 10', amount: 3, updated: new Date('2026-01-02') },
  { name: 'Übungsplatz', amount: null, updated: new Date('2026-01-03') },
  { name: 'Hydrant 9', amount: 1, updated: new Date('2026-01-01') },
];
const columns: CrudColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'amount', header: 'Menge', value: (r) => r.amount },
  { id: 'updated', header: 'Geändert', value: (r) => r.updated },
];

describe('visibleRows', () => {
  it('should search case- and umlaut-tolerantly', () => {
    expect(visibleRows(rows, columns, 'uebung', null).map((r) => r.name)).toEqual(['Übungsplatz']);
  });

  it('should sort the German way with numbers in names in natural order', () => {
    expect(visibleRows(rows, columns, '', { columnId: 'name', direction: 'asc' }).map((r) => r.name)).toEqual(['Hydrant 9', 'Hydrant 10', 'Übungsplatz']);
  });

  it('should put empty values last in both directions and sort dates by time', () => {
    expect(visibleRows(rows, columns, '', { columnId: 'amount', direction: 'desc' }).map((r) => r.amount)).toEqual([3, 1, null]);
    expect(visibleRows(rows, columns, '', { columnId: 'updated', direction: 'desc' }).map((r) => r.name)).toEqual(['Übungsplatz', 'Hydrant 10', 'Hydrant 9']);
  });

  it('should not search in date columns', () => {
    expect(visibleRows(rows, columns, '2026', null)).toEqual([]);
  });
});
