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
});
