import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStartSignal } from './start-settled';

afterEach(() => vi.useRealTimers());

describe('start signal', () => {
  it('should resolve the waiting once the start is settled, and at once from then on', async () => {
    const start = createStartSignal();
    let resumed = false;
    void start.settled(60_000).then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(start.isSettled()).toBe(false);

    start.settle();
    await vi.waitFor(() => expect(resumed).toBe(true));
    expect(start.isSettled()).toBe(true);
    await expect(start.settled(60_000)).resolves.toBeUndefined();
  });

  it('should tell a subscriber once, and stop telling one that unsubscribed', () => {
    const start = createStartSignal();
    const told = vi.fn();
    const gone = vi.fn();
    start.subscribe(told);
    start.subscribe(gone)();
    start.settle();
    start.settle();
    expect(told).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });

  it('given nobody settles the start, should resolve after the latest time', async () => {
    vi.useFakeTimers();
    const start = createStartSignal();
    let resumed = false;
    void start.settled(5000).then(() => (resumed = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toBe(true);
  });
});
