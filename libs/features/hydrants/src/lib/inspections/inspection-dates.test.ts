import { describe, expect, it } from 'vitest';
import { dueOf, isCorrectable } from './inspection-dates';

// Local times: the due date is told by the calendar day where the inspector is.
const now = new Date(2026, 10, 27, 10, 0);

describe('dueOf (how a next inspection reads)', () => {
  it.each([
    ['yesterday', new Date(2026, 10, 26, 23, 59), { kind: 'overdue', date: '26.11.2026' }],
    ['earlier today', new Date(2026, 10, 27, 0, 1), { kind: 'today' }],
    ['later today', new Date(2026, 10, 27, 23, 0), { kind: 'today' }],
    ['tomorrow just after midnight', new Date(2026, 10, 28, 0, 1), { kind: 'soon', days: 1 }],
    ['in 30 days (across a month end)', new Date(2026, 11, 27, 8, 0), { kind: 'soon', days: 30 }],
    ['in 31 days', new Date(2026, 11, 28, 8, 0), { kind: 'later', date: '28.12.2026' }],
  ] as const)('given a due date %s', (_situation, next, expected) => {
    expect(dueOf(next, now, 30)).toEqual(expected);
  });

  it('should read an ISO text like a Date (a record handed over in navigation state)', () => {
    expect(dueOf(new Date(2026, 10, 20).toISOString(), now, 30)).toEqual({ kind: 'overdue', date: '20.11.2026' });
  });
});

describe('isCorrectable (the 24 hours of correction)', () => {
  it('should allow a correction until editableUntil and not from then on', () => {
    expect(isCorrectable(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isCorrectable(now, now)).toBe(false);
    expect(isCorrectable(new Date(now.getTime() - 1).toISOString(), now)).toBe(false);
  });
});
