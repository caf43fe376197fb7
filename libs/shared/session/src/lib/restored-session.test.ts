import { describe, expect, it, vi } from 'vitest';
import { restoredSession } from './restored-session';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const stored = (expiresInMs: number) => ({ uid: 'uid-erika', email: 'admin@example.org', accessToken: 'stored', refreshToken: 'r', expirationTime: NOW + expiresInMs });

describe('restoredSession', () => {
  it('should hand out the stored token without asking for the SDK while it is usable', async () => {
    const requestSdk = vi.fn();
    const session = restoredSession(stored(3_600_000), requestSdk, () => NOW);
    expect(session.user).toEqual({ uid: 'uid-erika', email: 'admin@example.org' });
    await expect(session.getIdToken()).resolves.toBe('stored');
    expect(requestSdk).not.toHaveBeenCalled();
  });

  it('should ask for the SDK on a forced refresh and answer with its token once it has taken over', async () => {
    const requestSdk = vi.fn();
    const session = restoredSession(stored(3_600_000), requestSdk, () => NOW);
    const refreshed = session.getIdToken(true);
    expect(requestSdk).toHaveBeenCalledTimes(1);
    const sdkToken = vi.fn((force?: boolean) => Promise.resolve(force ? 'sdk-fresh' : 'sdk'));
    session.handOver(sdkToken);
    await expect(refreshed).resolves.toBe('sdk-fresh');
    await expect(session.getIdToken()).resolves.toBe('sdk');
  });

  it('should wait for the SDK when the stored token is about to expire', async () => {
    let now = NOW;
    const requestSdk = vi.fn();
    const session = restoredSession(stored(10 * 60_000), requestSdk, () => now);
    await expect(session.getIdToken()).resolves.toBe('stored');
    now += 6 * 60_000;
    const later = session.getIdToken();
    expect(requestSdk).toHaveBeenCalledTimes(1);
    session.handOver(() => Promise.resolve('sdk'));
    await expect(later).resolves.toBe('sdk');
  });

  it('should fail waiting and later calls when Firebase reports no user or another one', async () => {
    const session = restoredSession(stored(3_600_000), vi.fn(), () => NOW);
    const waiting = session.getIdToken(true);
    session.end();
    await expect(waiting).rejects.toThrow('ended');
    await expect(session.getIdToken()).rejects.toThrow('ended');
    session.handOver(() => Promise.resolve('too late'));
    await expect(session.getIdToken()).rejects.toThrow('ended');
  });
});
