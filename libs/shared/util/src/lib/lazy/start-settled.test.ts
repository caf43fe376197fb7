import { afterEach, describe, expect, it, vi } from 'vitest';

/** The signal is the page's: each test gets the module anew. */
const freshSignal = async () => {
  vi.resetModules();
  return import('./start-settled');
};

afterEach(() => vi.useRealTimers());

describe('start settled', () => {
  it('should resolve the waiting once the start is marked settled, and at once from then on', async () => {
    const { isStartSettled, markStartSettled, whenStartSettled } = await freshSignal();
    let resumed = false;
    void whenStartSettled(60_000).then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    expect(isStartSettled()).toBe(false);

    markStartSettled();
    await vi.waitFor(() => expect(resumed).toBe(true));
    expect(isStartSettled()).toBe(true);
    await expect(whenStartSettled(60_000)).resolves.toBeUndefined();
  });

  it('given nobody marks the start, should resolve after the latest time', async () => {
    vi.useFakeTimers();
    const { whenStartSettled } = await freshSignal();
    let resumed = false;
    void whenStartSettled(5000).then(() => (resumed = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toBe(true);
  });
});
