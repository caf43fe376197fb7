// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDateTime, parseJsonWithDates } from './date-revival';

describe('parseJsonWithDates (SPEC §3 date revival)', () => {
  it.each([
    ['Z without fraction', '2026-03-14T09:30:00Z', '2026-03-14T09:30:00.000Z'],
    ['milliseconds', '2026-03-14T09:30:00.123Z', '2026-03-14T09:30:00.123Z'],
    ['microseconds (truncated to ms)', '2026-03-14T09:30:00.123456Z', '2026-03-14T09:30:00.123Z'],
    ['one fractional digit', '2026-03-14T09:30:00.5Z', '2026-03-14T09:30:00.500Z'],
    ['positive offset', '2026-03-14T10:30:00+01:00', '2026-03-14T09:30:00.000Z'],
    ['negative offset with fraction', '2026-03-14T04:30:00.250-05:00', '2026-03-14T09:30:00.250Z'],
    ['offset without colon', '2026-03-14T11:30:00+0200', '2026-03-14T09:30:00.000Z'],
    ['no seconds', '2026-03-14T09:30Z', '2026-03-14T09:30:00.000Z'],
    ['an offset across midnight and the year', '2027-01-01T00:30:00+05:45', '2026-12-31T18:45:00.000Z'],
    ['a leap day', '2028-02-29T12:00:00-00:30', '2028-02-29T12:30:00.000Z'],
    ['a two-digit year', '0050-06-01T00:00:00Z', '0050-06-01T00:00:00.000Z'],
  ])('given %s, should revive a Date of that instant', (_case, input, iso) => {
    const value = parseJsonWithDates(JSON.stringify({ at: input })) as { at: unknown };
    expect(value.at).toBeInstanceOf(Date);
    expect((value.at as Date).toISOString()).toBe(iso);
  });

  it.each([
    ['a date without time', '2024-01-01'],
    ['a date-time without zone (ambiguous)', '2024-01-01T10:00:00'],
    ['a customer kennung', 'FW-MS'],
    ['a name with digits', 'HLF 20'],
    ['an impossible month', '2024-13-01T10:00:00Z'],
    ['a date-time inside text', 'am 2024-01-01T10:00:00Z'],
    ['an empty string', ''],
  ])('given %s, should leave the string untouched', (_case, input) => {
    expect(parseJsonWithDates(JSON.stringify({ value: input }))).toEqual({ value: input });
  });

  it('should revive at any depth, in arrays and objects, and leave other values alone', () => {
    const json = JSON.stringify([
      { uid: 'a', createDate: '2026-03-14T09:30:00Z', standardLoad: [{ material: { lastUpdate: '2026-03-15T09:30:00.1+00:00' }, amount: 4 }] },
      '2026-03-16T00:00:00Z',
      42,
      null,
      true,
    ]);
    const [record, bare, ...rest] = parseJsonWithDates(json) as [
      { uid: string; createDate: Date; standardLoad: Array<{ material: { lastUpdate: Date }; amount: number }> },
      Date,
      ...unknown[],
    ];
    expect(record.uid).toBe('a');
    expect(record.createDate).toEqual(new Date('2026-03-14T09:30:00Z'));
    expect(record.standardLoad[0].material.lastUpdate).toEqual(new Date('2026-03-15T09:30:00.100Z'));
    expect(record.standardLoad[0].amount).toBe(4);
    expect(bare).toEqual(new Date('2026-03-16T00:00:00Z'));
    expect(rest).toEqual([42, null, true]);
  });

  it('should answer null from parseIsoDateTime for non-dates', () => {
    expect(parseIsoDateTime('FW-MS')).toBeNull();
  });

  it('should read every valid date-time as the engine reads its ECMAScript form', () => {
    for (let n = 0; n < 2000; n++) {
      const time = Date.UTC(1970 + (n % 130), n % 12, 1 + (n % 31), n % 24, (n * 7) % 60, (n * 13) % 60, (n * 37) % 1000);
      const iso = new Date(time).toISOString();
      expect(parseIsoDateTime(iso)?.getTime()).toBe(new Date(iso).getTime());
    }
  });

  it('should read the servers\' form („…T09:30:00.123Z“) exactly as the same instant written with +00:00', () => {
    // Any digits in the servers' form: out-of-range parts, years below 100, a 31st of February.
    const digits = (length: number) => fc.stringMatching(new RegExp(`^\\d{${length}}$`));
    fc.assert(
      fc.property(fc.tuple(digits(4), digits(2), digits(2), digits(2), digits(2), digits(2), digits(3)), ([year, month, day, hours, minutes, seconds, millis]) => {
        const stem = `${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${millis}`;
        expect(parseIsoDateTime(`${stem}Z`)?.getTime()).toBe(parseIsoDateTime(`${stem}+00:00`)?.getTime());
      }),
      { numRuns: 5000 },
    );
    expect(parseIsoDateTime('2026-02-31T00:00:00.000Z')?.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(parseIsoDateTime('0050-06-01T00:00:00.000Z')?.toISOString()).toBe('0050-06-01T00:00:00.000Z');
    expect(parseIsoDateTime('2024-01-01T24:00:00.000Z')).toBeNull();
    expect(parseIsoDateTime('2024-01-01T10:00:00,000Z')).toBeNull();
  });
});
