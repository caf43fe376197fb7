import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStartSignal, type StartSignal } from '@rescue-admin/util';
import { START_LATEST_MS, START_QUIET_MS, useStartSettled, useWatchStart } from './start-settled';

/** A start of each test's own (the page's is settled once for good). */
let start: StartSignal;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { result } = renderHook(() => {
    useWatchStart(queryClient, start);
    return useStartSettled(start);
  });
  return { result, queryClient };
}

beforeEach(() => {
  start = createStartSignal();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useWatchStart', () => {
  it('should end the start once no query has been fetching for a moment', async () => {
    const { result, queryClient } = setup();
    let answer: (value: string) => void = () => undefined;
    const gate = new Promise<string>((resolve) => (answer = resolve));
    void queryClient.fetchQuery({ queryKey: ['first screen'], queryFn: () => gate });

    await act(() => vi.advanceTimersByTimeAsync(START_QUIET_MS * 4));
    expect(result.current).toBe(false);
    expect(start.isSettled()).toBe(false);

    answer('rows');
    await act(() => vi.advanceTimersByTimeAsync(START_QUIET_MS / 2));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(START_QUIET_MS));
    expect(result.current).toBe(true);
    expect(start.isSettled()).toBe(true);
  });

  it('given a loader in the main area, should wait until the screen shows', async () => {
    const main = document.body.appendChild(document.createElement('main'));
    main.innerHTML = '<div role="status" aria-busy="true">Loading...</div>';
    try {
      const { result } = setup();
      await act(() => vi.advanceTimersByTimeAsync(START_QUIET_MS * 4));
      expect(result.current).toBe(false);

      main.innerHTML = '<table></table>';
      await act(() => vi.advanceTimersByTimeAsync(START_QUIET_MS + 100));
      expect(result.current).toBe(true);
    } finally {
      main.remove();
    }
  });

  it('given a screen that keeps fetching, should end the start at the latest time', async () => {
    const { result, queryClient } = setup();
    void queryClient.fetchQuery({ queryKey: ['endless'], queryFn: () => new Promise(() => undefined) });
    await act(() => vi.advanceTimersByTimeAsync(START_LATEST_MS - 1));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('given the start ended before, should be settled at once', () => {
    start.settle();
    expect(setup().result.current).toBe(true);
  });
});
