import { ENDPOINTS } from '@rescue-admin/api-contract';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServer, TEST_API, TEST_TOKEN, testUrl } from '../../testing/test-server';
import { InThreadWorker } from '../../testing/in-thread-worker';

const server = createTestServer();
beforeAll(() => server.listen());
// Each test imports the HTTP layer anew: its JSON worker is module state, and another test file
// of the same worker may have imported it already (vitest.preset.ts).
beforeEach(() => vi.resetModules());
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const HYDRANTS = ENDPOINTS['hydrant.all'];
const rows = (count: number) => Array.from({ length: count }, (_, n) => ({ uid: `h${n}`, name: `Hydrant Mühlenweg ${n}`, lastUpdate: '2026-03-14T09:30:00Z' }));

/** The HTTP layer as a list call uses it, with the JSON worker started and running (it said so). */
async function withRunningWorker() {
  vi.stubGlobal('Worker', InThreadWorker);
  const { prepareJsonWorker } = await import('./read-json');
  const { call } = await import('./call');
  const { createApiClient } = await import('./api-client');
  const { errorReasonOf } = await import('./errors');
  prepareJsonWorker();
  // The in-thread worker says it runs in a message of its own task, as a browser's does, and the
  // client keeps that to itself: one macrotask lets the message arrive.
  await new Promise((resolve) => setTimeout(resolve, 0));
  InThreadWorker.requests = [];
  const client = createApiClient({ prefixUrl: TEST_API.base, service: 'base', getToken: async () => TEST_TOKEN });
  return { call, client, errorReasonOf };
}

describe('a list fetched by the JSON worker', () => {
  it('should be sent by the worker with the page’s headers, its bytes never passing the page, and arrive whole with its dates', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(testUrl('hydrant.all'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(rows(2500));
      }),
    );
    const { call, client } = await withRunningWorker();

    const list = (await call(HYDRANTS, client)) as ReturnType<typeof rows>;

    expect(list).toHaveLength(2500);
    expect(list[2499]).toEqual({ uid: 'h2499', name: 'Hydrant Mühlenweg 2499', lastUpdate: new Date('2026-03-14T09:30:00Z') });
    expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(InThreadWorker.requests).toEqual([{ id: expect.any(Number), fetch: { url: testUrl('hydrant.all'), method: 'GET', headers: expect.arrayContaining([['authorization', `Bearer ${TEST_TOKEN}`]]) } }]);
  });

  it('should hand on its first rows once, while the rest is still being read', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(rows(2500))));
    const { call, client } = await withRunningWorker();
    const firstRows: unknown[][] = [];

    const list = (await call(HYDRANTS, client, { onFirstRows: (shown) => firstRows.push(shown) })) as unknown[];

    expect(firstRows).toHaveLength(1);
    expect(firstRows[0].length).toBeGreaterThan(0);
    expect(firstRows[0].length).toBeLessThan(list.length);
  });

  it('given a small list, should not hand on first rows: it is whole with the next message', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(rows(56))));
    const { call, client } = await withRunningWorker();
    const onFirstRows = vi.fn();

    await expect(call(HYDRANTS, client, { onFirstRows })).resolves.toHaveLength(56);
    expect(onFirstRows).not.toHaveBeenCalled();
  });

  it('given an error answer, should fail with the API’s error as when the page fetches', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Keine Berechtigung' }, { status: 403 })));
    const { call, client, errorReasonOf } = await withRunningWorker();

    const error = await call(HYDRANTS, client).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ name: 'ApiError', status: 403, code: 'forbidden' });
    expect(errorReasonOf(error)).toBe('forbidden');
  });

  it('given no connection, should fail as a network failure', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.error()));
    const { call, client, errorReasonOf } = await withRunningWorker();

    const error = await call(HYDRANTS, client).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(TypeError);
    expect(errorReasonOf(error)).toBe('network');
  });

  it('cancelled, should reject as cancelled and have the worker forget it', async () => {
    server.use(
      http.get(testUrl('hydrant.all'), async () => {
        await delay(50);
        return HttpResponse.json(rows(3));
      }),
    );
    const { call, client } = await withRunningWorker();
    const controller = new AbortController();

    const pending = call(HYDRANTS, client, { signal: controller.signal }).catch((caught: unknown) => caught);
    // Cancelled once the worker has the request (the server holds its answer meanwhile).
    await vi.waitFor(() => expect(InThreadWorker.requests).toHaveLength(1));
    controller.abort();

    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(InThreadWorker.requests.map((request) => Object.keys(request).filter((key) => key !== 'id'))).toEqual([['fetch'], ['cancel']]);
  });

  it('before the worker runs, should be fetched by the page', async () => {
    server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(rows(3))));
    vi.stubGlobal('Worker', InThreadWorker);
    const { call } = await import('./call');
    const { createApiClient } = await import('./api-client');
    InThreadWorker.requests = [];
    const client = createApiClient({ prefixUrl: TEST_API.base, service: 'base', getToken: async () => TEST_TOKEN });

    await expect(call(HYDRANTS, client)).resolves.toHaveLength(3);
    expect(InThreadWorker.requests.filter((request) => 'fetch' in request)).toEqual([]);
  });
});

describe('a list read again (a refresh, the live stream catching up)', () => {
  /** A list service that answers `answers()` with its ETag (if any), and 304 to a request that names the current one. */
  function listService(answer: () => { rows: unknown[]; etag?: string }) {
    const asked: (string | null)[] = [];
    server.use(
      http.get(testUrl('hydrant.all'), ({ request }) => {
        const { rows: current, etag } = answer();
        asked.push(request.headers.get('If-None-Match'));
        if (etag && request.headers.get('If-None-Match') === etag) return new HttpResponse(null, { status: 304, headers: { ETag: etag } });
        return HttpResponse.json(current, { headers: etag ? { ETag: etag } : {} });
      }),
    );
    return asked;
  }

  it('given it has not changed, should ask with its ETag and give back the very same list (nothing read, nothing re-rendered)', async () => {
    const asked = listService(() => ({ rows: rows(2500), etag: '"v1"' }));
    const { call, client } = await withRunningWorker();
    const first = await call(HYDRANTS, client);

    const again = await call(HYDRANTS, client, { previous: first });

    expect(asked).toEqual([null, '"v1"']);
    expect(again).toBe(first);
  });

  it('given it changed, should read the new list, and ask with the new ETag next time', async () => {
    let version = 1;
    const asked = listService(() => ({ rows: rows(version === 1 ? 2500 : 2501), etag: `"v${version}"` }));
    const { call, client } = await withRunningWorker();
    const first = await call(HYDRANTS, client);
    version = 2;

    const changed = await call(HYDRANTS, client, { previous: first });
    const again = await call(HYDRANTS, client, { previous: changed });

    expect(changed).toHaveLength(2501);
    expect(again).toBe(changed);
    expect(asked).toEqual([null, '"v1"', '"v2"']);
  });

  it('given a list changed on the page since (a live change: a new array), should read it whole', async () => {
    const asked = listService(() => ({ rows: rows(3), etag: '"v1"' }));
    const { call, client } = await withRunningWorker();
    const first = (await call(HYDRANTS, client)) as unknown[];

    await expect(call(HYDRANTS, client, { previous: first.slice() })).resolves.toEqual(first);
    expect(asked).toEqual([null, null]);
  });

  it('given a service that sends no ETag (one that implements only the spec), should send no If-None-Match', async () => {
    const asked = listService(() => ({ rows: rows(3) }));
    const { call, client } = await withRunningWorker();
    const first = await call(HYDRANTS, client);

    await expect(call(HYDRANTS, client, { previous: first })).resolves.toEqual(first);
    expect(asked).toEqual([null, null]);
  });
});
