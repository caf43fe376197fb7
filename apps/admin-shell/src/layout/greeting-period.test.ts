import { describe, expect, it } from 'vitest';
import { greetingPeriod } from './dashboard-page';

const at = (hour: number, minute = 0) => new Date(2026, 10, 27, hour, minute);

describe('greetingPeriod', () => {
  it('greets the night shift with the evening, from 18 o’clock until 5 in the morning', () => {
    expect(greetingPeriod(at(18))).toBe('evening');
    expect(greetingPeriod(at(23, 59))).toBe('evening');
    expect(greetingPeriod(at(0, 40))).toBe('evening');
    expect(greetingPeriod(at(4, 59))).toBe('evening');
  });

  it('says good morning from 5 until 11 and good day until 18', () => {
    expect(greetingPeriod(at(5))).toBe('morning');
    expect(greetingPeriod(at(10, 59))).toBe('morning');
    expect(greetingPeriod(at(11))).toBe('day');
    expect(greetingPeriod(at(17, 59))).toBe('day');
  });
});
