import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { BEACONS, CUSTOMERS, HYDRANTS, MATERIALS, MISSIONS, QUALIFICATIONS, USERS, type Beacon, type Hydrant } from '@rescue-admin/api-contract';
import { ApiError, BaseUrlMissingError, OperationFailedError, apiErrorCodeOf, fieldErrorsOf } from '../http/errors';
import { createAppQueryClient } from '../query/query-client';
import { createEntity } from './create-entity';
import { InThreadWorker } from '../../testing/in-thread-worker';
import { ROWS_PER_MESSAGE } from '@rescue-admin/json-stream';
import { TestDataAccessProvider, createTestQueryClient, createTestServer, testUrl, type TestDataAccessProviderProps } from '../../testing';
import { FIXTURE_DATE, aBeacon, aCustomer, aHydrant, aMaterial, aMission, theSignedInUser } from '@rescue-admin/api-contract/testing';

const hydrantApi = createEntity(HYDRANTS);
const customerApi = createEntity(CUSTOMERS);
const beaconApi = createEntity(BEACONS);
const materialApi = createEntity(MATERIALS);
const qualificationApi = createEntity(QUALIFICATIONS);
const userApi = createEntity(USERS);
const missionApi = createEntity(MISSIONS);

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
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

const hydrants = [aHydrant({ uid: 'h-1', name: 'Hydrant Marktplatz' }), aHydrant({ uid: 'h-2', name: 'Hydrant Schule' })];

/** Loads the hydrant list into the cache the way a screen does, and returns the hook. */
async function renderHydrantList() {
  server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)));
  const list = renderHook(() => useQuery(hydrantApi.queries.list()), { wrapper: wrapper() });
  // Waiting on `data` (not `isSuccess`) also makes react-query re-render this hook when data changes.
  await waitFor(() => expect(list.result.current.data).toEqual(hydrants));
  return list;
}

describe('list queries', () => {
  it('given a long list, should offer its first rows while the rest is still being read, and not again for a refresh', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    try {
      const many = Array.from({ length: 3 * ROWS_PER_MESSAGE }, (_, n) => aHydrant({ uid: `h-${n}`, name: `Hydrant ${n}`, description: 'x'.repeat(200) }));
      server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(many)));
      const listKey = hydrantApi.queries.list().queryKey;
      const firstRowsKey = hydrantApi.queries.firstRows().queryKey;
      // For each time the first rows were set: how many, and whether the list was still being read.
      const offered: [number, boolean][] = [];
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== JSON.stringify(firstRowsKey)) return;
        offered.push([(event.query.state.data as unknown[]).length, queryClient.getQueryData(listKey) === undefined]);
      });
      const list = renderHook(() => useQuery(hydrantApi.queries.list()), { wrapper: wrapper() });
      await waitFor(() => expect(list.result.current.data).toHaveLength(many.length));
      expect(offered).toEqual([[ROWS_PER_MESSAGE, true]]);
      expect(queryClient.getQueryData<Hydrant[]>(firstRowsKey)?.[0]).toEqual(list.result.current.data?.[0]);

      await act(() => list.result.current.refetch());
      expect(offered).toHaveLength(1);
      unsubscribe();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('given a refresh of a list that has not changed (its ETag answered 304), should keep the very same array', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(testUrl('hydrant.all'), ({ request }) => {
        asked.push(request.headers.get('If-None-Match'));
        if (request.headers.get('If-None-Match') === '"h1"') return new HttpResponse(null, { status: 304, headers: { ETag: '"h1"' } });
        return HttpResponse.json(hydrants, { headers: { ETag: '"h1"' } });
      }),
    );
    const list = renderHook(() => useQuery(hydrantApi.queries.list()), { wrapper: wrapper() });
    await waitFor(() => expect(list.result.current.data).toEqual(hydrants));
    const first = list.result.current.data;

    await act(() => queryClient.refetchQueries({ queryKey: hydrantApi.queries.list().queryKey }));

    expect(asked).toEqual([null, '"h1"']);
    expect(list.result.current.data).toBe(first);
  });

  it('should load the list with dates revived', async () => {
    const list = await renderHydrantList();
    expect(list.result.current.data).toEqual(hydrants);
    expect(list.result.current.data?.[0].createDate).toBeInstanceOf(Date);
  });

  it('given a failing list load, should be in an error state (not an empty list) so the screen can offer a retry', async () => {
    server.use(http.get(testUrl('material.all'), () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'boom' }, { status: 500 })));
    const { result } = renderHook(() => useQuery(materialApi.queries.list()), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.data).toBeUndefined();
  });

  it("given a missing base, should fail the query and log 'BaseUrl for service not available'", async () => {
    const { result } = renderHook(() => useQuery(qualificationApi.queries.list()), { wrapper: wrapper({ services: { base: null } }) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(BaseUrlMissingError);
    expect(console.error).toHaveBeenCalledWith('BaseUrl for service not available');
  });
});

describe('mutations', () => {
  it('given a failed update, should keep the cached list unchanged and carry the field errors to the form', async () => {
    const list = await renderHydrantList();
    server.use(
      http.post(testUrl('hydrant.update'), () =>
        HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: 'invalid', fieldErrors: { 'hydrant.name': 'required' } }, { status: 400 }),
      ),
    );
    const update = renderHook(() => hydrantApi.useUpdate(), { wrapper: wrapper() });
    const error = await act(() => update.result.current.mutateAsync({ ...hydrants[0], name: '' }).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect(fieldErrorsOf(error)).toEqual({ 'hydrant.name': 'required' });
    expect(queryClient.getQueryData<Hydrant[]>(hydrantApi.keys.list())).toEqual(hydrants);
    expect(list.result.current.data).toEqual(hydrants);
  });

  it('given a hydrant update answered 204 (SPEC §8: any 2xx succeeds), should succeed', async () => {
    await renderHydrantList();
    server.use(http.post(testUrl('hydrant.update'), () => new HttpResponse(null, { status: 204 })));
    const update = renderHook(() => hydrantApi.useUpdate(), { wrapper: wrapper() });
    await act(() => update.result.current.mutateAsync({ ...hydrants[0], name: 'Neu' }));
    await waitFor(() => expect(update.result.current.isSuccess).toBe(true));
  });

  it('given an update whose status SPEC §7 names (user: "true only on 200") answered 204, should fail and keep the list', async () => {
    const users = [theSignedInUser()];
    server.use(
      http.get(testUrl('user.all'), () => HttpResponse.json(users)),
      http.post(testUrl('user.update'), () => new HttpResponse(null, { status: 204 })),
    );
    const list = renderHook(() => useQuery(userApi.queries.list()), { wrapper: wrapper() });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const update = renderHook(() => userApi.useUpdate(), { wrapper: wrapper() });
    const error = await act(() => update.result.current.mutateAsync({ ...users[0], firstname: 'Neu' }).catch((e: unknown) => e));
    expect(error).toMatchObject({ name: 'OperationFailedError', reason: 'unexpected-status', status: 204 });
    expect(queryClient.getQueryData<typeof users>(userApi.keys.list())?.[0].firstname).toBe(users[0].firstname);
  });

  it('given a failed delete, should keep the record in the cached list', async () => {
    await renderHydrantList();
    server.use(http.get(testUrl('hydrant.delete'), () => new HttpResponse(null, { status: 500 })));
    const remove = renderHook(() => hydrantApi.useDelete(), { wrapper: wrapper() });
    await act(() => remove.result.current.mutateAsync({ uid: 'h-1', lastUpdate: hydrants[0].lastUpdate }).catch(() => undefined));
    expect(queryClient.getQueryData<Hydrant[]>(hydrantApi.keys.list())).toEqual(hydrants);
  });

  it('given a successful create, should refetch the list through the key factory', async () => {
    const list = await renderHydrantList();
    const created = aHydrant({ uid: 'h-3', name: 'Hydrant Bahnhof' });
    server.use(
      http.post(testUrl('hydrant.create'), () => HttpResponse.json('h-3')),
      http.get(testUrl('hydrant.all'), () => HttpResponse.json([...hydrants, created])),
    );
    const create = renderHook(() => hydrantApi.useCreate(), { wrapper: wrapper() });
    const { uid: _uid, createDate: _c, lastUpdate: _l, ...payload } = created;
    await act(async () => {
      await expect(create.result.current.mutateAsync(payload)).resolves.toBe('h-3');
    });
    await waitFor(() => expect(list.result.current.data).toEqual([...hydrants, created]));
  });

  it('given a create answered without a uid, should fail instead of pretending success', async () => {
    await renderHydrantList();
    server.use(http.post(testUrl('hydrant.create'), () => HttpResponse.json('')));
    const create = renderHook(() => hydrantApi.useCreate(), { wrapper: wrapper() });
    const error = await act(() => create.result.current.mutateAsync(aHydrant()).catch((e: unknown) => e));
    expect(error).toMatchObject({ name: 'OperationFailedError', reason: 'invalid-response' });
  });

  it('given a material create answered 200 instead of 201, should reject', async () => {
    server.use(http.post(testUrl('material.create'), () => HttpResponse.json(aMaterial())));
    const create = renderHook(() => materialApi.useCreate(), { wrapper: wrapper() });
    const error = await act(() => create.result.current.mutateAsync({ name: 'Kübelspritze' }).catch((e: unknown) => e));
    expect(error).toMatchObject({ reason: 'unexpected-status', status: 200 });
  });

  it('given signed out (no HTTP client), should skip the save with a console message and fail', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    const create = renderHook(() => hydrantApi.useCreate(), { wrapper: wrapper({ initialStatus: 'signed-out' }) });
    const error = await act(() => create.result.current.mutateAsync(aHydrant()).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(OperationFailedError);
    expect(error).toMatchObject({ reason: 'no-client' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('hydrant.create skipped'));
    expect(sent).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });
});

describe('beacon sync', () => {
  const cached = [aBeacon({ uid: 'b-1' })];

  async function renderBeacons() {
    server.use(http.get(testUrl('beacon.all'), () => HttpResponse.json(cached)));
    const list = renderHook(() => useQuery(beaconApi.queries.list()), { wrapper: wrapper() });
    await waitFor(() => expect(list.result.current.data).toEqual(cached));
    return list;
  }

  it('given a successful sync, should show the refreshed list', async () => {
    const list = await renderBeacons();
    const refreshed = [aBeacon({ uid: 'b-1', lastSynced: new Date('2026-03-15T08:00:00Z') }), aBeacon({ uid: 'b-2' })];
    server.use(http.post(testUrl('beacon.sync'), () => HttpResponse.json(refreshed)));
    const sync = renderHook(() => beaconApi.useSync(), { wrapper: wrapper() });
    await act(() => sync.result.current.mutateAsync());
    await waitFor(() => expect(list.result.current.data).toEqual(refreshed));
  });

  it('given a failed sync, should clear the cached list and report the error', async () => {
    const list = await renderBeacons();
    server.use(http.post(testUrl('beacon.sync'), () => new HttpResponse(null, { status: 502 })));
    const sync = renderHook(() => beaconApi.useSync(), { wrapper: wrapper() });
    const error = await act(() => sync.result.current.mutateAsync().catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect(queryClient.getQueryData<Beacon[]>(beaconApi.keys.list())).toEqual([]);
    await waitFor(() => expect(list.result.current.data).toEqual([]));
  });
});

describe('mutation hook options', () => {
  it("given meta errorHandledLocally, should keep the hook's failure from the shell's handler", async () => {
    server.use(http.get(testUrl('hydrant.delete'), () => HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, { status: 500 })));
    const onMutationError = vi.fn();
    queryClient = createAppQueryClient({ onMutationError });
    const local = renderHook(() => hydrantApi.useDelete({ meta: { errorHandledLocally: true } }), { wrapper: wrapper() });
    const plain = renderHook(() => hydrantApi.useDelete(), { wrapper: wrapper() });

    await act(() => expect(local.result.current.mutateAsync({ uid: 'h-1', lastUpdate: FIXTURE_DATE })).rejects.toBeInstanceOf(ApiError));
    expect(onMutationError).not.toHaveBeenCalled();
    await act(() => expect(plain.result.current.mutateAsync({ uid: 'h-1', lastUpdate: FIXTURE_DATE })).rejects.toBeInstanceOf(ApiError));
    expect(onMutationError).toHaveBeenCalledTimes(1);
  });
});

describe("the user lookup (missing: 'null')", () => {
  const useErika = () => useQuery(userApi.queries.detail('erika-mustermann'));

  it('should look up the signed-in user by uid', async () => {
    const erika = theSignedInUser();
    const asked: string[] = [];
    server.use(
      http.get(testUrl('user.lookup'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('userUid') ?? '');
        return HttpResponse.json(erika);
      }),
    );
    const { result } = renderHook(useErika, { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual(erika));
    expect(asked).toEqual(['erika-mustermann']);
  });

  it("given the user does not exist, should resolve with null and log 'User couldn't be loaded'", async () => {
    server.use(http.get(testUrl('user.lookup'), () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'no user' }, { status: 404 })));
    const { result } = renderHook(useErika, { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(console.error).toHaveBeenCalledWith("User couldn't be loaded");
    expect(console.error).toHaveBeenCalledWith('User erika-mustermann does not exist');
  });

  it.each([
    ['no_user_record', "User couldn't be loaded", 'User erika-mustermann does not exist'],
    ['forbidden', "User couldn't be loaded", undefined],
  ])('given the API refuses the user with %s, should reject with that code (the shell explains it)', async (code, logged, missing) => {
    server.use(
      http.get(testUrl('user.lookup'), () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Refused', code }, { status: 403 })),
    );
    const { result } = renderHook(useErika, { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(apiErrorCodeOf(result.current.error)).toBe(code);
    expect(console.error).toHaveBeenCalledWith(logged, ...(missing ? [] : [expect.any(ApiError)]));
    if (missing) expect(console.error).toHaveBeenCalledWith(missing);
  });

  it('given the lookup is cancelled (the page unmounts), should neither log a failure nor answer null', async () => {
    let aborted = false;
    server.use(
      http.get(testUrl('user.lookup'), ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        return new Promise<never>(() => undefined);
      }),
    );
    const { unmount } = renderHook(useErika, { wrapper: wrapper() });
    await waitFor(() => expect(queryClient.isFetching()).toBe(1));

    unmount();

    await waitFor(() => expect(aborted).toBe(true));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // A failure would be logged in the promise callbacks after the query settles; a log that must
    // not appear gives nothing to await, so one macrotask is yielded for them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.error).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(userApi.keys.detail('erika-mustermann'))).toMatchObject({ status: 'pending', data: undefined });
  });
});

describe('customer detail', () => {
  const fw = aCustomer({ uid: 'fw-musterstadt', name: 'Feuerwehr Musterstadt', kennung: 'FW-MS' });

  it("should look up one customer by uid (the header's customer name, also for users who may not list customers)", async () => {
    const asked: string[] = [];
    server.use(
      http.get(testUrl('customer.lookup'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('customerUid') ?? '');
        return HttpResponse.json(fw);
      }),
    );
    const { result } = renderHook(() => useQuery(customerApi.queries.detail('fw-musterstadt')), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual(fw));
    expect(asked).toEqual(['fw-musterstadt']);
  });

  it('given the customer is renamed, should show the new name without asking again', async () => {
    let lookups = 0;
    server.use(
      http.get(testUrl('customer.lookup'), () => {
        lookups += 1;
        return HttpResponse.json(fw);
      }),
      http.post(testUrl('customer.update'), async ({ request }) => HttpResponse.json(await request.json())),
    );
    const detail = renderHook(() => useQuery({ ...customerApi.queries.detail('fw-musterstadt'), staleTime: Infinity }), { wrapper: wrapper() });
    await waitFor(() => expect(detail.result.current.data?.name).toBe('Feuerwehr Musterstadt'));
    const update = renderHook(() => customerApi.useUpdate(), { wrapper: wrapper() });

    await act(async () => {
      await update.result.current.mutateAsync({ ...fw, name: 'Feuerwehr Musterstadt-Mitte' });
    });

    await waitFor(() => expect(detail.result.current.data?.name).toBe('Feuerwehr Musterstadt-Mitte'));
    expect(lookups).toBe(1);
  });
});

describe('missions', () => {
  it('should list the active missions of the customer and add a generated one', async () => {
    const active = [aMission({ uid: 'm-1' })];
    const generated = aMission({ uid: 'm-2', name: 'Übung 2026-03-14 11:00' });
    server.use(
      http.get(testUrl('mission.active'), ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('customerUid') === 'fw-musterstadt' ? active : []),
      ),
      http.post(testUrl('mission.generate'), () => HttpResponse.json(generated, { status: 201 })),
    );
    const missions = renderHook(() => useQuery(missionApi.queries.list({ customerUid: 'fw-musterstadt' })), { wrapper: wrapper() });
    await waitFor(() => expect(missions.result.current.data).toEqual(active));

    server.use(http.get(testUrl('mission.active'), () => HttpResponse.json([...active, generated])));
    const generate = renderHook(() => missionApi.useCreate(), { wrapper: wrapper() });
    await act(async () => {
      await expect(generate.result.current.mutateAsync({ customerUid: 'fw-musterstadt' })).resolves.toEqual(generated);
    });
    await waitFor(() => expect(missions.result.current.data).toEqual([...active, generated]));
  });
});
