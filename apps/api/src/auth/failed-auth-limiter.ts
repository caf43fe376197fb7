/**
 * Slows down guessing: after `max` refused tokens from one client address within `windowMs`, a
 * refused token from that address answers 429 (with Retry-After) until the window has passed.
 * Only refused tokens are counted and a valid token is always served (http/admission.ts verifies first), so
 * a busy office behind one address is not locked out by its own traffic or by one guesser in it.
 */
export class FailedAuthLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max = 30,
    readonly windowMs = 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Seconds the address must wait, or 0 when it may try. */
  retryAfterSeconds(address: string): number {
    const entry = this.failures.get(address);
    if (!entry) return 0;
    const now = this.clock();
    if (entry.resetAt <= now) {
      this.failures.delete(address);
      return 0;
    }
    return entry.count >= this.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  recordFailure(address: string): void {
    const now = this.clock();
    const entry = this.failures.get(address);
    if (!entry || entry.resetAt <= now) {
      // Bounded memory under a spray of addresses: drop expired entries now and then.
      if (this.failures.size > 10_000) for (const [key, value] of this.failures) if (value.resetAt <= now) this.failures.delete(key);
      this.failures.set(address, { count: 1, resetAt: now + this.windowMs });
    } else {
      entry.count += 1;
    }
  }
}
