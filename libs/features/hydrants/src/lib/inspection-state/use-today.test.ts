import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today';

describe('useToday', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2027, 1, 28, 23, 58));
  });
  afterEach(() => vi.useRealTimers());

  it('is the same midnight all day, however often it renders, and the next one just after midnight', () => {
    const { result, rerender } = renderHook(() => useToday());
    const first = result.current;
    expect(first).toEqual(new Date(2027, 1, 28));
    act(() => vi.advanceTimersByTime(60_000));
    rerender();
    expect(result.current).toBe(first);

    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current).toEqual(new Date(2027, 2, 1));
  });

  it('moves on when the page is shown again after a night the timer slept through', () => {
    const { result } = renderHook(() => useToday());
    // The clock jumps (the laptop slept); no timer has fired yet.
    vi.setSystemTime(new Date(2027, 2, 3, 7, 30));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toEqual(new Date(2027, 2, 3));
  });
});
