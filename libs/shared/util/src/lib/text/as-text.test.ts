import { describe, expect, it } from 'vitest';
import { asText } from './as-text';

describe('asText', () => {
  it('given text, should keep it as it is', () => {
    expect(asText('Feuerwehr Musterstadt')).toBe('Feuerwehr Musterstadt');
    expect(asText('')).toBe('');
  });

  it('given a name the HTTP layer revived into a Date, should give its ISO text back', () => {
    expect(asText(new Date('2026-01-01T00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('given an invalid date, should give an empty text instead of throwing', () => {
    expect(asText(new Date('not a date'))).toBe('');
  });

  it.each([
    [42, '42'],
    [0, '0'],
    [true, 'true'],
    [10n, '10'],
  ])('given %s, should give %s', (value, text) => {
    expect(asText(value)).toBe(text);
  });

  it.each([[null], [undefined], [{ name: 'x' }], [['a']], [() => 'x']])('given %s, should give an empty text', (value) => {
    expect(asText(value)).toBe('');
  });
});
