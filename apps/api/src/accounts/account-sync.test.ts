import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountAdmin } from '../auth/accounts';
import type { Database } from '../db/database';
import { AccountSync } from './account-sync';

/** An empty outbox and no disabled accounts: what the timers ask, counted. */
function quietServices() {
  const db = { query: vi.fn(async () => []) } as unknown as Database;
  const listDisabled = vi.fn(async () => []);
  const accounts = { listDisabled } as unknown as AccountAdmin;
  return { db, accounts, listDisabled };
}

describe('AccountSync timers', () => {
  afterEach(() => vi.useRealTimers());

  it('should look for orphaned accounts only once the start is behind it, then every sweep interval', async () => {
    vi.useFakeTimers();
    const { db, accounts, listDisabled } = quietServices();
    const sync = new AccountSync(db, accounts);

    sync.start(60_000, 600_000, 30_000);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(listDisabled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(listDisabled).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(600_000);
    expect(listDisabled).toHaveBeenCalledTimes(2);
    await sync.stop();
  });

  it('stopped before the first sweep, should not sweep at all', async () => {
    vi.useFakeTimers();
    const { db, accounts, listDisabled } = quietServices();
    const sync = new AccountSync(db, accounts);

    sync.start(60_000, 600_000, 30_000);
    await sync.stop();
    await vi.advanceTimersByTimeAsync(700_000);

    expect(listDisabled).not.toHaveBeenCalled();
  });
});
