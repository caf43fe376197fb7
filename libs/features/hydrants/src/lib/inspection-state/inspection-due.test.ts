import { aHydrant } from '@rescue-admin/api-contract/testing';
import { describe, expect, it } from 'vitest';
import { chipIndexOf, dueStateOf, filterByChips } from './inspection-due';

/** A local date (the browser's time zone), as the list reads its dates. */
const day = (year: number, month: number, date: number, hour = 12) => new Date(year, month - 1, date, hour);

describe('dueStateOf', () => {
  const today = day(2026, 11, 27, 9);

  it('given a due date earlier today or in the past, should tell overdue only once the day has passed', () => {
    expect(dueStateOf(day(2026, 11, 26, 23), today)).toBe('overdue');
    expect(dueStateOf(day(2025, 1, 1), today)).toBe('overdue');
    expect(dueStateOf(day(2026, 11, 27, 0), today)).toBe('dueSoon');
  });

  it('given a due date up to 30 days ahead, should tell due soon; from day 31, not due', () => {
    expect(dueStateOf(day(2026, 12, 27, 23), today)).toBe('dueSoon');
    expect(dueStateOf(day(2026, 12, 28, 0), today)).toBe('notDue');
  });

  it('should count calendar days across a month end (31 January + 30 days is 2 March, or 1 March in a leap year)', () => {
    expect(dueStateOf(day(2027, 3, 2), day(2027, 1, 31))).toBe('dueSoon');
    expect(dueStateOf(day(2027, 3, 3), day(2027, 1, 31))).toBe('notDue');
    expect(dueStateOf(day(2028, 3, 1), day(2028, 1, 31))).toBe('dueSoon');
    expect(dueStateOf(day(2028, 3, 2), day(2028, 1, 31))).toBe('notDue');
    expect(dueStateOf(day(2028, 2, 29), day(2028, 3, 1))).toBe('overdue');
  });

  it('should not shift a day at the change to summer time', () => {
    // 29 March 2026 has 23 hours in Central Europe; the day count stays whole wherever the test runs.
    expect(dueStateOf(day(2026, 4, 28, 0), day(2026, 3, 29, 23))).toBe('dueSoon');
    expect(dueStateOf(day(2026, 4, 29, 0), day(2026, 3, 29, 0))).toBe('notDue');
  });
});

describe('the chip filter', () => {
  const today = day(2026, 11, 27);
  const broken = aHydrant({ name: 'Am Markt', inspectionStatus: 'AUSSER_BETRIEB', nextInspection: day(2026, 6, 1) });
  const late = aHydrant({ name: 'Schule', inspectionStatus: 'IN_BETRIEB', nextInspection: day(2026, 11, 1) });
  const soon = aHydrant({ name: 'Bauhof', inspectionStatus: 'EINGESCHRAENKT', nextInspection: day(2026, 12, 10) });
  const fine = aHydrant({ name: 'Feld', inspectionStatus: null, nextInspection: day(2027, 5, 1) });
  const specOnly = aHydrant({ name: 'Spec' });
  const hydrants = [broken, late, soon, fine, specOnly];

  it('should count what each chip would show (an out-of-service hydrant can also be overdue)', () => {
    expect(chipIndexOf(hydrants, today).counts).toEqual({ outOfService: 1, overdue: 2, dueSoon: 1 });
  });

  it('should keep the rows any pressed chip matches, in their order, and all rows without a chip', () => {
    const index = chipIndexOf(hydrants, today);
    expect(filterByChips(hydrants, index, ['overdue'])).toEqual([broken, late]);
    expect(filterByChips(hydrants, index, ['outOfService'])).toEqual([broken]);
    expect(filterByChips(hydrants, index, ['dueSoon', 'overdue'])).toEqual([broken, late, soon]);
    expect(filterByChips(hydrants, index, [])).toBe(hydrants);
  });

  it('given a hydrant without inspection fields (a spec-only service), should match no chip', () => {
    expect(chipIndexOf([specOnly], today).counts).toEqual({ outOfService: 0, overdue: 0, dueSoon: 0 });
  });

  describe('given the index of an earlier list (a live change)', () => {
    /** A hydrant that counts how often its due date is read. */
    const watched = (name: string, nextInspection: Date) => {
      const hydrant = aHydrant({ name, inspectionStatus: 'IN_BETRIEB' });
      const reads = { count: 0 };
      Object.defineProperty(hydrant, 'nextInspection', { get: () => (reads.count++, nextInspection), enumerable: true });
      return { hydrant, reads };
    };

    it('should read only the hydrants that are new at their position, and count as if it read them all', () => {
      const kept = watched('Kirche', day(2026, 11, 2));
      const before = chipIndexOf([kept.hydrant, late, fine], today);
      kept.reads.count = 0;
      const repaired = aHydrant({ ...late, inspectionStatus: 'IN_BETRIEB', nextInspection: day(2027, 11, 1) });
      const after = chipIndexOf([kept.hydrant, repaired, fine, broken], today, before);
      expect(kept.reads.count).toBe(0);
      expect(after.counts).toEqual(chipIndexOf([kept.hydrant, repaired, fine, broken], today).counts);
      expect(after.counts).toEqual({ outOfService: 1, overdue: 2, dueSoon: 0 });
      expect(filterByChips(after.hydrants, after, ['overdue'])).toEqual([kept.hydrant, broken]);
    });

    it('given rows that moved (one removed before them), should read them again and place their bits right', () => {
      const before = chipIndexOf([fine, late, soon], today);
      const after = chipIndexOf([late, soon], today, before);
      expect(filterByChips([late, soon], after, ['overdue'])).toEqual([late]);
      expect(filterByChips([late, soon], after, ['dueSoon'])).toEqual([soon]);
    });

    it('given another day, should read every hydrant again (a due date becomes overdue overnight)', () => {
      const kept = watched('Kirche', day(2026, 11, 27, 8));
      const before = chipIndexOf([kept.hydrant], today);
      expect(before.counts.dueSoon).toBe(1);
      kept.reads.count = 0;
      const after = chipIndexOf([kept.hydrant], day(2026, 11, 28), before);
      expect(kept.reads.count).toBeGreaterThan(0);
      expect(after.counts).toEqual({ outOfService: 0, overdue: 1, dueSoon: 0 });
    });
  });
});
