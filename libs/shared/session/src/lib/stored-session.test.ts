import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetStoredSession, parseStoredSession, readStoredSession, refreshStoredToken, storedUserKey, tokenUsable, TOKEN_MARGIN_MS } from './stored-session';

const API_KEY = 'test-api-key';
const NOW = Date.parse('2026-11-27T10:00:00Z');

/** The record Firebase Auth's indexedDBLocalPersistence writes for a signed-in user (`User.toJSON()`). */
const firebaseRecord = (expirationTime = NOW + 3_600_000) => ({
  uid: 'uid-erika',
  email: 'admin@example.org',
  emailVerified: true,
  isAnonymous: false,
  providerData: [],
  stsTokenManager: { refreshToken: 'refresh-1', accessToken: 'token-1', expirationTime },
  createdAt: '1764230400000',
  lastLoginAt: '1764230400000',
  apiKey: API_KEY,
  appName: '[DEFAULT]',
});

function writeFirebaseRecord(idb: IDBFactory, key: string, value: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = idb.open('firebaseLocalStorageDb', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const put = db.transaction('firebaseLocalStorage', 'readwrite').objectStore('firebaseLocalStorage').put({ fbase_key: key, value });
      put.onsuccess = () => {
        db.close();
        resolve();
      };
      put.onerror = () => reject(put.error);
    };
  });
}

describe('parseStoredSession', () => {
  it('should take the user and the tokens from Firebase\'s record', () => {
    expect(parseStoredSession(firebaseRecord())).toEqual({
      uid: 'uid-erika',
      email: 'admin@example.org',
      accessToken: 'token-1',
      refreshToken: 'refresh-1',
      expirationTime: NOW + 3_600_000,
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'firebase'],
    ['no uid', { ...firebaseRecord(), uid: '' }],
    ['no token manager', { ...firebaseRecord(), stsTokenManager: undefined }],
    ['a token that is not a string', { ...firebaseRecord(), stsTokenManager: { ...firebaseRecord().stsTokenManager, accessToken: 1 } }],
    ['no expiry', { ...firebaseRecord(), stsTokenManager: { accessToken: 'a', refreshToken: 'r' } }],
  ])('should read %s as no session', (_name, value) => {
    expect(parseStoredSession(value)).toBeNull();
  });
});

describe('readStoredSession', () => {
  const original = globalThis.indexedDB;
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    window.localStorage.clear();
  });
  afterEach(() => {
    globalThis.indexedDB = original;
    window.localStorage.clear();
  });

  it('should read the session Firebase kept in IndexedDB for this project only', async () => {
    await writeFirebaseRecord(globalThis.indexedDB as IDBFactory, storedUserKey(API_KEY), firebaseRecord());
    expect(await readStoredSession(API_KEY)).toMatchObject({ uid: 'uid-erika', accessToken: 'token-1' });
    expect(await readStoredSession('another-project')).toBeNull();
  });

  it('should find nothing on a first visit and leave no database behind for Firebase to trip over', async () => {
    expect(await readStoredSession(API_KEY)).toBeNull();
    expect(await (globalThis.indexedDB as IDBFactory).databases()).toEqual([]);
  });

  it('should read the localStorage record where Firebase kept the session there', async () => {
    window.localStorage.setItem(storedUserKey(API_KEY), JSON.stringify(firebaseRecord()));
    expect(await readStoredSession(API_KEY)).toMatchObject({ uid: 'uid-erika', refreshToken: 'refresh-1' });
    window.localStorage.setItem(storedUserKey(API_KEY), '{not json');
    expect(await readStoredSession(API_KEY)).toBeNull();
  });

  it("should forget the session in IndexedDB and localStorage, this project's only, and create no database where there is none", async () => {
    await writeFirebaseRecord(globalThis.indexedDB as IDBFactory, storedUserKey(API_KEY), firebaseRecord());
    await writeFirebaseRecord(globalThis.indexedDB as IDBFactory, storedUserKey('another-project'), firebaseRecord());
    window.localStorage.setItem(storedUserKey(API_KEY), JSON.stringify(firebaseRecord()));

    await forgetStoredSession(API_KEY);

    expect(await readStoredSession(API_KEY)).toBeNull();
    expect(window.localStorage.getItem(storedUserKey(API_KEY))).toBeNull();
    expect(await readStoredSession('another-project')).toMatchObject({ uid: 'uid-erika' });

    globalThis.indexedDB = new IDBFactory();
    await forgetStoredSession(API_KEY);
    expect(await (globalThis.indexedDB as IDBFactory).databases()).toEqual([]);
  });
});

describe('tokenUsable', () => {
  it('should refuse a token that expires within the margin', () => {
    expect(tokenUsable({ expirationTime: NOW + TOKEN_MARGIN_MS + 1 }, NOW)).toBe(true);
    expect(tokenUsable({ expirationTime: NOW + TOKEN_MARGIN_MS }, NOW)).toBe(false);
    expect(tokenUsable({ expirationTime: NOW - 1 }, NOW)).toBe(false);
  });
});

describe('refreshStoredToken (the Auth service\'s REST refresh)', () => {
  const stored = parseStoredSession(firebaseRecord(NOW - 60_000));
  if (!stored) throw new Error('fixture');
  const config = { firebase: { apiKey: API_KEY, authDomain: 'x', projectId: 'p', storageBucket: 'b' } };
  const answer = (status: number, body: unknown) => vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

  it('should post the refresh token to securetoken.googleapis.com and keep the new token with its expiry', async () => {
    const fetchImpl = answer(200, { id_token: 'token-2', refresh_token: 'refresh-2', expires_in: '3600', user_id: 'uid-erika' });
    const refreshed = await refreshStoredToken(config, stored, fetchImpl, () => NOW);
    expect(refreshed).toMatchObject({ uid: 'uid-erika', accessToken: 'token-2', refreshToken: 'refresh-2', expirationTime: NOW + 3_600_000 });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(`https://securetoken.googleapis.com/v1/token?key=${API_KEY}`);
    expect(init?.method).toBe('POST');
    expect(new URLSearchParams(String(init?.body)).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(String(init?.body)).get('refresh_token')).toBe('refresh-1');
  });

  it('should ask the Auth emulator where the config names one', async () => {
    const fetchImpl = answer(200, { id_token: 'token-2', refresh_token: 'refresh-1', expires_in: '3600', user_id: 'uid-erika' });
    await refreshStoredToken({ ...config, emulators: { auth: 'http://127.0.0.1:9099' } }, stored, fetchImpl, () => NOW);
    expect(fetchImpl.mock.calls[0][0]).toBe(`http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=${API_KEY}`);
  });

  it('should fail on a refusal and on a token of another user', async () => {
    await expect(refreshStoredToken(config, stored, answer(400, { error: { message: 'TOKEN_EXPIRED' } }))).rejects.toThrow('400');
    await expect(
      refreshStoredToken(config, stored, answer(200, { id_token: 't', refresh_token: 'r', expires_in: '3600', user_id: 'uid-other' })),
    ).rejects.toThrow('other than a token of this user');
  });
});
