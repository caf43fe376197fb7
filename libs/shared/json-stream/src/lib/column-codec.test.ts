// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appendRows, toColumns, transferablesOf } from './column-codec';
import type { JsonWorkerMessage } from './protocol';
import { parseWithTestDates, TEST_DATE_RULES } from './testing/test-date-rules';

describe('slices column by column (toColumns, appendRows)', () => {
  const records = () => [
    { uid: 'h1', name: 'Mühlenweg', lat: 51.1, at: new Date('2026-03-14T09:30:00.000Z'), type: 'UNTERFLURHYDRANT', note: null, tags: ['a'], ok: true },
    { uid: 'h2', name: 'Lindenstraße', lat: -0, at: new Date('2026-03-15T10:00:00.000Z'), type: 'UEBERFLURHYDRANT', note: 'x', tags: [], ok: false },
    { uid: 'h3', name: '=HYPERLINK()', lat: 1e-300, at: new Date('1999-12-31T23:59:59.999Z'), type: 'UNTERFLURHYDRANT', note: null, tags: [{ n: 1 }], ok: true },
  ];

  it('given records with the same keys, should hand over numbers, dates and enum words as typed arrays and rebuild the same records', () => {
    const slice = toColumns(records(), TEST_DATE_RULES);
    expect(slice?.columns.map((column) => column.kind)).toEqual(['word', 'word', 'number', 'date', 'word', 'any', 'any', 'any']);
    if (!slice) throw new Error('no column slice');
    const message: JsonWorkerMessage = { id: 1, columns: slice };
    expect(transferablesOf(message)).toHaveLength(5);
    // As postMessage hands it over: the typed arrays moved, not copied.
    const received = structuredClone(message, { transfer: transferablesOf(message) });
    const rebuilt: unknown[] = [];
    appendRows((received as { columns: typeof slice }).columns, rebuilt);
    expect(rebuilt).toEqual(records());
    expect(Object.is((rebuilt[1] as { lat: number }).lat, -0)).toBe(true);
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(records()));
    expect(rebuilt.every((row) => Object.getPrototypeOf(row) === Object.prototype)).toBe(true);
  });

  it('given records as JSON.parse gives them, should revive their date-time strings into a date column, not a Date at a time', () => {
    const text = JSON.stringify(records());
    const slice = toColumns(JSON.parse(text) as unknown[], TEST_DATE_RULES);
    expect(slice?.columns.map((column) => column.kind)).toEqual(['word', 'word', 'number', 'date', 'word', 'any', 'any', 'any']);
    if (!slice) throw new Error('no column slice');
    const rebuilt: unknown[] = [];
    appendRows(slice, rebuilt);
    expect(rebuilt).toEqual(parseWithTestDates(text));
    expect((rebuilt[0] as { at: unknown }).at).toEqual(new Date('2026-03-14T09:30:00.000Z'));
  });

  it('given a column of words one of which is a date-time, or of date-times and other texts, should hand it over as it is, the date-times revived', () => {
    const slice = toColumns(
      [
        { type: 'A', at: '2026-03-14T09:30:00.000Z' },
        { type: '2026-03-14T09:30:00+01:00', at: 'gestern' },
      ],
      TEST_DATE_RULES,
    );
    expect(slice?.columns.map((column) => column.kind)).toEqual(['any', 'any']);
    if (!slice) throw new Error('no column slice');
    const rebuilt: unknown[] = [];
    appendRows(slice, rebuilt);
    expect(rebuilt).toEqual([
      { type: 'A', at: new Date('2026-03-14T09:30:00.000Z') },
      { type: new Date('2026-03-14T08:30:00.000Z'), at: 'gestern' },
    ]);
  });

  it('given a column with a value of another kind or more than 256 different words, should hand that column over as it is', () => {
    const mixed = [{ lat: 1, type: 'A' }, { lat: '2', type: 'B' }];
    expect(toColumns(mixed, TEST_DATE_RULES)?.columns.map((column) => column.kind)).toEqual(['any', 'word']);
    const many = Array.from({ length: 300 }, (_, n) => ({ uid: `h${n}`, type: n % 2 ? 'A' : 'B' }));
    expect(toColumns(many, TEST_DATE_RULES)?.columns.map((column) => column.kind)).toEqual(['any', 'word']);
  });

  it.each([
    ['a key missing', [{ a: 1, b: 2 }, { a: 1 }]],
    ['an extra key', [{ a: 1 }, { a: 1, b: 2 }]],
    ['keys in another order', [{ a: 1, b: 2 }, { b: 2, a: 1 }]],
    ['a row that is no record', [{ a: 1 }, [1]]],
    ['a key "__proto__"', JSON.parse('[{"__proto__":1},{"__proto__":2}]') as unknown[]],
    ['a single row', [{ a: 1 }]],
  ])('given %s, should hand the rows over as they are', (_case, rows) => {
    expect(toColumns(rows, TEST_DATE_RULES)).toBeNull();
  });
});
