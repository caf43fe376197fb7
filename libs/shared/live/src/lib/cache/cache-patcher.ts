import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveChange } from '@rescue-admin/api-contract';
import { isOlderState, patchRows } from './patch-rows';

/** How the patcher batches (ms, counts); tests and the provider use them as they are. */
export const PATCH_TIMING = {
  /** Changes are collected this long and applied per list in one cache write. */
  windowMs: 100,
  /**
   * More changes than this for one list in one window: the list is fetched again instead. Below
   * it the changes are patched in (one pass over the list, untouched rows kept): a list fetched
   * again has every row a new object, and the table then sorts and indexes all of them anew.
   */
  burstLimit: 5_000,
  /** The figures that count across areas (the dashboard's) are refreshed at most this often. */
  summaryEveryMs: 2_000,
} as const;

export interface CachePatcherOptions {
  queryClient: QueryClient;
  /** Each window's changes once they are in the cache, in arrival order (the live store's `receive`). */
  onApplied?: (changes: readonly LiveChange[]) => void;
}

export interface CachePatcher {
  /** A change from the stream; applied with the others of its window. */
  add(change: LiveChange): void;
  /** The stream lost track: pending changes are dropped and every list, record and figure is fetched again. */
  reset(): void;
  /** Drops pending changes and timers (sign-out). */
  dispose(): void;
}

type Row = { uid: string };
type AnyQuery = Query<unknown, Error, unknown, readonly unknown[]>;

const isListQuery = (query: AnyQuery) => query.meta?.endpoint !== undefined && (query.queryKey[1] === 'list' || query.queryKey[1] === 'first-rows');
/** Whether a list query's params narrow it (a search, a mission): such a list cannot tell whether a record belongs in it. */
const isFiltered = (query: AnyQuery) => {
  const params = query.queryKey[2];
  return typeof params === 'object' && params !== null && Object.values(params).some((value) => value !== undefined);
};
const isFullList = (query: AnyQuery) => query.queryKey[1] === 'list' && !isFiltered(query);

/**
 * Keeps react-query's cache current with the stream's changes: every ~100 ms the collected
 * changes are applied per list endpoint to the lists that name it in `meta.endpoint` (and their
 * first rows) with one cache write each (see {@link patchRows}); a list with params is
 * invalidated instead, and so is a list with more than 5,000 changes in one window (one
 * refetch). A record's detail query (`meta.list`) takes the record; a deleted one is
 * marked stale without a refetch (an open form keeps what was typed). A list whose fetch is
 * under way gets the changes again once its answer is in (the answer may predate them). The
 * figures marked `refreshAfterWrites` are refreshed at most every 2 s.
 */
export function createCachePatcher({ queryClient, onApplied }: CachePatcherOptions): CachePatcher {
  const cache = queryClient.getQueryCache();
  let pending: LiveChange[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let summaryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSummary = Number.NEGATIVE_INFINITY;
  /** Changes to apply again to a list once the fetch that was under way when they arrived has answered. */
  const replay = new Map<string, LiveChange[]>();

  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || !replay.has(event.query.queryHash)) return;
    const { action, query } = event;
    const answered = action.type === 'success' && !action.manual;
    // A fetch that failed or was cancelled has no answer to patch; a later one starts afresh.
    if (!answered && query.state.fetchStatus !== 'idle') return;
    const changes = replay.get(query.queryHash) ?? [];
    replay.delete(query.queryHash);
    if (answered) patchQuery(query as AnyQuery, changes);
  });

  /**
   * Writes the patched rows as they are. `setQueryData` would pass them through the query's
   * structural sharing, which compares rows by position: after a delete every later row would be
   * compared with its former neighbour and copied, and 100,000 untouched rows would lose their
   * identity (and re-render). The fetch time stays: the rows are current, the list was not fetched.
   */
  function patchQuery(query: AnyQuery, changes: readonly LiveChange[]) {
    const rows = query.state.data;
    if (!Array.isArray(rows)) return;
    const patched = patchRows(rows as Row[], changes, { append: query.queryKey[1] === 'list' });
    if (patched !== rows) query.setState({ data: patched });
  }

  const invalidate = (queries: readonly AnyQuery[]) => {
    if (queries.length === 0) return;
    const hashes = new Set(queries.map((query) => query.queryHash));
    void queryClient.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) });
  };

  function applyToList(list: string, changes: readonly LiveChange[]) {
    const queries = cache.findAll({ predicate: (query) => query.meta?.endpoint?.name === list && isListQuery(query as AnyQuery) }) as AnyQuery[];
    const burst = changes.length > PATCH_TIMING.burstLimit || changes.some((change) => change.kind !== 'delete' && change.record === null);
    invalidate(queries.filter((query) => query.queryKey[1] === 'list' && (burst || isFiltered(query))));
    if (burst) return;
    for (const query of queries) {
      if (isFiltered(query)) continue;
      if (isFullList(query) && query.state.fetchStatus === 'fetching') replay.set(query.queryHash, [...(replay.get(query.queryHash) ?? []), ...changes]);
      patchQuery(query, changes);
    }
  }

  /** The window's records into their detail queries (`meta.list` and the uid), looked up once per window. */
  function applyToDetails(batch: readonly LiveChange[]) {
    const details = new Map<string, AnyQuery[]>();
    for (const query of cache.findAll({ predicate: (query) => query.meta?.list !== undefined && query.queryKey[1] === 'detail' && query.queryKey.length === 3 })) {
      const key = `${String(query.meta?.list)} ${String(query.queryKey[2])}`;
      details.set(key, [...(details.get(key) ?? []), query as AnyQuery]);
    }
    if (details.size === 0) return;
    for (const change of batch) {
      for (const detail of details.get(`${change.list} ${change.uid}`) ?? []) {
        const record = change.record;
        if (change.kind === 'delete' || record === null) void queryClient.invalidateQueries({ queryKey: detail.queryKey, exact: true, refetchType: 'none' });
        else queryClient.setQueryData<Record<string, unknown> | null>(detail.queryKey, (old) => (old && !isOlderState(record, old) ? { ...old, ...record } : old));
      }
    }
  }

  const refreshSummary = () => {
    const wait = lastSummary + PATCH_TIMING.summaryEveryMs - Date.now();
    if (summaryTimer !== undefined) return;
    if (wait > 0) {
      summaryTimer = setTimeout(() => {
        summaryTimer = undefined;
        refreshSummary();
      }, wait);
      return;
    }
    lastSummary = Date.now();
    void queryClient.invalidateQueries({ predicate: (query) => query.meta?.refreshAfterWrites === true });
  };

  function flush() {
    flushTimer = undefined;
    const batch = pending;
    pending = [];
    const byList = new Map<string, LiveChange[]>();
    for (const change of batch) {
      const changes = byList.get(change.list);
      if (changes) changes.push(change);
      else byList.set(change.list, [change]);
    }
    for (const [list, changes] of byList) applyToList(list, changes);
    applyToDetails(batch);
    refreshSummary();
    onApplied?.(batch);
  }

  const clearTimers = () => {
    clearTimeout(flushTimer);
    clearTimeout(summaryTimer);
    flushTimer = undefined;
    summaryTimer = undefined;
  };

  return {
    add(change) {
      pending.push(change);
      flushTimer ??= setTimeout(flush, PATCH_TIMING.windowMs);
    },
    reset() {
      pending = [];
      replay.clear();
      clearTimers();
      lastSummary = Date.now();
      void queryClient.invalidateQueries({
        predicate: (query) => (query.meta?.endpoint !== undefined && query.queryKey[1] === 'list') || query.meta?.list !== undefined || query.meta?.refreshAfterWrites === true,
      });
    },
    dispose() {
      pending = [];
      replay.clear();
      clearTimers();
      unsubscribe();
    },
  };
}
