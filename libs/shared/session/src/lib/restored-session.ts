import type { AppConfig } from './app-config';
import type { SessionUser } from './session';
import { readStoredSession, refreshStoredToken, tokenUsable, type StoredSession } from './stored-session';

type GetIdToken = (forceRefresh?: boolean) => Promise<string>;

/**
 * A session restored from what Firebase stored, before the SDK is here: the user and their token,
 * one `getIdToken` for the whole session. Until Firebase reports the same user (`handOver`) it
 * hands out the stored token while it is usable; a refresh (forced, or the token close to expiry)
 * asks for the SDK and waits for it. From the hand-over on every token is the SDK's, through the
 * same function, so nothing built on it (the HTTP clients, the live stream) starts again.
 */
export interface RestoredSession {
  user: SessionUser;
  getIdToken: GetIdToken;
  /** Firebase reported this user: from now on `getIdToken` asks it. */
  handOver(sdkToken: GetIdToken): void;
  /** Firebase reported no user or another one: waiting and later calls fail. */
  end(): void;
}

export function restoredSession(stored: StoredSession, requestSdk: () => void, now = () => Date.now()): RestoredSession {
  let sdkToken: GetIdToken | null = null;
  let ended = false;
  const waiting = new Set<{ resolve: (token: GetIdToken) => void; reject: (error: Error) => void }>();
  const sessionEnded = () => new Error('The restored session ended before Firebase confirmed it');
  return {
    user: { uid: stored.uid, email: stored.email },
    getIdToken: (forceRefresh) => {
      if (sdkToken) return sdkToken(forceRefresh);
      if (ended) return Promise.reject(sessionEnded());
      if (!forceRefresh && tokenUsable(stored, now())) return Promise.resolve(stored.accessToken);
      requestSdk();
      return new Promise<GetIdToken>((resolve, reject) => waiting.add({ resolve, reject })).then((token) => token(forceRefresh));
    },
    handOver: (token) => {
      if (ended) return;
      sdkToken = token;
      for (const waiter of waiting) waiter.resolve(token);
      waiting.clear();
    },
    end: () => {
      if (sdkToken) return;
      ended = true;
      for (const waiter of waiting) waiter.reject(sessionEnded());
      waiting.clear();
    },
  };
}

/**
 * The stored session with a usable token: as stored, or with a token the Auth service has just
 * refreshed. Null when there is none, when the browser is offline with an expired token, or when
 * the refresh fails: the SDK then restores the session as it always has (and handles the missing
 * connection and the revoked account).
 */
export async function readUsableSession(config: Pick<AppConfig, 'firebase' | 'emulators'>, fetchImpl: typeof fetch = fetch): Promise<StoredSession | null> {
  const stored = await readStoredSession(config.firebase.apiKey);
  if (!stored) return null;
  if (tokenUsable(stored)) return stored;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  return refreshStoredToken(config, stored, fetchImpl).catch(() => null);
}
