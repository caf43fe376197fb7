import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { START_LATEST_MS, START_QUIET_MS, useStartSettled } from './start-settled';

/** util's signal is the page's (settled once for good): each test starts with one of its own. */
const signal = vi.hoisted(() => ({ settled: false }));
vi.mock('@rescue-admin/util', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@rescue-admin/util')>()),
  isStartSettled: () => signal.settled,
  markStartSettled: () => void (signal.settled = true),
}));

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useStartSettled(), { wrapper });
  return { result, queryClient };
}

beforeEach(() => {
  signal.settled = false;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useStartSettled', () => {
  it('should settle once no query has been fetching for a moment, and mark the page\'s start settled', async () => {
    const { result, queryClient } = setup();
    let answer: (value: string) => void = () => undefined;
    const gate = new Promise<string>((resolve) => (answer = resolve));
    void queryClient.fetchQuery({ queryKey: ['first screen'], queryFn: () => gate });

    await act(() => vi.advanceTimersByTimeAsync(START_QUIET_MS * 4));
    expect(result.current).toBe(false);
    expect(signal.settled).toBe(false);

    answer('rows');
    await act(() => vi.advanceTimersByTimeAsync(START_QUIET_MS - 1));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
    expect(signal.settled).toBe(true);
  });

  it('given a screen that keeps fetching, should settle at the latest time', async () => {
    const { result, queryClient } = setup();
    void queryClient.fetchQuery({ queryKey: ['endless'], queryFn: () => new Promise(() => undefined) });
    await act(() => vi.advanceTimersByTimeAsync(START_LATEST_MS - 1));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('given the start settled before, should be true at once', () => {
    signal.settled = true;
    expect(setup().result.current).toBe(true);
  });
});
