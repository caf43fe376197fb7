import { queryOptions, skipToken, useMutation, useQueryClient, type MutationOptions, type QueryClient, type QueryFunction, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { useState } from 'react';
import type { Endpoint, EntitySpec, HistoryEntry, SchemaOutput } from '@rescue-admin/api-contract';
import { callOrFallback, deleteParams, type CallInput } from '../http/call';
import { ApiError, isAbortError, staleConflictOf } from '../http/errors';
import { createEntityKeys, type EntityKeys } from '../query/keys';
import type { DataAccessMeta, MutationHookOptions } from '../query/query-client';
import { sendCall } from '../access/capabilities';

type ItemOf<T> = T extends readonly (infer I)[] ? I : never;
type Body<E> = SchemaOutput<E, 'body'> extends undefined ? void : SchemaOutput<E, 'body'>;

/** The record of an entity: what its list (or, without one, its lookup) answers. */
export type EntityRecord<S extends EntitySpec> = S['list'] extends Endpoint
  ? ItemOf<SchemaOutput<S['list'], 'response'>>
  : S['lookup'] extends Endpoint
    ? SchemaOutput<S['lookup'], 'response'>
    : never;
/** What a create hook takes: the body without what the endpoint adds itself (the user's initial password). */
export type CreateInput<E> = E extends { adds: infer A } ? Omit<Body<E>, keyof A> : Body<E>;
type CreateResult<E> = E extends { answer: 'uid' } ? string : E extends Endpoint ? SchemaOutput<E, 'response'> : never;
/** What an update hook takes: the record, unwrapped where the endpoint wraps it ({hydrant}). */
export type UpdateInput<E> = E extends { wrap: infer W extends string } ? (Body<E> extends Record<W, infer R> ? R : never) : Body<E>;
/** What a delete hook takes: the uid and the version the record was shown with. */
export type DeleteInput<E> = { uid: string } & (SchemaOutput<E, 'query'> extends undefined
  ? never
  : 'version' extends keyof SchemaOutput<E, 'query'>
    ? { version: number }
    : { lastUpdate: Date | string });
type ListParams<E> = SchemaOutput<E, 'query'> extends undefined ? void : SchemaOutput<E, 'query'>;

function options<T>(queryKey: QueryKey, queryFn: QueryFunction<T>, meta?: DataAccessMeta) {
  return queryOptions({ queryKey, queryFn, meta });
}

function firstRowsOptions<T>(queryKey: QueryKey, meta: DataAccessMeta) {
  return queryOptions<T[]>({ queryKey, queryFn: skipToken, staleTime: Infinity, meta });
}

/** A query's `meta.endpoint`: a screen asks `useCapability` whether a history is offered; the live client finds a list's queries by it. */
const endpointMeta = ({ name, extension }: Endpoint): DataAccessMeta => ({ endpoint: { name, extension } });

/** What every entity's `queries.history(uid)` returns (one type for all, for crud-kit's „Verlauf“ panel). */
export type HistoryQueryOptions = ReturnType<typeof options<HistoryEntry[]>>;

/** SPEC §8's functions of an entity: the same calls as the hooks, answering the row's fallback on failure. */
export interface EntityCalls<S extends EntitySpec, R> {
  list(client: KyInstance | null, params?: ListParams<S['list']>, signal?: AbortSignal): Promise<R[]>;
  create(client: KyInstance | null, input: CreateInput<S['create']>): Promise<CreateResult<S['create']> | ''>;
  update(client: KyInstance | null, input: UpdateInput<S['update']>): Promise<boolean>;
  remove(client: KyInstance | null, input: DeleteInput<S['remove']>): Promise<boolean>;
  lookup(client: KyInstance | null, uid: string, signal?: AbortSignal): Promise<R | null>;
  sync(client: KyInstance | null, payload?: Body<S['sync']>): Promise<R[] | null>;
}

export interface Entity<S extends EntitySpec, R = EntityRecord<S>> {
  keys: EntityKeys<string, Record<string, unknown>>;
  queries: {
    list(params: ListParams<S['list']>): ReturnType<typeof options<R[]>>;
    /**
     * The first rows of the list while a large one is still being read, to show before the rest:
     * set once its first slice is parsed, when the list had no data yet; undefined otherwise. A
     * query that only reads the cache (nothing is fetched for it).
     */
    firstRows(params: ListParams<S['list']>): ReturnType<typeof firstRowsOptions<R>>;
    /** One record by uid; with a `missing: 'null'` lookup, null when it does not exist. */
    detail(uid: string): ReturnType<typeof options<R | null>>;
    /** The record's history ("Verlauf"), newest first. */
    history(uid: string): HistoryQueryOptions;
  };
  calls: EntityCalls<S, R>;
  /** A write's mutation options (key `[key, role]`): what the hooks use, and the defaults a restored paused write runs with. */
  writeOptions(role: WriteRole): MutationOptions<unknown, Error, unknown>;
  /** Creates a record; endpoints marked `idempotent` get one `Idempotency-Key` per intended record. */
  useCreate(options?: MutationHookOptions): UseMutationResult<CreateResult<S['create']>, Error, CreateInput<S['create']>>;
  /** Saves a record; the payload names the version it was read at (changed since → 409 `stale`). */
  useUpdate(options?: MutationHookOptions): UseMutationResult<R | null, Error, UpdateInput<S['update']>>;
  useDelete(options?: MutationHookOptions): UseMutationResult<true, Error, DeleteInput<S['remove']>>;
  /** A manual sync: the answer replaces the cached lists; a failure clears them (SPEC §4/§8) and still rejects. */
  useSync(options?: MutationHookOptions): UseMutationResult<R[], Error, Body<S['sync']> | void>;
}

/** A fresh idempotency key (a UUID; 8–128 of A–Z a–z 0–9 - _ as the contract asks). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; getRandomValues everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Item = { uid: string };
const entities = new WeakMap<EntitySpec, Entity<EntitySpec, unknown>>();

/** The writes of an entity: its mutation keys are `[key, role]`. */
export type WriteRole = 'create' | 'update' | 'remove' | 'sync';
type Role = 'list' | 'create' | 'update' | 'remove' | 'history' | 'lookup' | 'sync';
const MESSAGES: Record<Role, (noun: { one: string; many: string }) => string> = {
  list: ({ many }) => `${many} could not be loaded`,
  create: ({ one }) => `${one} could not be created`,
  update: ({ one }) => `${one} could not be updated`,
  remove: ({ one }) => `${one} could not be deleted`,
  history: ({ one }) => `${one} history could not be loaded`,
  lookup: ({ one }) => `${one} could not be loaded`,
  sync: ({ many }) => `${many} could not be synced`,
};

/** The endpoint of a role, with the console message of its failure ('Hydrant could not be updated'). */
function need(spec: EntitySpec, role: Role): Endpoint {
  const endpoint = spec[role];
  if (!endpoint) throw new Error(`${spec.key} has no ${role} endpoint in the contract`);
  if (endpoint.message || !spec.noun) return endpoint;
  return { ...endpoint, message: MESSAGES[role](spec.noun) };
}

/**
 * Turns an entity of the contract into its query keys, `queryOptions` and mutation hooks, with
 * SPEC §8's semantics, the cache updates and the invalidation every admin area shares. The same
 * entity always gives the same object, so a feature and the shell that both use it share hooks and
 * cache. Keys start with `spec.key`: `[key]`, `[key, 'list', params]`, `[key, 'detail', uid]`,
 * `[key, 'detail', uid, 'history']`.
 */
export function createEntity<const S extends EntitySpec>(spec: S): Entity<S> {
  const known = entities.get(spec);
  if (known) return known as unknown as Entity<S>;
  const keys = createEntityKeys<string, Record<string, unknown>>(spec.key);
  const lookupFailed = (endpoint: Endpoint, uid: string) => {
    console.error(endpoint.message ?? `${endpoint.name} failed`);
    // SPEC §8's wording names the entity: 'User <uid> does not exist'.
    console.error(`${spec.noun?.one ?? spec.key} ${uid} does not exist`);
  };

  const queries: Entity<EntitySpec, unknown>['queries'] = {
    list: (params) => {
      const filters = (params ?? {}) as Record<string, unknown>;
      const listKey = keys.list(filters);
      const firstRowsKey = keys.firstRows(filters);
      return options(listKey, async ({ client, signal }) => {
        // Only a list not shown yet shows its first rows early; a refresh keeps showing the list it has.
        const previous = client.getQueryData(listKey);
        const onFirstRows = previous === undefined ? (rows: unknown[]) => client.setQueryData(firstRowsKey, rows) : undefined;
        // Those of an earlier attempt go (reset, not removed: a list on screen may be watching them).
        if (onFirstRows) void client.resetQueries({ queryKey: firstRowsKey, exact: true });
        return (await sendCall(need(spec, 'list'), client, { query: params as Record<string, string> | undefined, signal, onFirstRows, previous })) as unknown[];
      }, endpointMeta(need(spec, 'list')));
    },
    firstRows: (params) => firstRowsOptions(keys.firstRows((params ?? {}) as Record<string, unknown>), endpointMeta(need(spec, 'list'))),
    detail: (uid) =>
      options(keys.detail(uid), async ({ client, signal }) => {
        const lookup = need(spec, 'lookup');
        if (lookup.missing !== 'null') return sendCall(lookup, client, { query: { [lookup.query ?? 'uid']: uid }, signal });
        // SPEC §8: a user that does not exist (404, or an empty answer) is null and logged as missing;
        // other failures reject, so a network hiccup is not mistaken for "no such user". A sign-in
        // account without a record (403 `no_user_record`) is logged as missing and still rejects.
        try {
          const record = await sendCall(lookup, client, { query: { [lookup.query ?? 'uid']: uid }, signal });
          if (record === null) lookupFailed(lookup, uid);
          return record;
        } catch (error) {
          if (isAbortError(error)) throw error;
          const missing = error instanceof ApiError && (error.status === 404 || error.code === 'no_user_record');
          if (missing) lookupFailed(lookup, uid);
          else console.error(lookup.message ?? `${lookup.name} failed`, error);
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      }, spec.list ? { list: spec.list.name } : undefined),
    history: (uid) => {
      const history = need(spec, 'history');
      return options(keys.history(uid), async ({ client, signal }) => (await sendCall(history, client, { query: { [history.query ?? 'uid']: uid }, signal })) as HistoryEntry[], endpointMeta(history));
    },
  };

  const calls: EntityCalls<EntitySpec, unknown> = {
    list: (client, params, signal) => callOrFallback(need(spec, 'list'), client, { query: params as Record<string, string> | undefined, signal }) as Promise<unknown[]>,
    create: (client, input) => callOrFallback(need(spec, 'create'), client, { body: input }) as Promise<never>,
    update: (client, input) => callOrFallback(need(spec, 'update'), client, { body: input }) as Promise<boolean>,
    remove: (client, input) => callOrFallback(need(spec, 'remove'), client, { query: deleteParams(need(spec, 'remove'), input as never) }) as Promise<boolean>,
    lookup: (client, uid, signal) => callOrFallback(need(spec, 'lookup'), client, { query: { [need(spec, 'lookup').query ?? 'uid']: uid }, signal }),
    sync: (client, payload) => callOrFallback(need(spec, 'sync'), client, { body: payload ?? {} }) as Promise<unknown[] | null>,
  };

  /** Every cached list of this entity (whatever its params). */
  const setLists = (queryClient: QueryClient, update: (list: Item[]) => Item[]) => queryClient.setQueriesData<Item[]>({ queryKey: keys.lists() }, (list) => (list ? update(list) : list));

  /** Per write: its input from the hook's variables, and what its answer changes in the cache. */
  const writes: Record<WriteRole, [toInput: (variables: never) => CallInput, onAnswer: (queryClient: QueryClient, answer: never, variables: never) => void]> = {
    // A create that answers the record (material, mission) shows it at once.
    create: [(body) => ({ body }), (client, created: unknown) => typeof created === 'object' && created !== null && setLists(client, (list) => [...list, created as Item])],
    update: [(body) => ({ body }), (client, stored: Item | null, record: Item) => {
      const saved = stored ?? record;
      setLists(client, (list) => list.map((item) => (item.uid === saved.uid ? { ...item, ...saved } : item)));
      client.setQueryData<Item>(keys.detail(saved.uid), (old) => (old ? { ...old, ...saved } : old));
    }],
    remove: [(record: Item) => ({ query: deleteParams(need(spec, 'remove'), record) }), (client, _answer, { uid }: Item) => setLists(client, (list) => list.filter((item) => item.uid !== uid))],
    sync: [(payload: unknown) => ({ body: payload ?? {} }), (client, list: Item[]) => (client.setQueryData(keys.list({}), list), setLists(client, () => list))],
  };

  /**
   * The one mutation pattern of every admin area: no optimistic update (a failure leaves the cached
   * lists exactly as they were, SPEC §4), the error reaches `onError` (the shell's notice, the
   * form's field errors), success puts the answer into the cached lists where that is cheap and
   * refreshes the entity's lists, open histories and the lists of `spec.invalidates`. Offline a
   * mutation waits (network mode `online`) and is sent once the connection returns, unless its
   * endpoint says `networkMode: 'always'`; the request itself waits for the session's first ID token.
   * It reads all else from the mutation (QueryClient, `meta.idempotencyKey`): a restored one runs with it.
   */
  const writeOptions = (role: WriteRole): MutationOptions<unknown, Error, unknown> => {
    const endpoint = need(spec, role);
    return {
      mutationKey: [...keys.all, role],
      mutationFn: (variables, { client, meta }) => {
        const input = writes[role][0](variables as never);
        if (endpoint.idempotent) input.idempotencyKey = meta?.idempotencyKey ?? newIdempotencyKey();
        return sendCall(endpoint, client, input);
      },
      onSuccess: async (answer, variables, _result, { client }) => {
        writes[role][1](client, answer as never, variables as never);
        await Promise.all([
          role === 'sync' ? undefined : client.invalidateQueries({ queryKey: keys.lists() }),
          client.invalidateQueries({ queryKey: keys.all, predicate: (query) => query.queryKey[3] === 'history' }),
          ...(spec.invalidates ?? []).map((key) => client.invalidateQueries({ queryKey: [key, 'list'] })),
        ]);
      },
      onError: (error, _variables, _result, { client }) => {
        console.error(endpoint.message ?? `${endpoint.name} failed`, error);
        // SPEC §4/§8: a failed sync is null, which clears the cached list — stale assets must not look synced.
        if (role === 'sync' && endpoint.fallback === null) setLists(client, () => []);
        // A 409 stale says the cached lists are older than the record: shown as they are (SPEC §4), fetched when next shown.
        if (staleConflictOf(error)) void client.invalidateQueries({ queryKey: keys.lists(), refetchType: 'none' });
      },
      ...(endpoint.networkMode ? { networkMode: endpoint.networkMode } : {}),
    };
  };

  function useEntityMutation(role: WriteRole, hookOptions: MutationHookOptions = {}) {
    const options = writeOptions(role);
    // One key per intended record, kept across failures, retries and a reload (in the meta), replaced after a success.
    const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
    const meta = need(spec, role).idempotent ? { ...hookOptions.meta, idempotencyKey } : hookOptions.meta;
    return useMutation({ ...options, meta, onSuccess: (...args) => (setIdempotencyKey(newIdempotencyKey()), options.onSuccess?.(...args)) });
  }

  const entity: Entity<EntitySpec, unknown> = {
    keys,
    queries,
    calls,
    writeOptions,
    useCreate: (hookOptions) => useEntityMutation('create', hookOptions) as never,
    useUpdate: (hookOptions) => useEntityMutation('update', hookOptions) as never,
    useDelete: (hookOptions) => useEntityMutation('remove', hookOptions) as never,
    useSync: (hookOptions) => useEntityMutation('sync', hookOptions) as never,
  };
  entities.set(spec, entity);
  return entity as unknown as Entity<S>;
}

/**
 * One call of the table as a mutation, for calls that belong to no entity — a lookup a button
 * starts (geocoding), a bulk create's batch (with its `idempotencyKey`). Its endpoint's `networkMode` applies.
 */
export function useCall<E extends Endpoint>(endpoint: E, hookOptions: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  type Variables = {
    body?: Body<E>;
    query?: SchemaOutput<E, 'query'>;
    /** For an `idempotent` endpoint: the same key for every attempt of one intended write (a bulk batch). */
    idempotencyKey?: E extends { idempotent: true } ? string : never;
  };
  return useMutation<SchemaOutput<E, 'response'>, Error, Variables>({
    mutationKey: [endpoint.name],
    mutationFn: async ({ body, query, idempotencyKey }) =>
      (await sendCall(endpoint, queryClient, { body, query: query as Record<string, string> | undefined, idempotencyKey })) as SchemaOutput<E, 'response'>,
    meta: hookOptions.meta,
    ...(endpoint.networkMode ? { networkMode: endpoint.networkMode } : {}),
  });
}

/**
 * One GET of the table that answers a single record and belongs to no entity (e.g. a screen's
 * figures), as queryOptions: keyed by the endpoint's name, throwing on failure. Its `meta` marks
 * it as refreshed after every successful write of this client (see createAppQueryClient).
 */
export function recordQuery<E extends Endpoint>(endpoint: E) {
  // The endpoint's name identifies it (names are unique in the contract's table).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [endpoint.name] as const,
    queryFn: async ({ client, signal }): Promise<SchemaOutput<E, 'response'>> => (await sendCall(endpoint, client, { signal })) as SchemaOutput<E, 'response'>,
    meta: { refreshAfterWrites: true },
  });
}
