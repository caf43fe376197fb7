import type { VerifiedToken, TokenVerifier } from './token-verifier';

/**
 * Remembers successful verifications for a short while. firebase-admin's revocation check
 * (`checkRevoked`) costs a round trip to Firebase Auth on every request; for a list screen that
 * refetches on focus that is most of the latency. The price: an account deleted or disabled
 * *elsewhere* (Firebase console) is refused up to `ttlMs` later. Accounts deleted through this
 * API are forgotten at once. Failures are never cached.
 */
export class CachingTokenVerifier implements TokenVerifier {
  private readonly entries = new Map<string, { caller: VerifiedToken; until: number }>();
  /** Verifications under way: a burst of requests with one new token asks Firebase once, not once each. */
  private readonly pending = new Map<string, Promise<VerifiedToken | null>>();

  constructor(
    private readonly inner: TokenVerifier,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
  ) {}

  async verify(idToken: string): Promise<VerifiedToken | null> {
    const now = this.clock();
    const hit = this.entries.get(idToken);
    if (hit && hit.until > now) return hit.caller;
    if (hit) this.entries.delete(idToken);

    let verification = this.pending.get(idToken);
    if (!verification) {
      verification = this.inner.verify(idToken).finally(() => this.pending.delete(idToken));
      this.pending.set(idToken, verification);
    }
    const caller = await verification;
    if (caller && this.ttlMs > 0) {
      // Oldest first out: Map iteration order is insertion order.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(idToken, { caller, until: Math.min(now + this.ttlMs, expiryOf(idToken) ?? Infinity) });
    }
    return caller;
  }

  /** Drops every remembered token of this account (called when the API deletes the user). */
  forget(uid: string): void {
    for (const [token, entry] of this.entries) if (entry.caller.uid === uid) this.entries.delete(token);
  }
}

/** The token's own expiry (ms), so a cached token (or an event stream, live/live-streams.ts) never outlives it. */
export function expiryOf(idToken: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}
