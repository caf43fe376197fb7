import { useEffect, useState } from 'react';
import { useAuthSession } from '@rescue-admin/session';

/** Firebase refreshes an ID token this long before it expires. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** The time (ms) at which an ID token (a JWT) expires, from its `exp` claim; null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether the signed-in session has reached the time its ID token would be refreshed while the
 * browser is offline (`online` false): then nothing can be sent until the connection is back and
 * Firebase hands out a new token — the app says so and keeps every waiting change. The expiry is
 * read from the session's current token (Firebase's cache, no request) and again when the
 * connection returns (a new token); back online it turns false.
 */
export function useSessionNeedsConnection(online: boolean, now: () => number = Date.now): boolean {
  const { getIdToken } = useAuthSession();
  const [refreshAt, setRefreshAt] = useState<number | null>(null);
  /** The refresh time whose timer has fired. */
  const [passed, setPassed] = useState<number | null>(null);

  useEffect(() => {
    // Also offline: a token that has not expired comes from Firebase's cache, without a request.
    if (!getIdToken) return undefined;
    let cancelled = false;
    getIdToken().then(
      (token) => {
        const expiry = tokenExpiry(token);
        if (!cancelled) setRefreshAt(expiry === null ? null : expiry - REFRESH_MARGIN_MS);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [getIdToken, online]);

  useEffect(() => {
    if (online || refreshAt === null) return undefined;
    const timer = setTimeout(() => setPassed(refreshAt), Math.max(0, refreshAt - now()));
    return () => clearTimeout(timer);
  }, [online, refreshAt, now]);

  return !online && refreshAt !== null && passed === refreshAt;
}
