import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStartSignal } from '@rescue-admin/util';
import type { AppConfig } from './app-config';
import { storedUserKey } from './stored-session';

// The Firebase SDK (./firebase, the module the provider loads lazily) played by a fake: under
// Node the real SDK keeps its user in memory only, so it cannot restore one from the browser's
// store. What the fake does is what the provider meets: the user Firebase restores (or none), its
// tokens, sign-out. The real SDK restoring a real session is the e2e suite's (every reload there).
interface FakeUser {
  uid: string;
  email: string;
  getIdToken: (forceRefresh?: boolean) => Promise<string>;
}
const sdk = vi.hoisted(() => ({
  restores: null as FakeUser | null,
  listeners: new Set<(user: FakeUser | null) => void>(),
  /** Whether the page has started the SDK (`initFirebase`, once per page like the real one), and how often. */
  handles: null as unknown,
  loads: 0,
  /** Waiting for the handles (`nextFirebaseHandles`). */
  waiting: [] as ((handles: unknown) => void)[],
}));
const fakeFirebase = vi.hoisted(() => () => {
  const auth = { currentUser: null as FakeUser | null, authStateReady: () => Promise.resolve() };
  const report = (user: FakeUser | null) => {
    auth.currentUser = user;
    for (const listener of sdk.listeners) listener(user);
  };
  return {
    initFirebase: (config: AppConfig) => {
      if (sdk.handles) return sdk.handles;
      sdk.loads += 1;
      const handles = { app: {}, auth, config };
      sdk.handles = handles;
      for (const resolve of sdk.waiting.splice(0)) resolve(handles);
      return handles;
    },
    onAuthStateChanged: (_auth: unknown, listener: (user: FakeUser | null) => void) => {
      sdk.listeners.add(listener);
      setTimeout(() => report(sdk.restores), 0);
      return () => sdk.listeners.delete(listener);
    },
    firebaseHandles: () => sdk.handles,
    nextFirebaseHandles: () => (sdk.handles ? Promise.resolve(sdk.handles) : new Promise((resolve) => sdk.waiting.push(resolve))),
    signOut: () => {
      sdk.restores = null;
      report(null);
      return Promise.resolve();
    },
  };
});
vi.mock('./firebase', () => fakeFirebase());

const API_KEY = 'test-api-key';
const CONFIG: AppConfig = {
  services: { user: 'http://api.test/user/', base: 'http://api.test/api/', mission: 'http://api.test/mission/' },
  firebase: { apiKey: API_KEY, authDomain: 'demo-rescue-admin.firebaseapp.com', projectId: 'demo-rescue-admin', storageBucket: 'demo-rescue-admin.appspot.com' },
  emulators: { auth: 'http://127.0.0.1:9099' },
};

/** Keeps a signed-in user as Firebase Auth's localStorage persistence does (`User.toJSON()`). */
const keepFirebaseRecord = (accessToken: string, expirationTime: number) =>
  window.localStorage.setItem(
    storedUserKey(API_KEY),
    JSON.stringify({ uid: 'uid-erika', email: 'admin@example.org', emailVerified: true, isAnonymous: false, providerData: [], stsTokenManager: { refreshToken: 'refresh-1', accessToken, expirationTime }, apiKey: API_KEY, appName: '[DEFAULT]' }),
  );
const erika = (token: string): FakeUser => ({ uid: 'uid-erika', email: 'admin@example.org', getIdToken: () => Promise.resolve(token) });


/** A fresh page: the provider's module state (the SDK's load, the deferral) starts anew. */
async function startPage() {
  vi.resetModules();
  const { SessionProvider, loadFirebaseHandles } = await import('./session-provider');
  const { useAuthSession } = await import('./session');
  const start = createStartSignal();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider config={CONFIG} start={start}>
      {children}
    </SessionProvider>
  );
  const { result } = renderHook(() => useAuthSession(), { wrapper });
  return { result, start, loadFirebaseHandles };
}

beforeEach(() => {
  sdk.restores = null;
  sdk.handles = null;
  sdk.waiting = [];
  sdk.listeners.clear();
  sdk.loads = 0;
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});
// jsdom test files share one module registry (vitest.preset: no isolation): the next file gets the real SDK.
afterAll(() => {
  vi.doUnmock('./firebase');
  vi.resetModules();
});

describe('SessionProvider with a session Firebase kept in this browser', () => {
  it('should be signed in at once with the stored token, load the SDK after the start, and keep the session when Firebase reports the same user', async () => {
    keepFirebaseRecord('stored-token', Date.now() + 3_600_000);
    sdk.restores = erika('sdk-token');
    const { result, start } = await startPage();

    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user).toEqual({ uid: 'uid-erika', email: 'admin@example.org' });
    const getIdToken = result.current.getIdToken;
    await expect(getIdToken?.()).resolves.toBe('stored-token');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sdk.loads).toBe(0);
    expect(sdk.handles).toBeNull();

    act(() => start.settle());
    await waitFor(() => expect(sdk.handles).not.toBeNull());
    await waitFor(() => expect(sdk.listeners.size).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.status).toBe('signed-in');
    expect(result.current.getIdToken).toBe(getIdToken);
    await expect(getIdToken?.()).resolves.toBe('sdk-token');
  });

  it('should take the e-mail Firebase reports over the stored one, and keep the session', async () => {
    keepFirebaseRecord('stored-token', Date.now() + 3_600_000);
    sdk.restores = { ...erika('sdk-token'), email: 'erika.neu@example.org' };
    const { result, start } = await startPage();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    const getIdToken = result.current.getIdToken;

    act(() => start.settle());
    await waitFor(() => expect(result.current.user).toEqual({ uid: 'uid-erika', email: 'erika.neu@example.org' }));
    expect(result.current.getIdToken).toBe(getIdToken);
  });

  it('should load the SDK at once when a file needs Firebase before the start is over', async () => {
    keepFirebaseRecord('stored-token', Date.now() + 3_600_000);
    sdk.restores = erika('sdk-token');
    const { result, loadFirebaseHandles } = await startPage();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));

    const handles = await loadFirebaseHandles();
    expect(handles?.config).toBe(CONFIG);
    expect(sdk.loads).toBe(1);
  });

  it('should sign out through Firebase although its SDK was not loaded yet', async () => {
    keepFirebaseRecord('stored-token', Date.now() + 3_600_000);
    sdk.restores = erika('sdk-token');
    const { result } = await startPage();
    await waitFor(() => expect(result.current.status).toBe('signed-in'));

    await act(() => result.current.signOut());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(sdk.loads).toBe(1);
    expect(result.current.getIdToken).toBeNull();
  });

  it("should sign out without the SDK when it cannot load, removing Firebase's record so that no later start restores the session", async () => {
    keepFirebaseRecord('stored-token', Date.now() + 3_600_000);
    // The SDK's chunk does not load (offline, not in the cache): importing it fails.
    vi.doMock('./firebase', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/firebase.js');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { result } = await startPage();
      await waitFor(() => expect(result.current.status).toBe('signed-in'));

      await act(() => result.current.signOut());
      expect(result.current.status).toBe('signed-out');
      expect(result.current.getIdToken).toBeNull();
      expect(window.localStorage.getItem(storedUserKey(API_KEY))).toBeNull();

      const again = await startPage();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(again.result.current.status).not.toBe('signed-in');
    } finally {
      vi.doMock('./firebase', () => fakeFirebase());
    }
  });

  it('should refresh an expired stored token through the Auth service, and end the session when Firebase then reports no user', async () => {
    keepFirebaseRecord('expired-token', Date.now() - 60_000);
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify({ id_token: 'refreshed-token', refresh_token: 'refresh-1', expires_in: '3600', user_id: 'uid-erika' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    sdk.restores = null; // the account was deleted meanwhile: Firebase's own check finds no user
    const { result, start } = await startPage();

    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    const getIdToken = result.current.getIdToken;
    await expect(getIdToken?.()).resolves.toBe('refreshed-token');
    expect(fetchMock.mock.calls[0][0]).toBe(`http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=${API_KEY}`);

    act(() => start.settle());
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(result.current.getIdToken).toBeNull();
    await expect(getIdToken?.(true)).rejects.toThrow('ended');
  });

  it('should leave a session whose refresh the Auth service refuses to the SDK, which loads at once', async () => {
    keepFirebaseRecord('expired-token', Date.now() - 60_000);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{"error":{"message":"TOKEN_EXPIRED"}}', { status: 400 })));
    const { result } = await startPage();

    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(sdk.loads).toBe(1);
  });
});
