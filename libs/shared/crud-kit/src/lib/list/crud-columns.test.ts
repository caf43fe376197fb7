import { describe, expect, it } from 'vitest';
import { columnValue, visibleRows, type CrudColumn } from './crud-columns';

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
  { id: 'updated', header: 'Geändert', value: (r) => r.updated, type: 'date' },
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

  describe('given a text field the HTTP layer revived into a Date (an old name „2026-01-01T00:00Z“)', () => {
    interface Customer {
      name: string | Date;
      created: Date;
    }
    const customers: Customer[] = [
      { name: new Date('2026-01-01T00:00Z'), created: new Date('2026-03-01') },
      { name: 'Feuerwehr Musterstadt', created: new Date('2026-02-01') },
    ];
    const customerColumns: CrudColumn<Customer>[] = [
      { id: 'name', header: 'Name', value: (c) => c.name as string },
      { id: 'created', header: 'Angelegt', value: (c) => c.created, type: 'date' },
    ];

    it('should search it as its ISO text', () => {
      expect(visibleRows(customers, customerColumns, '2026-01-01t00', null)).toEqual([customers[0]]);
    });

    it('should sort it as text among the texts', () => {
      expect(visibleRows(customers, customerColumns, '', { columnId: 'name', direction: 'desc' })).toEqual([customers[1], customers[0]]);
    });

    it('should give it as ISO text and keep real dates as dates', () => {
      expect(columnValue(customerColumns[0], customers[0])).toBe('2026-01-01T00:00:00.000Z');
      expect(columnValue(customerColumns[1], customers[0])).toEqual(new Date('2026-03-01'));
    });
  });
});
