import { describe, expect, it } from 'vitest';
import { datesAsText, withTextAt } from './dates-as-text';

const revived = new Date('2026-01-01T00:00Z');

describe('datesAsText', () => {
  it('should turn a Date anywhere in plain values into its ISO text and leave everything else as it is', () => {
    const icon = new Blob(['png']);
    expect(
      datesAsText({ name: revived, seats: 4, address: { city: revived, zip: '12345' }, lines: [{ name: revived }], icon, empty: null }),
    ).toEqual({
      name: '2026-01-01T00:00:00.000Z',
      seats: 4,
      address: { city: '2026-01-01T00:00:00.000Z', zip: '12345' },
      lines: [{ name: '2026-01-01T00:00:00.000Z' }],
      icon,
      empty: null,
    });
  });

  it('should not change what it was given', () => {
    const values = { name: revived };
    datesAsText(values);
    expect(values.name).toBe(revived);
  });
});

describe('withTextAt', () => {
  it('should put the Dates at the given paths back to text in a copy', () => {
    const record = { uid: 'h-1', name: revived, address: { city: revived } };
    expect(withTextAt(record, [['name'], ['address', 'city']])).toEqual({
      uid: 'h-1',
      name: '2026-01-01T00:00:00.000Z',
      address: { city: '2026-01-01T00:00:00.000Z' },
    });
    expect(record.name).toBe(revived);
  });

  it.each([
    ['a path that holds no Date', [['uid']]],
    ['a path that does not exist', [['address', 'city']]],
    ['no paths at all', []],
  ])('given %s, should give null', (_case, paths) => {
    expect(withTextAt({ uid: 'h-1', name: revived }, paths)).toBeNull();
  });
});
