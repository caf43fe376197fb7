import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { memoryStores } from './offline-store';
import { CLIENT_KEY, PERSIST_THROTTLE_MS, ROWS_PER_PART, persistClient, restoreClient, type PersistedClient } from './persist-client';
import { keepQuery } from './keep-query';

afterEach(() => vi.useRealTimers());

const keepAll = { keepQuery: () => true };

describe('persistClient', () => {
  it('given many changes within a second, should write the store at most once per second', async () => {
    vi.useFakeTimers();
    const store = memoryStores().forUser('u');
    const set = vi.spyOn(store, 'set');
    const queryClient = new QueryClient();
    const stop = persistClient(queryClient, store, { buster: 'v1', ...keepAll }, () => Date.now());

    for (let i = 0; i < 9; i++) {
      queryClient.setQueryData(['hydrants', 'detail', `h-${i}`], { uid: `h-${i}` });
      await vi.advanceTimersByTimeAsync(100);
    }
    // The first change is written at once, the other eight together a second after it.
    expect(set).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS);
    expect(set).toHaveBeenCalledTimes(2);
    expect((await store.get<PersistedClient>(CLIENT_KEY))?.state.queries).toHaveLength(9);
    stop();
  });

  it('given a waiting write gets its answer, should take it out of the store at once, not a second later', async () => {
    vi.useFakeTimers();
    const store = memoryStores().forUser('u');
    const queryClient = new QueryClient();
    const stop = persistClient(queryClient, store, { buster: 'v1', ...keepAll }, () => Date.now());
    let answer: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (answer = resolve));
    void queryClient.getMutationCache().build(queryClient, { mutationKey: ['hydrants', 'update'], mutationFn: () => sent }).execute({ uid: 'h-1' });
    await vi.advanceTimersByTimeAsync(1);
    expect((await store.get<PersistedClient>(CLIENT_KEY))?.state.mutations).toHaveLength(1);

    // Within the second after that write.
    answer();
    await vi.advanceTimersByTimeAsync(1);

    expect((await store.get<PersistedClient>(CLIENT_KEY))?.state.mutations).toHaveLength(0);
    stop();
  });

  it('given the page goes, should write what is due at once', async () => {
    vi.useFakeTimers();
    const store = memoryStores().forUser('u');
    const queryClient = new QueryClient();
    const stop = persistClient(queryClient, store, { buster: 'v1', ...keepAll }, () => Date.now());
    queryClient.setQueryData(['hydrants', 'detail', 'h-1'], { uid: 'h-1' });
    await vi.advanceTimersByTimeAsync(1);
    // Due a second after the first write.
    queryClient.setQueryData(['hydrants', 'detail', 'h-2'], { uid: 'h-2' });
    await vi.advanceTimersByTimeAsync(1);

    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(1);

    expect((await store.get<PersistedClient>(CLIENT_KEY))?.state.queries).toHaveLength(2);
    stop();
  });

  it('should keep only the successful queries keepQuery accepts', async () => {
    const store = memoryStores().forUser('u');
    const queryClient = new QueryClient();
    const stop = persistClient(queryClient, store, { buster: 'v1', keepQuery: (query) => query.queryKey[0] !== 'users' });
    queryClient.setQueryData(['users', 'list', {}], [{ uid: 'someone' }]);
    queryClient.setQueryData(['hydrants', 'list', {}], [{ uid: 'h-1' }]);
    stop();
    await vi.waitFor(async () => expect(await store.get(CLIENT_KEY)).toBeDefined());
    const persisted = await store.get<PersistedClient>(CLIENT_KEY);
    expect(persisted?.state.queries.map((query) => query.queryKey)).toEqual([['hydrants', 'list', {}]]);
  });
});

describe('a long list', () => {
  const rows = (count: number, name = 'H') => Array.from({ length: count }, (_, n) => ({ uid: `h-${n}`, name: `${name} ${n}` }));

  it('should be stored in parts, each written by itself, and restored whole', async () => {
    const store = memoryStores().forUser('u');
    const set = vi.spyOn(store, 'set');
    const written = new QueryClient();
    const stop = persistClient(written, store, { buster: 'v1', ...keepAll });
    written.setQueryData(['hydrants', 'list', {}], rows(ROWS_PER_PART * 2 + 1));
    await vi.waitFor(async () => expect(await store.get(CLIENT_KEY)).toBeDefined());

    // Three parts, then the client, which names them instead of holding the rows.
    const keys = set.mock.calls.map(([key]) => key);
    expect(keys).toEqual([expect.stringMatching(/^rows:/), expect.stringMatching(/^rows:/), expect.stringMatching(/^rows:/), CLIENT_KEY]);
    expect(new Set(keys).size).toBe(4);
    expect(JSON.stringify(await store.get(CLIENT_KEY)).length).toBeLessThan(1_000);
    stop();

    const restored = new QueryClient();
    await restoreClient(restored, store, 'v1');
    expect(restored.getQueryData(['hydrants', 'list', {}])).toEqual(rows(ROWS_PER_PART * 2 + 1));
  });

  it('should not be written again while its rows stay the same, and its old parts go once it changes', async () => {
    const store = memoryStores().forUser('u');
    const queryClient = new QueryClient();
    const stop = persistClient(queryClient, store, { buster: 'v1', ...keepAll }, () => Date.now());
    queryClient.setQueryData(['hydrants', 'list', {}], rows(ROWS_PER_PART + 1));
    await vi.waitFor(async () => expect(await store.keys()).toHaveLength(3));
    const firstParts = (await store.keys()).filter((key) => key.startsWith('rows:'));

    const set = vi.spyOn(store, 'set');
    queryClient.setQueryData(['materials', 'list', {}], [{ uid: 'm-1' }]);
    await vi.waitFor(() => expect(set).toHaveBeenCalledTimes(1), { timeout: PERSIST_THROTTLE_MS * 2 });
    expect(set.mock.calls[0]?.[0]).toBe(CLIENT_KEY);

    queryClient.setQueryData(['hydrants', 'list', {}], rows(ROWS_PER_PART + 1, 'Neu'));
    await vi.waitFor(async () => expect((await store.keys()).filter((key) => key.startsWith('rows:') && !firstParts.includes(key))).toHaveLength(2), { timeout: PERSIST_THROTTLE_MS * 2 });
    await vi.waitFor(async () => expect((await store.keys()).filter((key) => firstParts.includes(key))).toEqual([]));
    stop();
  });

  it('given one row of a long list changes (a colleague\'s change: a new array, every other row the same object), should write only the part that holds it', async () => {
    const store = memoryStores().forUser('u');
    const queryClient = new QueryClient();
    const stop = persistClient(queryClient, store, { buster: 'v1', ...keepAll }, () => Date.now());
    const first = rows(ROWS_PER_PART * 3);
    queryClient.setQueryData(['hydrants', 'list', {}], first);
    await vi.waitFor(async () => expect(await store.keys()).toHaveLength(4));
    const firstParts = (await store.keys()).filter((key) => key.startsWith('rows:'));

    const set = vi.spyOn(store, 'set');
    const changed = first.slice();
    changed[ROWS_PER_PART + 5] = { uid: `h-${ROWS_PER_PART + 5}`, name: 'Hydrant Bauhof Nord' };
    queryClient.setQueryData(['hydrants', 'list', {}], changed);
    await vi.waitFor(() => expect(set.mock.calls.map(([key]) => key)).toContain(CLIENT_KEY), { timeout: PERSIST_THROTTLE_MS * 2 });

    // One part of ROWS_PER_PART rows, then the client; the two unchanged parts stay as they were.
    expect(set.mock.calls.map(([key, value]) => [key, Array.isArray(value) ? value.length : 'client'])).toEqual([[expect.stringMatching(/^rows:/), ROWS_PER_PART], [CLIENT_KEY, 'client']]);
    await vi.waitFor(async () => expect((await store.keys()).filter((key) => key.startsWith('rows:'))).toHaveLength(3));
    expect((await store.keys()).filter((key) => firstParts.includes(key))).toHaveLength(2);
    stop();

    const restored = new QueryClient();
    await restoreClient(restored, store, 'v1');
    expect(restored.getQueryData(['hydrants', 'list', {}])).toEqual(changed);
  });

  it('given a list stored in parts of another size (an earlier build), should restore it and store it whole at its next change', async () => {
    const store = memoryStores().forUser('u');
    const list = rows(ROWS_PER_PART * 3);
    const size = ROWS_PER_PART + 100;
    const parts = [list.slice(0, size), list.slice(size, 2 * size), list.slice(2 * size)];
    await Promise.all(parts.map((part, n) => store.set(`rows:old-${n}`, part)));
    const older = new QueryClient();
    older.setQueryData(['hydrants', 'list', {}], { storedParts: parts.map((_, n) => `rows:old-${n}`) });
    await store.set(CLIENT_KEY, { buster: 'v1', savedAt: Date.now(), state: dehydrate(older) } satisfies PersistedClient);

    const queryClient = new QueryClient();
    await restoreClient(queryClient, store, 'v1');
    const restored = queryClient.getQueryData<typeof list>(['hydrants', 'list', {}]) ?? [];
    expect(restored).toEqual(list);
    const stop = persistClient(queryClient, store, { buster: 'v1', ...keepAll }, () => Date.now());
    const changed = restored.slice();
    changed[5] = { uid: 'h-5', name: 'Hydrant Bauhof Nord' };
    queryClient.setQueryData(['hydrants', 'list', {}], changed);
    await vi.waitFor(async () => expect((await store.keys()).filter((key) => key.startsWith('rows:old-'))).toEqual([]), { timeout: PERSIST_THROTTLE_MS * 2 });
    stop();

    const again = new QueryClient();
    await restoreClient(again, store, 'v1');
    expect(again.getQueryData(['hydrants', 'list', {}])).toEqual(changed);
  });

  it('given the store is wiped while its parts are written (sign-out), should write nothing into it afterwards', async () => {
    vi.useFakeTimers();
    const store = memoryStores().forUser('u');
    const queryClient = new QueryClient();
    const stop = persistClient(queryClient, store, { buster: 'v1', ...keepAll }, () => Date.now());
    queryClient.setQueryData(['users', 'list', {}], rows(ROWS_PER_PART * 3));
    // The write starts: its first part is stored, the next waits for a task of its own.
    await vi.advanceTimersByTimeAsync(0);
    expect(await store.keys()).toHaveLength(1);

    stop(false);
    await store.clear();
    await vi.advanceTimersByTimeAsync(100);

    expect(await store.keys()).toEqual([]);
  });

  it('given a part is missing, should restore the other queries and leave that list out', async () => {
    const store = memoryStores().forUser('u');
    const written = new QueryClient();
    const stop = persistClient(written, store, { buster: 'v1', ...keepAll });
    written.setQueryData(['materials', 'list', {}], [{ uid: 'm-1' }]);
    written.setQueryData(['hydrants', 'list', {}], rows(ROWS_PER_PART + 1));
    await vi.waitFor(async () => expect((await store.get<PersistedClient>(CLIENT_KEY))?.state.queries).toHaveLength(2));
    stop();
    await store.delMany([(await store.keys()).find((key) => key.startsWith('rows:')) ?? '']);

    const restored = new QueryClient();
    await restoreClient(restored, store, 'v1');
    expect(restored.getQueryData(['materials', 'list', {}])).toEqual([{ uid: 'm-1' }]);
    expect(restored.getQueryData(['hydrants', 'list', {}])).toBeUndefined();
  });
});

describe('restoreClient', () => {
  it('given a store written by another version, should drop it and restore nothing', async () => {
    const store = memoryStores().forUser('u');
    const written = new QueryClient();
    persistClient(written, store, { buster: 'old', ...keepAll });
    written.setQueryData(['hydrants', 'list', {}], [{ uid: 'h-1' }]);
    await vi.waitFor(async () => expect(await store.get(CLIENT_KEY)).toBeDefined());

    const restored = new QueryClient();
    await restoreClient(restored, store, 'new');

    expect(restored.getQueryData(['hydrants', 'list', {}])).toBeUndefined();
    expect(await store.get(CLIENT_KEY)).toBeUndefined();
  });

  it('given the same version, should restore the data with its time', async () => {
    const store = memoryStores().forUser('u');
    const written = new QueryClient();
    persistClient(written, store, { buster: 'v1', ...keepAll });
    written.setQueryData(['hydrants', 'list', {}], [{ uid: 'h-1' }], { updatedAt: 1_700_000_000_000 });
    await vi.waitFor(async () => expect(await store.get(CLIENT_KEY)).toBeDefined());

    const restored = new QueryClient();
    await restoreClient(restored, store, 'v1');

    expect(restored.getQueryData(['hydrants', 'list', {}])).toEqual([{ uid: 'h-1' }]);
    expect(restored.getQueryState(['hydrants', 'list', {}])?.dataUpdatedAt).toBe(1_700_000_000_000);
  });
});

describe('keepQuery', () => {
  const query = (...queryKey: unknown[]) => ({ queryKey });
  it('should keep lists and records of other areas, but not a list\'s early first rows', () => {
    expect(keepQuery(query('hydrants', 'list', {}), null, 'me')).toBe(true);
    expect(keepQuery(query('session.grants'), null, 'me')).toBe(true);
    expect(keepQuery(query('hydrants', 'first-rows', {}), null, 'me')).toBe(false);
    expect(keepQuery(query('files', 'blueprints/b-1/icon'), null, 'me')).toBe(false);
  });

  it('should keep users\' data only for a role that reads users, and the own record always', () => {
    expect(keepQuery(query('users', 'list', {}), { users: { read: 'customer' } }, 'me')).toBe(true);
    expect(keepQuery(query('users', 'list', {}), { users: { read: 'self' } }, 'me')).toBe(false);
    expect(keepQuery(query('users', 'detail', 'someone'), { users: { read: 'self' } }, 'me')).toBe(false);
    expect(keepQuery(query('users', 'detail', 'me'), { users: { read: 'self' } }, 'me')).toBe(true);
    expect(keepQuery(query('users', 'list', {}), null, 'me')).toBe(false);
  });
});
