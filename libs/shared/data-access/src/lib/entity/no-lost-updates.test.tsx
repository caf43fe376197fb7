/**
 * Issue 12 on the client: updates and deletes name the version they were read at, a stale answer
 * says who and what, creates carry one idempotency key per intended record, saves wait offline and
 * are sent once, requests wait for the first ID token, and an expired token is refreshed once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, useQuery, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { CUSTOMERS, HYDRANTS, IDEMPOTENCY_KEY_HEADER, type Customer, type Hydrant } from '@rescue-admin/api-contract';
import { errorReasonOf, staleConflictOf } from '../http/errors';
import { SendCancelledError, useSendTracker } from '../query/local-errors';
import { useAuth } from '@rescue-admin/session';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl, TEST_TOKEN, type TestDataAccessProviderProps } from '../../testing';
import { FIXTURE_DATE, aCustomer, aHistoryEntry, aHydrant, aStaleConflictBody } from '@rescue-admin/api-contract/testing';
import { createEntity } from './create-entity';

const hydrantApi = createEntity(HYDRANTS);
const customerApi = createEntity(CUSTOMERS);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = createTestQueryClient();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function wrapper(props: Partial<TestDataAccessProviderProps> = {}) {
  return ({ children }: { children: ReactNode }) => (
    <TestDataAccessProvider queryClient={queryClient} {...props}>
      {children}
    </TestDataAccessProvider>
  );
}

const hydrant = aHydrant({ uid: 'h-1', name: 'H-001 Mühlenweg', lastUpdate: new Date('2025-03-01T08:00:00.000Z') });

describe('versions', () => {
  it('an update sends the lastUpdate it was read at inside {hydrant}, and the list takes the stored record from the answer', async () => {
    queryClient.setQueryData(hydrantApi.keys.list(), [hydrant]);
    const stored = { ...hydrant, name: 'H-001 Neu', lastUpdate: '2026-05-01T10:00:00.000Z' };
    let body: unknown;
    server.use(
      http.post(testUrl('hydrant.update'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(stored);
      }),
      http.get(testUrl('hydrant.all'), () => HttpResponse.json([stored])),
    );
    const update = renderHook(() => hydrantApi.useUpdate(), { wrapper: wrapper() });

    const { createDate: _c, lastUpdate, ...fields } = hydrant;
    await act(() => update.result.current.mutateAsync({ ...fields, name: 'H-001 Neu', lastUpdate }));

    expect(body).toEqual({ hydrant: expect.objectContaining({ uid: 'h-1', name: 'H-001 Neu', lastUpdate: '2025-03-01T08:00:00.000Z' }) });
    expect(queryClient.getQueryData<Hydrant[]>(hydrantApi.keys.list())?.[0].lastUpdate).toEqual(new Date('2026-05-01T10:00:00.000Z'));
  });

  it('an update of a record without lastUpdate sends its version', async () => {
    const customer = aCustomer({ uid: 'c-1', version: 4 });
    let body: unknown;
    server.use(
      http.post(testUrl('customer.update'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...customer, version: 5 });
      }),
    );
    const update = renderHook(() => customerApi.useUpdate(), { wrapper: wrapper() });
    await act(() => update.result.current.mutateAsync(customer));
    expect(body).toMatchObject({ uid: 'c-1', version: 4 });
  });

  it('a delete names the version the row was shown at', async () => {
    const urls: string[] = [];
    server.use(
      http.get(testUrl('hydrant.delete'), ({ request }) => (urls.push(request.url), HttpResponse.json(true))),
      http.get(testUrl('customer.delete'), ({ request }) => (urls.push(request.url), HttpResponse.json(true))),
    );
    const removeHydrant = renderHook(() => hydrantApi.useDelete(), { wrapper: wrapper() });
    const removeCustomer = renderHook(() => customerApi.useDelete(), { wrapper: wrapper() });

    await act(() => removeHydrant.result.current.mutateAsync({ uid: 'h-1', lastUpdate: hydrant.lastUpdate }));
    await act(() => removeCustomer.result.current.mutateAsync({ uid: 'c-1', version: 3 }));

    expect(new URL(urls[0]).searchParams.get('hydrantUid')).toBe('h-1');
    expect(new URL(urls[0]).searchParams.get('lastUpdate')).toBe('2025-03-01T08:00:00.000Z');
    expect(Object.fromEntries(new URL(urls[1]).searchParams)).toEqual({ customerUid: 'c-1', version: '3' });
  });

  it('a stale answer says who changed the record, and carries it as stored now (dates revived); the cached list stays', async () => {
    queryClient.setQueryData(customerApi.keys.list(), [aCustomer({ uid: 'c-1', name: 'Alt' })]);
    const current = { ...aCustomer({ uid: 'c-1', name: 'Von Max' }), version: 7 };
    server.use(http.post(testUrl('customer.update'), () => HttpResponse.json(aStaleConflictBody(current), { status: 409 })));
    const update = renderHook(() => customerApi.useUpdate(), { wrapper: wrapper() });

    const error = await act(() => update.result.current.mutateAsync(aCustomer({ uid: 'c-1', name: 'Meins' })).catch((e: unknown) => e));

    expect(errorReasonOf(error)).toBe('stale');
    expect(staleConflictOf(error)).toEqual({ changedBy: { uid: 'max-mustermann', name: 'Max Mustermann', at: FIXTURE_DATE }, current });
    expect(queryClient.getQueryData<Customer[]>(customerApi.keys.list())?.[0].name).toBe('Alt');
    // …but is known to be stale: the next screen that shows it fetches it again.
    expect(queryClient.getQueryState(customerApi.keys.list())?.isInvalidated).toBe(true);
  });

  it('a 409 that is not stale (a value taken) is an ordinary conflict', async () => {
    server.use(
      http.post(testUrl('customer.update'), () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'taken', fieldErrors: { kennung: 'duplicate' } }, { status: 409 }),
      ),
    );
    const update = renderHook(() => customerApi.useUpdate(), { wrapper: wrapper() });
    const error = await act(() => update.result.current.mutateAsync(aCustomer()).catch((e: unknown) => e));
    expect(errorReasonOf(error)).toBe('conflict');
    expect(staleConflictOf(error)).toBeNull();
  });
});

describe('the record history', () => {
  it('is read by uid, newest first as the API answers it, with dates revived', async () => {
    let asked: string | null = null;
    const entries = [aHistoryEntry({ action: 'update', changes: [{ field: 'name', before: 'Alt', after: 'Neu' }] }), aHistoryEntry({ action: 'create' })];
    server.use(http.get(testUrl('hydrant.history'), ({ request }) => ((asked = new URL(request.url).searchParams.get('hydrantUid')), HttpResponse.json(entries))));
    const history = renderHook(() => useQuery(hydrantApi.queries.history('h-1')), { wrapper: wrapper() });
    await waitFor(() => expect(history.result.current.data).toHaveLength(2));
    expect(asked).toBe('h-1');
    expect(history.result.current.data?.[0]).toEqual({ ...entries[0], at: FIXTURE_DATE });
  });
});

describe('idempotent creates', () => {
  it('send one key per intended record: the same on a retry after a failure, a new one after a success', async () => {
    const keys: (string | null)[] = [];
    let fail = true;
    server.use(
      http.post(testUrl('hydrant.create'), ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
        if (fail) return HttpResponse.error();
        return HttpResponse.json(`h-${keys.length}`);
      }),
      http.get(testUrl('hydrant.all'), () => HttpResponse.json([])),
    );
    const create = renderHook(() => hydrantApi.useCreate(), { wrapper: wrapper() });
    const { uid: _u, createDate: _c, lastUpdate: _l, ...payload } = hydrant;

    await act(() => create.result.current.mutateAsync(payload).catch(() => undefined));
    fail = false;
    await act(() => create.result.current.mutateAsync(payload));
    await act(() => create.result.current.mutateAsync({ ...payload, name: 'H-002' }));

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('offline', () => {
  function renderCreateWithTracker() {
    return renderHook(
      () => {
        const create = hydrantApi.useCreate();
        const send = useSendTracker();
        return { create, send };
      },
      { wrapper: wrapper() },
    );
  }

  it('a save started offline waits, says so, and is sent exactly once when the connection returns', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(testUrl('hydrant.create'), ({ request }) => (keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER)), HttpResponse.json('h-9'))),
      http.get(testUrl('hydrant.all'), () => HttpResponse.json([])),
    );
    const { result } = renderCreateWithTracker();
    const { uid: _u, createDate: _c, lastUpdate: _l, ...payload } = hydrant;

    act(() => onlineManager.setOnline(false));
    let saved: Promise<string> | undefined;
    act(() => {
      saved = result.current.send.run(() => result.current.create.mutateAsync(payload));
    });
    await waitFor(() => expect(result.current.send.waiting).toBe(true));
    expect(keys).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await expect(saved).resolves.toBe('h-9');
    await waitFor(() => expect(result.current.send.waiting).toBe(false));
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBeNull();
  });

  it('a waiting save can be cancelled: nothing is sent, also not when the connection returns', async () => {
    const sent = vi.fn();
    server.use(http.post(testUrl('hydrant.create'), () => (sent(), HttpResponse.json('h-9'))));
    const { result } = renderCreateWithTracker();
    const { uid: _u, createDate: _c, lastUpdate: _l, ...payload } = hydrant;

    act(() => onlineManager.setOnline(false));
    let saved: Promise<unknown> | undefined;
    act(() => {
      saved = result.current.send.run(() => result.current.create.mutateAsync(payload)).catch((e: unknown) => e);
    });
    await waitFor(() => expect(result.current.send.waiting).toBe(true));

    act(() => result.current.send.cancel());
    expect(await saved).toBeInstanceOf(SendCancelledError);
    act(() => onlineManager.setOnline(true));
    await act(() => queryClient.resumePausedMutations());
    expect(sent).not.toHaveBeenCalled();
    expect(result.current.send.waiting).toBe(false);
  });
});

describe('a waiting save discarded elsewhere', () => {
  it('given it is removed from the queue (the header\'s „Verwerfen“), the screen that started it is told it was not sent', async () => {
    const sent = vi.fn();
    server.use(http.post(testUrl('hydrant.create'), () => (sent(), HttpResponse.json('h-9'))));
    const { result } = renderHook(() => ({ create: hydrantApi.useCreate(), send: useSendTracker() }), { wrapper: wrapper() });
    const { uid: _u, createDate: _c, lastUpdate: _l, ...payload } = hydrant;
    act(() => onlineManager.setOnline(false));
    let saved: Promise<unknown> | undefined;
    act(() => {
      saved = result.current.send.run(() => result.current.create.mutateAsync(payload)).catch((e: unknown) => e);
    });
    await waitFor(() => expect(result.current.send.waiting).toBe(true));

    act(() => queryClient.getMutationCache().getAll().forEach((mutation) => queryClient.getMutationCache().remove(mutation)));

    expect(await saved).toBeInstanceOf(SendCancelledError);
    await waitFor(() => expect(result.current.send.waiting).toBe(false));
    act(() => onlineManager.setOnline(true));
    await act(() => queryClient.resumePausedMutations());
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('the session', () => {
  it('a request made before the first ID token waits for it instead of failing with "no client"', async () => {
    let authorization: string | null = null;
    server.use(http.get(testUrl('hydrant.all'), ({ request }) => ((authorization = request.headers.get('authorization')), HttpResponse.json([hydrant]))));
    let setToken: (available: boolean) => void = () => undefined;
    function Session({ children }: { children: ReactNode }) {
      const [available, set] = useState(false);
      setToken = set;
      return (
        <TestDataAccessProvider queryClient={queryClient} tokenAvailable={available}>
          {children}
        </TestDataAccessProvider>
      );
    }
    const list = renderHook(() => useQuery(hydrantApi.queries.list()), { wrapper: Session });
    // The request has started and is still under way, waiting: one that did not wait would have
    // failed with "no client" at once, before a later check could see it running.
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));
    expect(list.result.current.isError).toBe(false);
    expect(authorization).toBeNull();

    act(() => setToken(true));

    await waitFor(() => expect(list.result.current.data).toHaveLength(1));
    expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('an expired token (401) is refreshed and the request sent once more with the new one', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(testUrl('hydrant.all'), ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === 'Bearer fresh-token'
          ? HttpResponse.json([hydrant])
          : HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'expired' }, { status: 401 });
      }),
    );
    const idToken = vi.fn((forceRefresh: boolean) => (forceRefresh ? 'fresh-token' : 'stale-token'));
    const { result } = renderHook(() => ({ list: useQuery(hydrantApi.queries.list()), auth: useAuth() }), { wrapper: wrapper({ idToken }) });

    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    expect(seen).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    expect(idToken).toHaveBeenCalledWith(true);
    expect(result.current.auth.status).toBe('signed-in');
  });

  it('a 401 also with a fresh token ends the session, and says so', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'revoked' }, { status: 401 })));
    const { result } = renderHook(() => ({ list: useQuery(hydrantApi.queries.list()), auth: useAuth() }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.auth.status).toBe('signed-out'));
    expect(result.current.auth.sessionEnded).toBe(true);
  });

  it('a token Firebase refuses to refresh (account disabled) ends the session', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'x' }, { status: 401 })));
    const idToken = (forceRefresh: boolean) => (forceRefresh ? Promise.reject(new Error('auth/user-disabled')) : 'old-token');
    const { result } = renderHook(() => ({ list: useQuery(hydrantApi.queries.list()), auth: useAuth() }), { wrapper: wrapper({ idToken }) });
    await waitFor(() => expect(result.current.auth.sessionEnded).toBe(true));
    expect(result.current.auth.status).toBe('signed-out');
  });
});
