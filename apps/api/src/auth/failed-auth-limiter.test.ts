import { describe, expect, it } from 'vitest';
import { FailedAuthLimiter } from './failed-auth-limiter';

describe('FailedAuthLimiter', () => {
  it('lets an address fail max times, then asks it to wait until the window has passed', () => {
    let now = 0;
    const limiter = new FailedAuthLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(0);
      limiter.recordFailure('10.0.0.1');
    }
    expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(60);
    expect(limiter.retryAfterSeconds('10.0.0.2')).toBe(0);
    now = 45_500;
    expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(15);
    now = 60_000;
    expect(limiter.retryAfterSeconds('10.0.0.1')).toBe(0);
  });
});
