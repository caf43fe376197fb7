import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-load';
import { lazyModule } from './lazy-module';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('lazyModule', () => {
  it('should load once for any number of callers and then hand out the module at once', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(load);
    expect(module.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.loaded()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given a failed load should log it with type and address once, and load again on the next call', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = new TypeError('Importing a module script failed.');
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce('engine');
    const module = lazyModule(load, { label: '/assets/import-engine-A1.js' });

    const error = await module.load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'error', url: '/assets/import-engine-A1.js' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(error, offline);
    expect(String(consoleError.mock.calls[0][0])).toContain('Loading chunk failed (error: /assets/import-engine-A1.js)');

    await expect(module.load()).resolves.toBe('engine');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('given a load that never settles should fail as a timeout after 120 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const module = lazyModule(() => new Promise(() => undefined), { label: '/assets/uqr-B2.js' });
    const outcome = expect(module.load()).rejects.toMatchObject({ type: 'timeout', url: '/assets/uqr-B2.js' });
    await vi.advanceTimersByTimeAsync(120_000);
    await outcome;
  });
});
