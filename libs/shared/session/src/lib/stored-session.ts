import type { AppConfig } from './app-config';

/**
 * The signed-in user as Firebase Auth keeps them in this browser: the record its
 * `indexedDBLocalPersistence` writes (`User.toJSON()` under `firebase:authUser:<apiKey>:[DEFAULT]`
 * in the `firebaseLocalStorageDb` database; `browserLocalPersistence` keeps the same JSON in
 * localStorage). A signed-in start reads it without the SDK, so its first screen does not wait
 * for Firebase Auth's 134 kB of JavaScript (session-provider.tsx). The record stays Firebase's:
 * signing out deletes it through the SDK, or, where the SDK cannot load, `forgetStoredSession`.
 */
export interface StoredSession {
  uid: string;
  email: string | null;
  accessToken: string;
  refreshToken: string;
  /** When `accessToken` expires, in ms since the epoch. */
  expirationTime: number;
}

/** Firebase's persistence key of the default app's user. */
export const storedUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;
const DB_NAME = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

/** The fields a start needs, or null when the value is not a user record of that shape. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const { uid, email, stsTokenManager } = value as Record<string, unknown>;
  if (typeof uid !== 'string' || uid === '' || typeof stsTokenManager !== 'object' || stsTokenManager === null) return null;
  const { accessToken, refreshToken, expirationTime } = stsTokenManager as Record<string, unknown>;
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string' || typeof expirationTime !== 'number') return null;
  return { uid, email: typeof email === 'string' ? email : null, accessToken, refreshToken, expirationTime };
}

/**
 * Runs one request on Firebase's IndexedDB store if Firebase has created it; never creates the
 * database (a first visit has none). Resolves with the request's result once its transaction is
 * done, or undefined (no store, no IndexedDB, an error).
 */
function onFirebaseStore(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest): Promise<unknown> {
  return new Promise((resolve) => {
    let opening: IDBOpenDBRequest;
    try {
      opening = indexedDB.open(DB_NAME);
    } catch {
      resolve(undefined);
      return;
    }
    // No database yet: aborting the upgrade leaves none behind for Firebase to find without its store.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => resolve(undefined);
    opening.onblocked = () => resolve(undefined);
    opening.onsuccess = () => {
      const db = opening.result;
      const done = (value: unknown) => {
        db.close();
        resolve(value);
      };
      try {
        if (!db.objectStoreNames.contains(STORE)) {
          done(undefined);
          return;
        }
        const transaction = db.transaction(STORE, mode);
        const pending = request(transaction.objectStore(STORE));
        transaction.oncomplete = () => done(pending.result);
        transaction.onerror = () => done(undefined);
        transaction.onabort = () => done(undefined);
      } catch {
        done(undefined);
      }
    };
  });
}

async function readIndexedDb(key: string): Promise<unknown> {
  return ((await onFirebaseStore('readonly', (store) => store.get(key))) as { value?: unknown } | undefined)?.value ?? null;
}

function readLocalStorage(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The user Firebase kept for this config's project, or null (signed out, another format, no storage). */
export async function readStoredSession(apiKey: string): Promise<StoredSession | null> {
  const key = storedUserKey(apiKey);
  const fromDb = typeof indexedDB === 'undefined' ? null : parseStoredSession(await readIndexedDb(key));
  return fromDb ?? parseStoredSession(readLocalStorage(key));
}

/**
 * Removes the user Firebase kept for this config's project, from IndexedDB and localStorage, as
 * Firebase's own sign-out does: for a restored session that ends while the SDK cannot load
 * (offline, its chunk not in the cache), so that the next start finds nobody. Creates nothing.
 */
export async function forgetStoredSession(apiKey: string): Promise<void> {
  const key = storedUserKey(apiKey);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // No localStorage (a privacy mode): Firebase kept nothing there either.
  }
  if (typeof indexedDB !== 'undefined') await onFirebaseStore('readwrite', (store) => store.delete(key));
}

/** A token that expires within this is not handed out: Firebase itself refreshes 30 s before, and clocks drift. */
export const TOKEN_MARGIN_MS = 5 * 60_000;

/** The token's part that counts for a start: usable now, with {@link TOKEN_MARGIN_MS} to spare. */
export const tokenUsable = (token: { expirationTime: number }, now = Date.now()) => token.expirationTime - now > TOKEN_MARGIN_MS;

/**
 * A new ID token for a stored refresh token, through the Auth service's documented REST call
 * (`POST securetoken.googleapis.com/v1/token`, grant_type=refresh_token), the same call the SDK
 * makes; the Auth emulator answers it at `<emulator>/securetoken.googleapis.com/v1/token`.
 * Rejects on a missing connection and on any refusal (revoked, disabled, deleted): the caller
 * then leaves the session to the SDK, which handles both.
 */
export async function refreshStoredToken(
  config: Pick<AppConfig, 'firebase' | 'emulators'>,
  session: StoredSession,
  fetchImpl: typeof fetch = fetch,
  now = () => Date.now(),
): Promise<StoredSession> {
  const emulator = config.emulators?.auth;
  const host = 'securetoken.googleapis.com/v1/token';
  const base = emulator ? `${emulator.replace(/\/$/, '')}/${host}` : `https://${host}`;
  const started = now();
  const response = await fetchImpl(`${base}?key=${encodeURIComponent(config.firebase.apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }).toString(),
  });
  if (!response.ok) throw new Error(`The Auth service refused the stored session (${response.status})`);
  const body = (await response.json()) as Record<string, unknown>;
  const { id_token: idToken, refresh_token: refreshToken, expires_in: expiresIn, user_id: userId } = body;
  const seconds = Number(expiresIn);
  if (typeof idToken !== 'string' || typeof refreshToken !== 'string' || !Number.isFinite(seconds) || userId !== session.uid) {
    throw new Error('The Auth service answered the refresh with something other than a token of this user');
  }
  return { ...session, accessToken: idToken, refreshToken, expirationTime: started + seconds * 1000 };
}
