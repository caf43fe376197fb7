import { describe, expect, it } from 'vitest';
import { CachingTokenVerifier } from './caching-token-verifier';
import type { VerifiedToken, TokenVerifier } from './token-verifier';

/** A verifier whose answers the test controls, counting how often it is asked. */
class ScriptedVerifier implements TokenVerifier {
  calls = 0;
  valid = new Map<string, string>();
  async verify(token: string): Promise<VerifiedToken | null> {
    this.calls += 1;
    const uid = this.valid.get(token);
    return uid ? { uid, authTime: 0 } : null;
  }
}

const jwtExpiringAt = (seconds: number) => `x.${Buffer.from(JSON.stringify({ exp: seconds })).toString('base64url')}.y`;

describe('CachingTokenVerifier', () => {
  it('asks once within the time-to-live, then again', async () => {
    let now = 1_000_000;
    const inner = new ScriptedVerifier();
    inner.valid.set('t', 'erika');
    const verifier = new CachingTokenVerifier(inner, 30_000, 100, () => now);

    expect(await verifier.verify('t')).toEqual({ uid: 'erika', authTime: 0 });
    expect(await verifier.verify('t')).toEqual({ uid: 'erika', authTime: 0 });
    expect(inner.calls).toBe(1);

    now += 30_001;
    inner.valid.delete('t');
    expect(await verifier.verify('t')).toBeNull();
    expect(inner.calls).toBe(2);
  });

  it('asks once for a burst of concurrent requests with the same new token', async () => {
    const inner = new ScriptedVerifier();
    inner.valid.set('t', 'erika');
    const verifier = new CachingTokenVerifier(inner, 30_000);
    const callers = await Promise.all(Array.from({ length: 20 }, () => verifier.verify('t')));
    expect(callers.every((caller) => caller?.uid === 'erika')).toBe(true);
    expect(inner.calls).toBe(1);
  });

  it('never remembers a refusal', async () => {
    const inner = new ScriptedVerifier();
    const verifier = new CachingTokenVerifier(inner, 30_000);
    expect(await verifier.verify('t')).toBeNull();
    inner.valid.set('t', 'erika');
    expect(await verifier.verify('t')).toEqual({ uid: 'erika', authTime: 0 });
  });

  it('forgets every token of a deleted account at once', async () => {
    const inner = new ScriptedVerifier();
    inner.valid.set('a', 'max').set('b', 'max').set('c', 'erika');
    const verifier = new CachingTokenVerifier(inner, 30_000);
    for (const token of ['a', 'b', 'c']) await verifier.verify(token);
    inner.valid.clear();

    verifier.forget('max');
    expect(await verifier.verify('a')).toBeNull();
    expect(await verifier.verify('b')).toBeNull();
    expect(await verifier.verify('c')).toEqual({ uid: 'erika', authTime: 0 });
  });

  it('does not trust a token past its own expiry', async () => {
    let now = 1_000_000_000;
    const token = jwtExpiringAt(now / 1000 + 5);
    const inner = new ScriptedVerifier();
    inner.valid.set(token, 'erika');
    const verifier = new CachingTokenVerifier(inner, 60_000, 100, () => now);
    await verifier.verify(token);
    now += 6_000;
    inner.valid.clear();
    expect(await verifier.verify(token)).toBeNull();
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const inner = new ScriptedVerifier();
    inner.valid.set('a', 'u1').set('b', 'u2').set('c', 'u3');
    const verifier = new CachingTokenVerifier(inner, 30_000, 2);
    for (const token of ['a', 'b', 'c']) await verifier.verify(token);
    inner.calls = 0;
    await verifier.verify('a');
    expect(inner.calls).toBe(1);
  });
});
