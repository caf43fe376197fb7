import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { focusManager, MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { createTestServer, TEST_API, TEST_TOKEN, testUrl } from '../../testing/test-server';
import { createApiClients } from '../http/api-client';
import { ApiError, BaseUrlMissingError, OperationFailedError } from '../http/errors';
import { HYDRANTS } from '@rescue-admin/api-contract';
import { createEntity } from '../entity/create-entity';

const hydrants = createEntity(HYDRANTS);
import { bindApiClients } from './client-registry';
import { FETCH_CACHE, createAppQueryClient, createThrottledFocusListener, retryDelay, shouldRetryQuery } from './query-client';

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('retryDelay (SPEC §9: error retry 5 s, 10 s on slow connections)', () => {
  afterEach(() => setConnection(undefined));

  it.each([
    ['no Network Information API', undefined, 5_000],
    ['4g', { effectiveType: '4g' }, 5_000],
    ['3g', { effectiveType: '3g' }, 5_000],
    ['2g', { effectiveType: '2g' }, 10_000],
    ['slow-2g', { effectiveType: 'slow-2g' }, 10_000],
    ['4g with data saver', { effectiveType: '4g', saveData: true }, 10_000],
  ])('given %s, should wait %s ms', (_case, connection, expected) => {
    setConnection(connection);
    expect(retryDelay()).toBe(expected);
  });
});

describe('shouldRetryQuery', () => {
  const apiError = (status: number) =>
    new ApiError(new HTTPError(new Response(null, { status }), new Request('http://api.test/api/x'), {} as never));

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), true],
    ['a 503', apiError(503), true],
    ['a 429', apiError(429), true],
    ['a 404', apiError(404), false],
    ['a 400', apiError(400), false],
    ['a missing base', new BaseUrlMissingError('base'), false],
    ['no client', new OperationFailedError('hydrant.all', 'no-client'), false],
  ])('given %s, should retry: %s', (_case, error, expected) => {
    expect(shouldRetryQuery(0, error)).toBe(expected);
  });

  it(`should give up after ${FETCH_CACHE.queryRetries} retries`, () => {
    expect(shouldRetryQuery(FETCH_CACHE.queryRetries, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('createThrottledFocusListener (SPEC §9: focus throttle 5 s)', () => {
  it('should pass on at most one focus per 5 s', () => {
    let time = 100_000;
    const handleFocus = vi.fn();
    const cleanup = createThrottledFocusListener(5_000, () => time)(handleFocus);

    window.dispatchEvent(new Event('focus'));
    expect(handleFocus).toHaveBeenCalledTimes(1);

    time += 1_000;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
    expect(handleFocus).toHaveBeenCalledTimes(1);

    time += 4_000;
    window.dispatchEvent(new Event('visibilitychange'));
    expect(handleFocus).toHaveBeenCalledTimes(2);

    cleanup?.();
    time += 10_000;
    window.dispatchEvent(new Event('focus'));
    expect(handleFocus).toHaveBeenCalledTimes(2);
  });

  it('should ignore the tab becoming hidden', () => {
    const handleFocus = vi.fn();
    const cleanup = createThrottledFocusListener(5_000, () => 0)(handleFocus);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    window.dispatchEvent(new Event('visibilitychange'));
    expect(handleFocus).not.toHaveBeenCalled();
    visibility.mockRestore();
    cleanup?.();
  });
});

describe('createAppQueryClient', () => {
  const server = createTestServer();
  beforeAll(() => server.listen());
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    focusManager.setEventListener(createThrottledFocusListener());
  });

  it('should dedupe for 2 s, revalidate on focus and reconnect, and not retry mutations', () => {
    const defaults = createAppQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 2_000, refetchOnWindowFocus: true, refetchOnReconnect: true });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });

  it('given the browser is offline when the app starts should hold a save back instead of sending it, and send it once back online', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const queryClient = createAppQueryClient();
      queryClient.mount();
      const save = vi.fn(async () => 'saved');
      const sent = new MutationObserver(queryClient, { mutationFn: save }).mutate();
      await Promise.resolve();
      expect(save).not.toHaveBeenCalled();
      expect(queryClient.isMutating()).toBe(1);

      offline.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));

      await expect(sent).resolves.toBe('saved');
      expect(save).toHaveBeenCalledTimes(1);
      queryClient.unmount();
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('should answer a second request within 2 s from the cache', async () => {
    let requests = 0;
    server.use(
      http.get(testUrl('hydrant.all'), () => {
        requests += 1;
        return HttpResponse.json([]);
      }),
    );
    const queryClient = createAppQueryClient();
    bindApiClients(queryClient, createApiClients(TEST_API, async () => TEST_TOKEN));
    await queryClient.fetchQuery(hydrants.queries.list());
    await queryClient.fetchQuery(hydrants.queries.list());
    expect(requests).toBe(1);
  });

  it("should hand a failed query's error to the shell's handler, once", async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'x' }, { status: 404 })));
    const onQueryError = vi.fn();
    const queryClient = createAppQueryClient({ onQueryError });
    bindApiClients(queryClient, createApiClients(TEST_API, async () => TEST_TOKEN));
    await expect(queryClient.fetchQuery(hydrants.queries.list())).rejects.toBeInstanceOf(ApiError);
    expect(onQueryError).toHaveBeenCalledTimes(1);
    expect(onQueryError).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });

  it("should hand a failed mutation's error to the shell's handler unless the mutation handles it locally", async () => {
    const onMutationError = vi.fn();
    const queryClient = createAppQueryClient({ onMutationError });
    const fail = () => Promise.reject(new Error('kaputt'));
    await expect(new MutationObserver(queryClient, { mutationFn: fail }).mutate()).rejects.toThrow('kaputt');
    await expect(new MutationObserver(queryClient, { mutationFn: fail, meta: { errorHandledLocally: true } }).mutate()).rejects.toThrow('kaputt');
    expect(onMutationError).toHaveBeenCalledTimes(1);
  });

  it('should install the throttled focus listener, so focus refetches at most every 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let requests = 0;
    server.use(
      http.get(testUrl('hydrant.all'), () => {
        requests += 1;
        return HttpResponse.json([]);
      }),
    );
    const queryClient = createAppQueryClient();
    queryClient.mount();
    bindApiClients(queryClient, createApiClients(TEST_API, async () => TEST_TOKEN));
    const observer = new QueryObserver(queryClient, { ...hydrants.queries.list(), staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    // What react-query hears of focus: a refetch on focus starts only from here.
    const focusHeard = vi.fn();
    const stopListening = focusManager.subscribe(focusHeard);
    await vi.waitFor(() => expect(requests).toBe(1));

    vi.setSystemTime(Date.now() + 10_000);
    window.dispatchEvent(new Event('focus'));
    expect(focusHeard).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(requests).toBe(2));
    vi.setSystemTime(Date.now() + 1_000);
    window.dispatchEvent(new Event('focus'));
    expect(focusHeard).toHaveBeenCalledTimes(1);
    expect(requests).toBe(2);

    stopListening();
    unsubscribe();
    queryClient.unmount();
    vi.useRealTimers();
  });
});
