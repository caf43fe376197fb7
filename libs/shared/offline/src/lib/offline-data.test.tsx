/**
 * Issue 41: what a user saw and the writes they made offline survive a reload, per user; a
 * restored write is sent exactly once, a discarded one never, and sign-out or another user's
 * sign-in leaves nothing behind.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, useQuery, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { CUSTOMERS, HYDRANTS, IDEMPOTENCY_KEY_HEADER, type Hydrant } from '@rescue-admin/api-contract';
import { aCustomer, aHydrant } from '@rescue-admin/api-contract/testing';
import { createEntity } from '@rescue-admin/data-access';
import { TestDataAccessProvider, TEST_SESSION_USER, createTestQueryClient, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import type { SessionUser } from '@rescue-admin/session';
import { OfflineData, useWipeOfflineData } from './offline-data';
import { memoryStores } from './offline-store';
import { CLIENT_KEY, type PersistedClient } from './persist-client';
import { usePendingWrites } from './pending-writes';

const hydrantApi = createEntity(HYDRANTS);
const customerApi = createEntity(CUSTOMERS);
const hydrant = aHydrant({ uid: 'h-1', name: 'H-001 Mühlenweg', lastUpdate: new Date('2026-11-26T13:32:00.000Z') });
const { createDate: _created, ...editable } = hydrant;

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

let stores: ReturnType<typeof memoryStores>;
let updates: unknown[];
beforeEach(() => {
  stores = memoryStores();
  updates = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get(testUrl('hydrant.all'), () => HttpResponse.json([hydrant])),
    http.post(testUrl('hydrant.update'), async ({ request }) => {
      updates.push(await request.json());
      return HttpResponse.json({ ...hydrant, name: 'H-001 Neu', lastUpdate: '2026-11-27T09:00:00.000Z' });
    }),
  );
});

/** One page of the app: a fresh QueryClient (as after a reload) over the browser's stores. */
function openPage(user: SessionUser = TEST_SESSION_USER): { queryClient: QueryClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestDataAccessProvider queryClient={queryClient} user={user}>
      <OfflineData stores={stores}>
        {children}
      </OfflineData>
    </TestDataAccessProvider>
  );
  return { queryClient, wrapper };
}

const stored = (uid = TEST_SESSION_USER.uid) => stores.forUser(uid).get<PersistedClient>(CLIENT_KEY);
const storedWrites = async (uid?: string) => (await stored(uid))?.state.mutations.length ?? 0;

/** Opens a page, saves the hydrant while offline, waits until the store holds the write, closes the page. */
async function saveOfflineAndClose() {
  const page = openPage();
  const first = renderHook(() => ({ update: hydrantApi.useUpdate(), pending: usePendingWrites() }), { wrapper: page.wrapper });
  await waitFor(() => expect(first.result.current).not.toBeNull());
  onlineManager.setOnline(false);
  act(() => first.result.current.update.mutate({ ...editable, name: 'H-001 Neu' }));
  await waitFor(async () => expect(await storedWrites()).toBe(1));
  first.unmount();
}

describe('given a save made offline', () => {
  it('should survive a reload and be sent exactly once when the connection returns', async () => {
    await saveOfflineAndClose();

    const page = openPage();
    const second = renderHook(() => usePendingWrites(), { wrapper: page.wrapper });
    await waitFor(() => expect(second.result.current.writes).toEqual([{ id: expect.any(Number), area: 'hydrants', kind: 'update', name: 'H-001 Neu' }]));
    expect(updates).toHaveLength(0);

    act(() => onlineManager.setOnline(true));

    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({ hydrant: expect.objectContaining({ uid: 'h-1', name: 'H-001 Neu', lastUpdate: '2026-11-26T13:32:00.000Z' }) });
    await waitFor(() => expect(second.result.current.writes).toEqual([]));
    await waitFor(async () => expect(await storedWrites()).toBe(0));
    await act(() => page.queryClient.resumePausedMutations());
    expect(updates).toHaveLength(1);
  });

  it('given the frame mounts anew over the same client while the write is under way, should still send it once', async () => {
    await saveOfflineAndClose();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(testUrl('hydrant.update'), async ({ request }) => {
        updates.push(await request.json());
        await held;
        return HttpResponse.json({ ...hydrant, name: 'H-001 Neu', lastUpdate: '2026-11-27T09:00:00.000Z' });
      }),
    );
    const page = openPage();
    const first = renderHook(() => usePendingWrites(), { wrapper: page.wrapper });
    await waitFor(() => expect(first.result.current.writes).toHaveLength(1));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(updates).toHaveLength(1));

    // The frame goes and comes back (a session event) while the write waits for its answer.
    first.unmount();
    const again = renderHook(() => usePendingWrites(), { wrapper: page.wrapper });
    await waitFor(() => expect(again.result.current).toBeDefined());
    await act(() => page.queryClient.resumePausedMutations());
    answer();

    await waitFor(async () => expect(await storedWrites()).toBe(0));
    expect(updates).toHaveLength(1);
  });

  it('should drop it when discarded: gone from the queue and the store, never sent', async () => {
    await saveOfflineAndClose();
    const page = openPage();
    const second = renderHook(() => usePendingWrites(), { wrapper: page.wrapper });
    await waitFor(() => expect(second.result.current.writes).toHaveLength(1));

    act(() => second.result.current.discard(second.result.current.writes[0].id));

    await waitFor(() => expect(second.result.current.writes).toEqual([]));
    await waitFor(async () => expect(await storedWrites()).toBe(0));
    act(() => onlineManager.setOnline(true));
    await act(() => page.queryClient.resumePausedMutations());
    expect(updates).toHaveLength(0);
  });
});

describe('given a create made offline', () => {
  it('should send it after a reload with the idempotency key it was made with', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(testUrl('customer.create'), ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        return HttpResponse.json('c-new', { status: 201 });
      }),
    );
    const page = openPage();
    const first = renderHook(() => customerApi.useCreate(), { wrapper: page.wrapper });
    await waitFor(() => expect(first.result.current).not.toBeNull());
    onlineManager.setOnline(false);
    const { uid: _uid, version: _version, ...customer } = aCustomer({ name: 'Feuerwehr Nord' });
    act(() => first.result.current.mutate(customer as never));
    await waitFor(async () => expect(await storedWrites()).toBe(1));
    const keyMadeWith = (await stored())?.state.mutations[0].meta?.idempotencyKey;
    first.unmount();

    const second = openPage();
    renderHook(() => usePendingWrites(), { wrapper: second.wrapper });
    act(() => onlineManager.setOnline(true));

    await waitFor(() => expect(keys).toHaveLength(1));
    expect(keyMadeWith).toEqual(expect.any(String));
    expect(keys).toEqual([keyMadeWith]);
  });
});

describe('given lists the user saw', () => {
  it('should show them after an offline reload, with the time of their data', async () => {
    const page = openPage();
    const first = renderHook(() => useQuery(hydrantApi.queries.list()), { wrapper: page.wrapper });
    await waitFor(() => expect(first.result.current.data).toHaveLength(1));
    const fetchedAt = first.result.current.dataUpdatedAt;
    await waitFor(async () => expect((await stored())?.state.queries.length).toBeGreaterThan(0));
    first.unmount();

    onlineManager.setOnline(false);
    const second = renderHook(() => useQuery(hydrantApi.queries.list()), { wrapper: openPage().wrapper });

    await waitFor(() => expect(second.result.current.data).toEqual([expect.objectContaining({ uid: 'h-1', lastUpdate: hydrant.lastUpdate })]));
    expect(second.result.current.dataUpdatedAt).toBe(fetchedAt);
    expect(second.result.current.fetchStatus).toBe('paused');
  });
});

describe('given a user who signs out', () => {
  it('should wipe their data and waiting writes, and never send those', async () => {
    const page = openPage();
    const view = renderHook(() => ({ list: useQuery(hydrantApi.queries.list()), update: hydrantApi.useUpdate(), wipe: useWipeOfflineData() }), { wrapper: page.wrapper });
    await waitFor(() => expect(view.result.current.list.data).toHaveLength(1));
    onlineManager.setOnline(false);
    act(() => view.result.current.update.mutate({ ...editable, name: 'H-001 Neu' }));
    await waitFor(async () => expect(await storedWrites()).toBe(1));

    await act(() => view.result.current.wipe());

    expect(stores.users()).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await act(() => page.queryClient.resumePausedMutations());
    expect(updates).toHaveLength(0);
    // Nothing is written back after the wipe, whatever the cache does next.
    await act(() => page.queryClient.refetchQueries());
    expect(stores.users()).toEqual([]);
  });
});

describe('given another user who signs in on the same browser', () => {
  it('should neither show nor send anything of the previous user, and remove their store', async () => {
    await saveOfflineAndClose();
    const other: SessionUser = { uid: 'max-mustermann', email: 'max@example.org' };

    const page = openPage(other);
    const view = renderHook(() => usePendingWrites(), { wrapper: page.wrapper });

    await waitFor(() => expect(view.result.current).not.toBeNull());
    expect(stores.users()).not.toContain(TEST_SESSION_USER.uid);
    expect(view.result.current.writes).toEqual([]);
    expect(page.queryClient.getQueryData<Hydrant[]>(hydrantApi.keys.list())).toBeUndefined();
    act(() => onlineManager.setOnline(true));
    await act(() => page.queryClient.resumePausedMutations());
    expect(updates).toHaveLength(0);
  });
});
