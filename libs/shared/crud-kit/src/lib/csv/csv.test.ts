import { describe, expect, it } from 'vitest';
import { csvBlob, toCsv, UTF8_BOM, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: number;
  updated: Date | null;
  active: boolean;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Menge', value: (r) => r.amount },
  { header: 'Zuletzt geändert', value: (r) => r.updated },
  { header: 'Aktiv', value: (r) => r.active },
];
const texts = { yes: 'Ja', no: 'Nein' };

describe('toCsv', () => {
  it('should separate with ";", end lines with CRLF and write German numbers, dates and booleans', () => {
    const csv = toCsv(columns, [{ name: 'Hydrant Süd', amount: 53.5511, updated: new Date(2026, 10, 22, 14, 5), active: true }], texts);

    expect(csv).toBe('Name;Menge;Zuletzt geändert;Aktiv\r\nHydrant Süd;53,5511;22.11.2026, 14:05;Ja\r\n');
  });

  it('should quote cells holding the separator, quotes or line breaks and double the quotes', () => {
    const csv = toCsv(columns, [{ name: 'Wache "Nord"; Tor 2\nHof', amount: 0, updated: null, active: false }], texts);

    expect(csv.split('\r\n')[1]).toBe('"Wache ""Nord""; Tor 2\nHof";0;;Nein');
  });

  it('should keep formula-like text from running in Excel', () => {
    const csv = toCsv([{ header: 'Name', value: (r: { name: string }) => r.name }], [{ name: '=HYPERLINK("x")' }, { name: '-5' }], texts);

    expect(csv).toBe('Name\r\n"\'=HYPERLINK(""x"")"\r\n\'-5\r\n');
  });

  it('should write negative numbers as numbers', () => {
    expect(toCsv([{ header: 'Längengrad', value: (r: { lon: number }) => r.lon }], [{ lon: -9.5 }], texts)).toBe('Längengrad\r\n-9,5\r\n');
  });
});

describe('csvBlob', () => {
  it('should start with the UTF-8 byte-order mark so Excel shows umlauts', async () => {
    const blob = csvBlob(columns, [], texts);
    const bytes = new Uint8Array(await blob.arrayBuffer());

    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(UTF8_BOM).toBe('\uFEFF');
  });
});
