import { describe, expect, it } from 'vitest';
import { columnValue, formatNumber, visibleRows, type CrudColumn } from './crud-columns';

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

describe('formatNumber', () => {
  const german = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6 });

  it('should write numbers as German does: a decimal comma, thousands with points, at most six decimals', () => {
    expect(formatNumber(51.0234)).toBe('51,0234');
    expect(formatNumber(-7.5)).toBe('-7,5');
    expect(formatNumber(150)).toBe('150');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(0.12345678)).toBe('0,123457');
  });

  it('should write every number as the German number format does', () => {
    const values = [0, -0, 1, -1, 999, 1000, -999.5, 0.1, 1e-7, 0.1 + 0.2, 12.3456785, 999.9999995, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
    for (let n = 0; n < 2000; n++) values.push(Math.round((n * 7919) % 1800) / 10 - 90, (n * 104729) / 997 - 500, n / 3);
    for (const value of values) expect(formatNumber(value), String(value)).toBe(german.format(value));
  });
});
