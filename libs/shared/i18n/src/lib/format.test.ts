import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatLongDate, formatRelativeTime, formatShortDate } from './format';

const now = new Date(2026, 10, 22, 14, 5, 0);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('formatRelativeTime', () => {
  it.each([
    [minutesAgo(5), 'vor 5 Minuten'],
    [minutesAgo(1), 'vor 1 Minute'],
    [minutesAgo(120), 'vor 2 Stunden'],
    [minutesAgo(24 * 60), 'gestern'],
    [minutesAgo(3 * 24 * 60), 'vor 3 Tagen'],
    [minutesAgo(14 * 24 * 60), 'vor 2 Wochen'],
    [minutesAgo(400 * 24 * 60), 'letztes Jahr'],
    [new Date(now.getTime() + 2 * 3_600_000), 'in 2 Stunden'],
  ])('given %s should say "%s"', (value, expected) => {
    expect(formatRelativeTime(value, now)).toBe(expected);
  });

  it('given less than a minute should say "jetzt" rather than a count of seconds', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 37_000), now)).toBe('jetzt');
  });

  it('should measure against the current time when no reference is given', () => {
    expect(formatRelativeTime(new Date(Date.now() - 5 * 60_000))).toBe('vor 5 Minuten');
  });
});

describe('absolute German formats', () => {
  it('formatDateTime should give day.month.year, hour:minute', () => {
    expect(formatDateTime(now)).toBe('22.11.2026, 14:05');
  });


  it('formatLongDate should spell out weekday and month', () => {
    expect(formatLongDate(now)).toBe('Sonntag, 22. November 2026');
  });

  it('formatShortDate should give the same date in numbers with the short weekday', () => {
    expect(formatShortDate(now)).toBe('So., 22.11.2026');
  });

  it('formatClock should use the 24-hour clock with two digits', () => {
    expect(formatClock(new Date(2026, 10, 22, 9, 5))).toBe('09:05');
    expect(formatClock(new Date(2026, 10, 22, 0, 0))).toBe('00:00');
  });
});
