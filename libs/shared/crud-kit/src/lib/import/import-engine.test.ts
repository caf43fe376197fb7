import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPORT_MAX_BYTES, type ImportConfig } from './import-config';
import { detectSeparator, foldKey, looksLikeHeaderRow, parseDecimal, parseImportDate } from './import-detect';
import { createImportEngine } from './import-engine';

/** The made-up area („Wachen“) of crud-kit's tests: a name, a kind of station, a position and a note. */
const CONFIG: ImportConfig = {
  schema: z.object({
    name: z.string().min(1).max(50),
    art: z.enum(['HAUPTWACHE', 'NEBENWACHE']),
    lat: z.number().min(-90).max(90),
    notiz: z.string(),
  }),
  fields: [
    { key: 'name', label: 'wachen:fields.name', kind: 'text', headers: ['Name', 'Bezeichnung'] },
    { key: 'art', label: 'wachen:fields.art', kind: 'enum', headers: ['Art'], values: ['HAUPTWACHE', 'NEBENWACHE'], aliases: { NEBENWACHE: ['Außenstelle'] }, emptyValue: 'HAUPTWACHE' },
    { key: 'lat', label: 'wachen:fields.lat', kind: 'number', headers: ['Breite', 'Lat'] },
    { key: 'notiz', label: 'wachen:fields.notiz', kind: 'text', headers: ['Notiz', 'Bemerkung'] },
  ],
};
const LABELS = { art: { HAUPTWACHE: ['Hauptwache'], NEBENWACHE: ['Nebenwache'] } };

const utf8 = (text: string, bom = false) => new Blob([bom ? '\uFEFF' : '', text], { type: 'text/csv' });
/** Windows-1252 bytes of a text whose characters are all in Latin-1 (ä ö ü ß are). */
const cp1252 = (text: string) => new Blob([Uint8Array.from(text, (char) => char.charCodeAt(0))]);

async function readAndCheck(file: Blob) {
  const engine = createImportEngine(CONFIG);
  const read = await engine.read(file);
  if (!read.ok) throw new Error(`refused: ${read.refusal.reason}`);
  const check = await engine.check(read.mapping, LABELS);
  const batch = await engine.batch(0, 1000);
  return { engine, read, check, batch };
}

describe('the CSV import engine', () => {
  it('should read a German register: semicolons, Windows-1252 umlauts, decimal commas, enum words in any case', async () => {
    const { read, check, batch } = await readAndCheck(cp1252('Bezeichnung;Art;Breite;Bemerkung\r\nWache Süd;nebenwache;51,5;Straße\r\nWache Nord;Außenstelle;-7,25;\r\n'));
    expect(read).toMatchObject({ encoding: 'windows-1252', bom: false, separator: ';', rowCount: 2 });
    expect(read.mapping).toEqual({ name: 0, art: 1, lat: 2, notiz: 3 });
    expect(check).toMatchObject({ valid: 2, invalid: 0, issues: [] });
    expect(batch.records).toEqual([
      { name: 'Wache Süd', art: 'NEBENWACHE', lat: 51.5, notiz: 'Straße' },
      { name: 'Wache Nord', art: 'NEBENWACHE', lat: -7.25, notiz: '' },
    ]);
    expect(batch.lines).toEqual([2, 3]);
  });

  it('should read UTF-8 with a byte-order mark and name the first header without it', async () => {
    const { read, batch } = await readAndCheck(utf8('Name,Breite\nWache Ost,"52,1"\n', true));
    expect(read).toMatchObject({ encoding: 'utf-8', bom: true, separator: ',', headers: ['Name', 'Breite'] });
    expect(batch.records).toEqual([{ name: 'Wache Ost', art: 'HAUPTWACHE', lat: 52.1, notiz: '' }]);
  });

  it('should detect a tab as separator and keep a chosen one', async () => {
    expect(detectSeparator('Name\tBreite\tArt\nA;B')).toBe('\t');
    expect(detectSeparator('"Name;mit;Semikolon",Breite\n')).toBe(',');
    const engine = createImportEngine(CONFIG);
    const read = await engine.read(utf8('Name;Breite\nA;1\n'), { separator: ',' });
    expect(read).toMatchObject({ ok: true, separator: ',', headers: ['Name;Breite'] });
  });

  it('should name each bad row and field, skip it and keep the good ones', async () => {
    const { check, batch } = await readAndCheck(utf8('Name;Art;Breite\nA;Hauptwache;50\nB;Feuerwache;50\nC;Nebenwache;vierzig\n;Nebenwache;95\n'));
    expect(check).toMatchObject({ valid: 1, invalid: 3, issueCount: 4 });
    expect(check.issues).toEqual([
      { line: 3, field: 'art', code: 'unknownValue', value: 'Feuerwache' },
      { line: 4, field: 'lat', code: 'notANumber', value: 'vierzig' },
      { line: 5, field: 'name', code: 'required', value: '' },
      { line: 5, field: 'lat', code: 'too_big', value: '95' },
    ]);
    expect(batch.lines).toEqual([2]);
    expect(check.preview.map((row) => row.ok)).toEqual([true, false, false, false]);
  });

  it('should mark a missing number as required, not as 0', async () => {
    const { check } = await readAndCheck(utf8('Name;Breite\nA;\n'));
    expect(check.issues).toEqual([{ line: 2, field: 'lat', code: 'required', value: '' }]);
  });

  it('given an empty file, should refuse it', async () => {
    await expect(createImportEngine(CONFIG).read(utf8(''))).resolves.toEqual({ ok: false, refusal: { reason: 'empty' } });
    await expect(createImportEngine(CONFIG).read(utf8(' \r\n\r\n', true))).resolves.toEqual({ ok: false, refusal: { reason: 'empty' } });
  });

  it('given only a header, should refuse it', async () => {
    await expect(createImportEngine(CONFIG).read(utf8('Name;Breite\r\n\r\n'))).resolves.toEqual({ ok: false, refusal: { reason: 'headerOnly' } });
  });

  describe('given a register without a header row', () => {
    const HEADERLESS = 'Wache Süd;Nebenwache;51,5\nWache Nord;Hauptwache;52,25\n';

    it('should take its first line as data, not as column names: nothing is lost', async () => {
      const engine = createImportEngine(CONFIG);
      const read = await engine.read(utf8(HEADERLESS));
      expect(read).toMatchObject({ ok: true, headerRow: false, headers: ['', '', ''], examples: ['Wache Süd', 'Nebenwache', '51,5'], rowCount: 2 });
      if (!read.ok) return;
      expect(read.mapping).toEqual({ name: 0, art: 1, lat: 2, notiz: null });
      const check = await engine.check(read.mapping, LABELS);
      expect(check).toMatchObject({ valid: 2, invalid: 0 });
      await expect(engine.batch(0, 10)).resolves.toEqual({
        records: [
          { name: 'Wache Süd', art: 'NEBENWACHE', lat: 51.5, notiz: '' },
          { name: 'Wache Nord', art: 'HAUPTWACHE', lat: 52.25, notiz: '' },
        ],
        lines: [1, 2],
      });
      await expect(engine.rowsAt([1])).resolves.toEqual({ headers: ['', '', ''], rows: [{ line: 1, cells: ['Wache Süd', 'Nebenwache', '51,5'] }] });
    });

    it('should suggest each column by its values: an enum’s words, decimal numbers the schema accepts, text — not a running number', async () => {
      const register = ['1;Wache Süd;Außenstelle;51,5;Am Markt', '2;Wache Nord;Hauptfeuerwache;52,25;', '3;Wache Ost;nebenwache;50;Hinter der Kirche'].join('\n');
      const labels = { art: { HAUPTWACHE: ['Hauptfeuerwache'], NEBENWACHE: ['Nebenwache'] } };

      const read = await createImportEngine(CONFIG).read(utf8(register), { valueLabels: labels });

      expect(read).toMatchObject({ ok: true, headerRow: false, mapping: { name: 1, art: 2, lat: 3, notiz: 4 } });
      // Without the German words, „Hauptfeuerwache“ is no word of the field: one cell in three does not fit.
      const withoutWords = await createImportEngine(CONFIG).read(utf8(register));
      expect(withoutWords).toMatchObject({ ok: true, mapping: { name: 1, lat: 3 } });
      if (withoutWords.ok) expect(withoutWords.mapping['art']).not.toBe(2);
    });

    it('should leave a field without a column where none fits: numbers out of range, unknown words', async () => {
      const read = await createImportEngine(CONFIG).read(utf8('Wache Süd;Feuerwache;151,5\nWache Nord;Rettungswache;152,5\n'));

      expect(read).toMatchObject({ ok: true, mapping: { name: 0, art: null, lat: null, notiz: 1 } });
    });

    it('should keep the user’s word either way', async () => {
      const named = await createImportEngine(CONFIG).read(utf8(HEADERLESS), { headerRow: true });
      expect(named).toMatchObject({ ok: true, headerRow: true, headers: ['Wache Süd', 'Nebenwache', '51,5'], rowCount: 1 });
      const unnamed = await createImportEngine(CONFIG).read(utf8('Name;Breite\nA;1\n'), { headerRow: false });
      // „Breite“ names no column now: the column of „Breite“ and „1“ is suggested by its values (half of them no number: none).
      expect(unnamed).toMatchObject({ ok: true, headerRow: false, rowCount: 2, mapping: { name: 0, lat: null } });
    });

    it('should tell a header row by a known header, a data row by a number', () => {
      expect(looksLikeHeaderRow(['Bezeichnung', 'Koordinate'], CONFIG.fields)).toBe(true);
      expect(looksLikeHeaderRow(['Objekt', 'Ort'], CONFIG.fields)).toBe(true);
      expect(looksLikeHeaderRow(['Wache Süd', '51,5'], CONFIG.fields)).toBe(false);
      expect(looksLikeHeaderRow(['LAT', '51,5'], CONFIG.fields)).toBe(true);
    });

    it('given one line only, should import it rather than call it a header', async () => {
      await expect(createImportEngine(CONFIG).read(utf8('Wache Süd;51,5\n'))).resolves.toMatchObject({ ok: true, headerRow: false, rowCount: 1 });
    });
  });

  it('given a binary file named .csv, should refuse it', async () => {
    const png = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])]);
    await expect(createImportEngine(CONFIG).read(png)).resolves.toEqual({ ok: false, refusal: { reason: 'binary' } });
  });

  it('given a file above the limit, should refuse it without reading it', async () => {
    let read = false;
    const huge = {
      size: IMPORT_MAX_BYTES + 1,
      arrayBuffer: () => {
        read = true;
        return Promise.resolve(new ArrayBuffer(0));
      },
    } as unknown as Blob;
    await expect(createImportEngine(CONFIG).read(huge)).resolves.toEqual({ ok: false, refusal: { reason: 'tooLarge', size: IMPORT_MAX_BYTES + 1, limit: IMPORT_MAX_BYTES } });
    expect(read).toBe(false);
  });

  it('given an unclosed quote, should refuse the file naming the line where it opens', async () => {
    await expect(createImportEngine(CONFIG).read(utf8('Name;Breite\nA;1\n"B;2\nC;3\n'))).resolves.toEqual({ ok: false, refusal: { reason: 'unclosedQuote', line: 3 } });
  });

  it('given duplicate headers, should say so and map the first', async () => {
    const { read, batch } = await readAndCheck(utf8('Name;Breite;name\nErste;1;Zweite\n'));
    expect(read.duplicateHeaders).toEqual([{ header: 'Name', columns: [0, 2] }]);
    expect(read.mapping.name).toBe(0);
    expect(batch.records[0]).toMatchObject({ name: 'Erste' });
  });

  it('given mixed line endings, should read every row once', async () => {
    const { check, batch } = await readAndCheck(utf8('Name;Breite\r\nA;1\nB;2\rC;3\r\n"D\r\nmit Umbruch";4\n'));
    expect(check.valid).toBe(4);
    expect(batch.records.map((record) => record['name'])).toEqual(['A', 'B', 'C', 'D\nmit Umbruch']);
    expect(batch.lines).toEqual([2, 3, 4, 5]);
  });

  it('should keep cells starting with = + - @ as text', async () => {
    const { batch } = await readAndCheck(utf8('Name;Breite;Notiz\n=HYPERLINK("x");1;+49 30\n@SUM(A1);-2,5;-\n'));
    expect(batch.records).toEqual([
      { name: '=HYPERLINK("x")', art: 'HAUPTWACHE', lat: 1, notiz: '+49 30' },
      { name: '@SUM(A1)', art: 'HAUPTWACHE', lat: -2.5, notiz: '-' },
    ]);
  });

  it('should check again with a changed mapping', async () => {
    const engine = createImportEngine(CONFIG);
    const read = await engine.read(utf8('Titel;Breite\nA;1\n'));
    if (!read.ok) throw new Error('refused');
    expect(read.mapping.name).toBeNull();
    expect((await engine.check(read.mapping, LABELS)).issues).toEqual([{ line: 2, field: 'name', code: 'required', value: '' }]);
    expect(await engine.check({ ...read.mapping, name: 0 }, LABELS)).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('should give the skipped rows with their cells and the header', async () => {
    const { engine } = await readAndCheck(utf8('Name;Breite\nA;1\nB;x\n'));
    await expect(engine.rowsAt([3])).resolves.toEqual({ headers: ['Name', 'Breite'], rows: [{ line: 3, cells: ['B', 'x'] }] });
    await expect(engine.allIssues()).resolves.toEqual([{ line: 3, field: 'lat', code: 'notANumber', value: 'x' }]);
  });

  it('should fold headers and values without case, umlauts, spaces or punctuation', () => {
    expect(foldKey('Länge')).toBe(foldKey('laenge'));
    expect(foldKey('DN 150')).toBe(foldKey('dn150'));
    expect(foldKey('Überflurhydrant')).toBe(foldKey('UEBERFLURHYDRANT'));
    expect(parseDecimal('51,1234')).toBe(51.1234);
    expect(parseDecimal(' -7.5 ')).toBe(-7.5);
    expect(parseDecimal('1.234,5')).toBeNaN();
    expect(parseDecimal('12a')).toBeNaN();
  });

  it('should read a date column: German days, ISO days and date-times, and name a cell that is no date', async () => {
    const engine = createImportEngine({
      schema: z.object({ name: z.string().min(1), seit: z.date().optional() }),
      fields: [
        { key: 'name', label: 'wachen:fields.name', kind: 'text', headers: ['Name'] },
        { key: 'seit', label: 'wachen:fields.seit', kind: 'date', headers: ['Seit'] },
      ],
    });
    const read = await engine.read(utf8('Name;Seit\nA;12.03.2024\nB;2024-03-12\nC;1.2.2023\nD;31.02.2024\nE;gestern\nF;\n'));
    if (!read.ok) throw new Error('refused');
    const check = await engine.check(read.mapping, {});
    expect(check).toMatchObject({ valid: 4, invalid: 2 });
    expect(check.issues).toEqual([
      { line: 5, field: 'seit', code: 'notADate', value: '31.02.2024' },
      { line: 6, field: 'seit', code: 'notADate', value: 'gestern' },
    ]);
    const { records } = await engine.batch(0, 10);
    expect(records).toEqual([
      { name: 'A', seit: new Date(2024, 2, 12, 12) },
      { name: 'B', seit: new Date(2024, 2, 12, 12) },
      { name: 'C', seit: new Date(2023, 1, 1, 12) },
      { name: 'F' },
    ]);
  });

  it('should take an ISO date-time with its zone and refuse days the calendar lacks', () => {
    expect(parseImportDate('2024-03-12T08:30:00Z')).toEqual(new Date(Date.UTC(2024, 2, 12, 8, 30)));
    expect(parseImportDate('29.02.2024')).toEqual(new Date(2024, 1, 29, 12));
    expect(parseImportDate('29.02.2023')).toBeNull();
    expect(parseImportDate('12.03.24')).toBeNull();
    expect(parseImportDate('2024-13-01')).toBeNull();
  });
});
