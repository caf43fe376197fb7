import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMERS, ENDPOINTS, HYDRANTS, MISSIONS, type Hydrant, type LiveChange } from '@rescue-admin/api-contract';
import { aCustomer, aHydrant } from '@rescue-admin/api-contract/testing';
import { createEntity, recordQuery } from '@rescue-admin/data-access';
import { createTestQueryClient } from '@rescue-admin/data-access/testing';
import { createCachePatcher, PATCH_TIMING, type CachePatcher } from './cache-patcher';

const hydrantApi = createEntity(HYDRANTS);
const customerApi = createEntity(CUSTOMERS);
const missionApi = createEntity(MISSIONS);

let queryClient: QueryClient;
let patcher: CachePatcher;
let applied: (readonly LiveChange[])[];
const unsubscribers: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createTestQueryClient();
  applied = [];
  patcher = createCachePatcher({ queryClient, onApplied: (changes) => applied.push(changes) });
});

afterEach(() => {
  patcher.dispose();
  for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
  queryClient.clear();
  vi.useRealTimers();
});

let nextId = 0;
function change(kind: LiveChange['kind'], record: { uid: string } & Record<string, unknown>, list = 'hydrant.all'): LiveChange {
  nextId += 1;
  return {
    id: String(nextId),
    list,
    uid: record.uid,
    kind,
    version: kind === 'delete' ? null : nextId,
    actor: { uid: 'max', name: 'Max Muster' },
    record: kind === 'delete' ? null : record,
    at: new Date('2026-11-27T06:00:00Z'),
  };
}

const hydrants = (count: number) => Array.from({ length: count }, (_, index) => aHydrant({ uid: `h${index}` }));

/** A list on screen: its query with its own options (meta and all), observed, answering `answer()` per fetch. */
async function screenList<T>(options: { queryKey: readonly unknown[]; meta?: unknown }, answer: () => T[]) {
  const fetches = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    ...(options as object),
    queryFn: async () => {
      fetches.count += 1;
      return answer();
    },
    staleTime: Infinity,
  } as never);
  unsubscribers.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(queryClient.getQueryData(options.queryKey)).toBeDefined());
  return fetches;
}

const windowPasses = () => vi.advanceTimersByTimeAsync(PATCH_TIMING.windowMs);
const listData = () => queryClient.getQueryData<Hydrant[]>(hydrantApi.queries.list().queryKey) ?? [];

describe('createCachePatcher', () => {
  it('given an update in a list of 100,000 rows, should replace that row in a new array and keep every other row', async () => {
    const rows = hydrants(100_000);
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => rows });
    const changed = { ...rows[50_000], name: 'Neu' };

    patcher.add(change('update', changed));
    await windowPasses();

    const patched = listData();
    expect(patched).not.toBe(rows);
    expect(patched).toHaveLength(100_000);
    expect(patched[50_000]).toEqual(changed);
    expect(patched[49_999]).toBe(rows[49_999]);
    expect(patched[50_001]).toBe(rows[50_001]);
    expect(patched.filter((row, index) => row !== rows[index])).toHaveLength(1);
  });

  it('given a create and a delete in a list of 100,000 rows, should append the one and remove the other, keeping every other row', async () => {
    const rows = hydrants(100_000);
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => rows });
    const created = aHydrant({ uid: 'new' });

    patcher.add(change('create', created));
    patcher.add(change('delete', rows[10]));
    await windowPasses();

    const patched = listData();
    expect(patched).toHaveLength(100_000);
    expect(patched.at(-1)).toEqual(created);
    expect(patched.some((row) => row.uid === 'h10')).toBe(false);
    expect(patched[10]).toBe(rows[11]);
    expect(patched[0]).toBe(rows[0]);
  });

  it('given changes within one window, should apply them together once the window passes and hand them on in order', async () => {
    const rows = hydrants(3);
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => rows });
    const writes = vi.fn();
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[1] === 'list') writes();
    });

    const batch = [change('update', { ...rows[0], name: 'A' }), change('update', { ...rows[1], name: 'B' }), change('update', { ...rows[0], name: 'C' })];
    for (const one of batch) patcher.add(one);
    await vi.advanceTimersByTimeAsync(PATCH_TIMING.windowMs - 1);
    expect(listData()).toBe(rows);
    await vi.advanceTimersByTimeAsync(1);
    unsubscribe();

    expect(listData().map((row) => row.name)).toEqual(['C', 'B', rows[2].name]);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(applied).toEqual([batch]);
  });

  it("given the same change twice (the user's own write, already in the list), should give the same list", async () => {
    const rows = hydrants(2);
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => rows });
    const created = change('create', aHydrant({ uid: 'new' }));

    patcher.add(created);
    await windowPasses();
    const once = listData();
    patcher.add(created);
    patcher.add(change('delete', { uid: 'never-listed' }));
    await windowPasses();

    expect(listData()).toBe(once);
    expect(once.map((row) => row.uid)).toEqual(['h0', 'h1', 'new']);
  });

  it('given a burst of 1,000 changes to one list (a colleague\'s import), should patch them in with one cache write instead of fetching the whole list again', async () => {
    const rows = hydrants(10);
    const fetches = await screenList(hydrantApi.queries.list(), () => rows);
    const before = listData();

    for (let index = 0; index < 1_000; index += 1) patcher.add(change('create', aHydrant({ uid: `burst${index}` })));
    await windowPasses();

    expect(listData()).toHaveLength(1_010);
    // The rows that were there stay the same objects: the table patches its sort and search.
    expect(listData().slice(0, 10)).toEqual(before);
    expect(listData()[0]).toBe(before[0]);
    await vi.advanceTimersByTimeAsync(10 * PATCH_TIMING.windowMs);
    expect(fetches.count).toBe(1);
  });

  it('given more changes to one list in one window than it patches, should fetch that list once instead', async () => {
    const rows = hydrants(10);
    const fetches = await screenList(hydrantApi.queries.list(), () => rows);

    for (let index = 0; index <= PATCH_TIMING.burstLimit; index += 1) patcher.add(change('create', aHydrant({ uid: `burst${index}` })));
    await windowPasses();
    await vi.waitFor(() => expect(fetches.count).toBe(2));

    expect(listData()).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(10 * PATCH_TIMING.windowMs);
    expect(fetches.count).toBe(2);
  });

  it('given a list with params (filtered), should fetch it again instead of patching it, and patch the full list', async () => {
    const missionFetches = await screenList(missionApi.queries.list({ customerUid: 'c1' }), () => []);
    const rows = hydrants(2);
    await screenList(hydrantApi.queries.list(), () => rows);

    patcher.add(change('create', { uid: 'm1', name: 'Einsatz' }, 'mission.active'));
    patcher.add(change('create', aHydrant({ uid: 'new' })));
    await windowPasses();

    await vi.waitFor(() => expect(missionFetches.count).toBe(2));
    expect(queryClient.getQueryData(missionApi.queries.list({ customerUid: 'c1' }).queryKey)).toEqual([]);
    expect(listData().map((row) => row.uid)).toEqual(['h0', 'h1', 'new']);
  });

  it('given a record with a detail query, should update it; given its delete, should mark it stale without fetching it', async () => {
    const customer = aCustomer({ uid: 'c1', name: 'Alt' });
    const lookups = { count: 0 };
    await queryClient.fetchQuery({ ...customerApi.queries.detail('c1'), queryFn: () => (lookups.count += 1, customer) });

    patcher.add(change('update', { ...customer, name: 'Neu' }, 'customer.all'));
    await windowPasses();
    expect(queryClient.getQueryData(customerApi.queries.detail('c1').queryKey)).toEqual({ ...customer, name: 'Neu' });

    patcher.add(change('delete', customer, 'customer.all'));
    await windowPasses();
    expect(queryClient.getQueryState(customerApi.queries.detail('c1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(customerApi.queries.detail('c1').queryKey)).toEqual({ ...customer, name: 'Neu' });
    expect(lookups.count).toBe(1);
  });

  it('given changes all the time, should refresh the figures that count across areas at most every 2 s', async () => {
    const summaryFetches = await screenList(recordQuery(ENDPOINTS['summary.get']) as never, () => [] as never[]);
    await screenList(hydrantApi.queries.list(), () => hydrants(1));
    expect(summaryFetches.count).toBe(1);

    // A change every 100 ms for 5 s.
    for (let tick = 0; tick < 50; tick += 1) {
      patcher.add(change('update', aHydrant({ uid: 'h0', name: `n${tick}` })));
      await windowPasses();
    }
    await vi.waitFor(() => expect(summaryFetches.count).toBeGreaterThan(1));

    // Once at the first window, then every 2 s: at 0.1, 2.1 and 4.1 s.
    expect(summaryFetches.count).toBe(1 + 3);
    await vi.advanceTimersByTimeAsync(PATCH_TIMING.summaryEveryMs);
    expect(summaryFetches.count).toBe(1 + 3 + 1);
    await vi.advanceTimersByTimeAsync(10 * PATCH_TIMING.summaryEveryMs);
    expect(summaryFetches.count).toBe(1 + 3 + 1);
  });

  it('given a change while the list is being fetched, should apply it to the answer too (which may predate it)', async () => {
    const rows = hydrants(2);
    let answer: (value: Hydrant[]) => void = () => undefined;
    const fetching = queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => new Promise<Hydrant[]>((resolve) => (answer = resolve)) });

    patcher.add(change('update', { ...rows[1], name: 'Neu' }));
    await windowPasses();
    answer(rows);
    await fetching;

    expect(listData().map((row) => row.name)).toEqual([rows[0].name, 'Neu']);
  });

  it('given an event with an older state of a row than the list holds (read before a later write), should keep the later state', async () => {
    const synced = (at: string) => ({ ...aHydrant({ uid: 'b1' }), lastUpdate: new Date('2026-11-27T05:00:00Z'), lastSynced: new Date(at) });
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => [synced('2026-11-27T06:00:40Z')] });

    // A colleague's sync 39 s earlier, delivered after this client's own sync answer.
    patcher.add(change('update', synced('2026-11-27T06:00:01Z')));
    await windowPasses();
    expect(listData()[0]).toMatchObject({ lastSynced: new Date('2026-11-27T06:00:40Z') });

    // A later one replaces it.
    patcher.add(change('update', synced('2026-11-27T06:01:00Z')));
    await windowPasses();
    expect(listData()[0]).toMatchObject({ lastSynced: new Date('2026-11-27T06:01:00Z') });
  });

  it('given a change while a fetch that is then cancelled was under way, should not apply it to a later answer', async () => {
    const rows = hydrants(2);
    const listKey = hydrantApi.queries.list().queryKey;
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => rows });
    const cancelled = queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => new Promise<Hydrant[]>(() => undefined), staleTime: 0 }).catch(() => undefined);
    patcher.add(change('update', { ...rows[1], name: 'Zwischenstand' }));
    await windowPasses();
    await queryClient.cancelQueries({ queryKey: listKey });
    await cancelled;

    // The next answer already has a later state of the row.
    await queryClient.fetchQuery({ ...hydrantApi.queries.list(), queryFn: () => [rows[0], { ...rows[1], name: 'Endstand' }], staleTime: 0 });

    expect(listData().map((row) => row.name)).toEqual([rows[0].name, 'Endstand']);
  });

  it('given the first rows of a list still being read, should update and delete them but add nothing', async () => {
    const first = hydrants(3);
    await queryClient.fetchQuery({ ...hydrantApi.queries.firstRows(), queryFn: () => first });

    patcher.add(change('update', { ...first[0], name: 'Neu' }));
    patcher.add(change('delete', first[1]));
    patcher.add(change('create', aHydrant({ uid: 'new' })));
    await windowPasses();

    expect(queryClient.getQueryData<Hydrant[]>(hydrantApi.queries.firstRows().queryKey)?.map((row) => row.uid)).toEqual(['h0', 'h2']);
  });

  it('given reset, should drop the changes not yet applied and fetch every list again', async () => {
    const rows = hydrants(2);
    const fetches = await screenList(hydrantApi.queries.list(), () => rows);

    patcher.add(change('create', aHydrant({ uid: 'lost' })));
    patcher.reset();
    await vi.waitFor(() => expect(fetches.count).toBe(2));
    await windowPasses();

    expect(listData()).toEqual(rows);
    expect(applied).toEqual([]);
  });
});
