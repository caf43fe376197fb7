import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from './normalize-for-search';

const finds = (text: string, query: string) => normalizeForSearch(text).includes(normalizeForSearch(query));

describe('normalizeForSearch', () => {
  it('should ignore case', () => {
    expect(normalizeForSearch('HyDrAnt')).toBe(normalizeForSearch('hydrant'));
  });

  it('should fold ß to ss so that "strasse" finds "Straße"', () => {
    expect(normalizeForSearch('Hauptstraße 5')).toContain(normalizeForSearch('strasse'));
  });

  it.each([
    ['muller', 'Müller'],
    ['mueller', 'Müller'],
    ['müller', 'Mueller'],
    ['baer', 'Bär'],
    ['bar', 'Bär'],
    ['koln', 'Köln'],
    ['koeln', 'Köln'],
    ['FEUERWEHR', 'Feuerwehr'],
    ['feu', 'Feuerwehr'],
    ['feue', 'Feuerwehr'],
    ['cafe', 'Café'],
  ])('should let the query "%s" find "%s"', (query, text) => {
    expect(finds(text, query)).toBe(true);
  });

  it('given a Date where text was expected (a revived name), should fold its ISO text instead of throwing', () => {
    expect(normalizeForSearch(new Date('2026-01-01T00:00Z') as unknown as string)).toBe('2026-01-01t00:00:00.000z');
    expect(normalizeForSearch(undefined as unknown as string)).toBe('');
  });

  it('should not match unrelated text', () => {
    expect(finds('Müller', 'meier')).toBe(false);
    expect(finds('Straße', 'strasse 2')).toBe(false);
  });

  it('should collapse and trim whitespace', () => {
    expect(normalizeForSearch('  Am   Markt ')).toBe('am markt');
  });

  it('should fold a blank query to the empty text', () => {
    expect(normalizeForSearch('   ')).toBe('');
  });

  it('should fold as the plain definition does: ß, NFD without its marks, umlaut spellings, whitespace', () => {
    // The rules above, written the obvious way (one pass over the whole text per rule).
    const byDefinition = (text: string) =>
      text
        .toLowerCase()
        .replace(/ß/g, 'ss')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/([aou])e/g, '$1')
        .replace(/\s+/g, ' ')
        .trim();
    const texts = [
      'Hydrant Benchstraße 1234 Vor dem Gerätehaus Überflurhydrant 150 mm Ringleitung 51,0234',
      'GROSSE STRASSE ẞ',
      'Ångström øre Æsop œuvre Crème brûlée naïve façade',
      'u\u0308ber a\u0301\u0323 Mu\u0308ller',
      'İstanbul ıspanak',
      '  Am\tMarkt\n\r 7\u00a0b\u2003c  ',
      'a  b \t c',
      '한국어 日本語 Ελληνικά Ёлка',
      'Notruf 🚒 112 𝔸𝕓',
      'ﬁre ＡＢＣ',
      '',
      ' ',
    ];
    for (const text of texts) expect(normalizeForSearch(text), text).toBe(byDefinition(text));
  });
});
