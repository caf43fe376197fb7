import { dehydrate, hydrate, type DehydratedState, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import type { OfflineStore } from './offline-store';
import { isEntityWrite, registerWriteDefaults } from './write-defaults';

/** The one key of a user's store that holds the persisted client. */
export const CLIENT_KEY = 'query-client';
/** At most one write to the store per this interval (the first change after a quiet time is written at once). */
export const PERSIST_THROTTLE_MS = 1_000;
/**
 * A list longer than this is stored in parts of this many rows, each written in a task of its
 * own: IndexedDB copies a value on the main thread, so one write of a long list is one long task
 * (figures: docs/performance.md, bench:table). Only the parts whose rows changed are written
 * again: a colleague's change of one hydrant (a new list array, every other row the same object)
 * writes one part of 500 rows, not all 100,000.
 */
export const ROWS_PER_PART = 500;
const PART_PREFIX = 'rows:';

/** What stands in the stored client for a long list's rows: the keys of its parts, in order. */
interface StoredRows {
  storedParts: string[];
}
const isStoredRows = (data: unknown): data is StoredRows =>
  typeof data === 'object' && data !== null && Array.isArray((data as StoredRows).storedParts) && (data as StoredRows).storedParts.every((key) => typeof key === 'string');

/** A long list as it was last stored: its rows and the key of each of its parts. */
interface StoredList {
  rows: readonly unknown[];
  parts: readonly string[];
}
/** The lists read back from their parts: kept as they are, they are not written again. */
const restoredLists = new WeakMap<readonly unknown[], readonly string[]>();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Whether `rows` and `stored` hold the same objects at the `length` positions from `from` on. */
function sameRows(rows: readonly unknown[], stored: readonly unknown[], from: number, length: number): boolean {
  for (let n = from; n < from + length; n++) if (rows[n] !== stored[n]) return false;
  return true;
}

/** What the store holds: the dehydrated cache, the version of the app it was written by, and when. */
export interface PersistedClient {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

export interface PersistOptions {
  /** The app's build/contract version: a store written by another version is dropped, not read. */
  buster: string;
  /** Whether a successful query is kept (e.g. users' data only for a role that may read it). */
  keepQuery: (query: Query) => boolean;
}

/**
 * The clients the waiting writes were restored into: a client gets them once. Restored again (the
 * signed-in frame mounted anew over the same client while a write was under way), the store still
 * lists a write the client is sending, and a second copy would be sent too.
 */
const writesRestored = new WeakSet<QueryClient>();

/** A write that has not been answered yet: waiting for the connection, or under way when the page closed. */
const isUnanswered = (mutation: Mutation<unknown, Error, unknown, unknown>) => mutation.state.status === 'pending';

/**
 * Reads the user's persisted client into `queryClient`: the queries they saw (with the time of
 * their data) and the writes that were still waiting, as paused mutations that run again with
 * their entity's mutation defaults (see {@link registerWriteDefaults}) — into each client once. A store of another app
 * version, or one that cannot be read, is cleared and nothing is restored.
 */
export async function restoreClient(queryClient: QueryClient, store: OfflineStore, buster: string): Promise<void> {
  let persisted: PersistedClient | undefined;
  try {
    persisted = await store.get<PersistedClient>(CLIENT_KEY);
  } catch {
    persisted = undefined;
  }
  if (!persisted) return;
  if (persisted.buster !== buster) {
    await store.clear();
    return;
  }
  const state = { ...persisted.state, queries: await readParts(store, persisted.state.queries) };
  if (writesRestored.has(queryClient)) {
    hydrate(queryClient, { ...state, mutations: [] });
    return;
  }
  writesRestored.add(queryClient);
  await registerWriteDefaults(queryClient, state.mutations.map(({ mutationKey }) => mutationKey));
  hydrate(queryClient, state);
}

/** The queries with their long lists' rows read back from their parts; a list with a part missing is left out. */
async function readParts(store: OfflineStore, queries: DehydratedState['queries']): Promise<DehydratedState['queries']> {
  const read = await Promise.all(
    queries.map(async (query) => {
      const data: unknown = query.state.data;
      if (!isStoredRows(data)) return query;
      const parts = await Promise.all(data.storedParts.map((key) => store.get<unknown[]>(key).catch(() => undefined)));
      if (!parts.every(Array.isArray)) return null;
      const rows = parts.flat();
      restoredLists.set(rows, data.storedParts);
      return { ...query, state: { ...query.state, data: rows } };
    }),
  );
  return read.filter((query) => query !== null);
}

/**
 * Keeps the store in step with `queryClient`: after each change of its queries or mutations the
 * dehydrated cache (successful queries `keepQuery` accepts, and every unanswered entity write) is
 * written, at most once per {@link PERSIST_THROTTLE_MS} — at once when a waiting write gets its
 * answer, and when the page is hidden for good (`pagehide`). A write under way is stored as paused,
 * so a page closed while it was sent sends it again on the next start (its idempotency key or
 * version makes the repeat harmless). Returns the function that stops it; a write still due is
 * made unless `flush` is false (the store is about to be removed).
 */
export function persistClient(queryClient: QueryClient, store: OfflineStore, { buster, keepQuery }: PersistOptions, now: () => number = Date.now): (flush?: boolean) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let stopped = false;
  /** Stopped without a last write: the store is about to be removed, and nothing under way may write into it again. */
  let abandoned = false;
  /** The writes one after another: a long list's parts, then the client that names them, then the parts no client names. */
  let writing: Promise<void> = Promise.resolve();
  /** Each long list as the writes under way leave it stored (by query): a new list is compared with it part by part. */
  let storedLists = new Map<string, StoredList>();

  /** The keys of `rows`' parts: those of the stored list where its rows are the same objects, new ones (added to `due`) where they changed. */
  const partsOf = (queryHash: string, rows: readonly unknown[], due: [string, unknown[]][]): string[] => {
    const restored = restoredLists.get(rows);
    const stored = storedLists.get(queryHash) ?? (restored ? { rows, parts: restored } : undefined);
    if (stored?.rows === rows) return [...stored.parts];
    const keys: string[] = [];
    for (let n = 0, from = 0; from < rows.length; n++, from += ROWS_PER_PART) {
      const length = Math.min(ROWS_PER_PART, rows.length - from);
      const kept = stored?.parts[n];
      if (stored && kept !== undefined && Math.min(ROWS_PER_PART, stored.rows.length - from) === length && sameRows(rows, stored.rows, from, length)) {
        keys.push(kept);
        continue;
      }
      const key = `${PART_PREFIX}${crypto.randomUUID()}`;
      keys.push(key);
      due.push([key, rows.slice(from, from + length)]);
    }
    return keys;
  };

  const write = () => {
    timer = undefined;
    lastWrite = now();
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && keepQuery(query),
      shouldDehydrateMutation: (mutation) => isUnanswered(mutation) && isEntityWrite(mutation.options.mutationKey),
    });
    state.mutations = state.mutations.map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }));
    const parts: [string, unknown[]][] = [];
    const named = new Set<string>();
    const lists = new Map<string, StoredList>();
    state.queries = state.queries.map((query) => {
      const rows: unknown = query.state.data;
      if (!Array.isArray(rows) || rows.length <= ROWS_PER_PART) return query;
      const keys = partsOf(query.queryHash, rows, parts);
      lists.set(query.queryHash, { rows, parts: keys });
      for (const key of keys) named.add(key);
      return { ...query, state: { ...query.state, data: { storedParts: keys } satisfies StoredRows } };
    });
    storedLists = lists;
    const client: PersistedClient = { buster, savedAt: lastWrite, state };
    writing = writing
      .then(async () => {
        for (const [key, rows] of parts) {
          if (abandoned) return;
          await store.set(key, rows);
          await nextTask();
        }
        if (abandoned) return;
        await store.set(CLIENT_KEY, client);
        const unnamed = (await store.keys()).filter((key) => key.startsWith(PART_PREFIX) && !named.has(key));
        if (unnamed.length > 0) await store.delMany(unnamed);
      })
      .catch(() => {
        // A part may be missing: the next write stores every list whole again.
        storedLists = new Map();
      });
  };
  const schedule = () => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(write, Math.max(0, lastWrite + PERSIST_THROTTLE_MS - now()));
  };

  // Only a change of data counts (not a fetch starting, an observer coming or going): the write
  // copies the whole cache, so it happens when there is something new to keep.
  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) schedule();
  });
  // A waiting write that got its answer leaves the store at once, not up to a second later: a
  // reload meanwhile would send it again (harmless by its key or version, but a stale refusal of
  // the user's own change would then show as a conflict).
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    const answered = event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error');
    if (!answered || !isEntityWrite(event.mutation.options.mutationKey)) return schedule();
    if (stopped) return;
    clearTimeout(timer);
    write();
  });
  // The page goes (reload, tab closed): what is due is written now.
  const flushOnHide = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  globalThis.addEventListener?.('pagehide', flushOnHide);
  return (flush = true) => {
    stopped = true;
    abandoned = !flush;
    unsubscribeQueries();
    unsubscribeMutations();
    globalThis.removeEventListener?.('pagehide', flushOnHide);
    if (timer === undefined) return;
    clearTimeout(timer);
    if (flush) write();
  };
}
