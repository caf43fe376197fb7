import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type User, type UserCreate, type UserUpdate } from '@rescue-admin/api-contract';
import { ApiError, isAbortError } from '../http/errors';
import { sendForList, sendForSuccess, sendForUid, sendForUpdate, send, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { useApiClients } from '../session/api-provider';
import { useAuth } from '../session/session';
import { historyQuery } from './history';
import { deleteParams, idempotencyHeaders, removeFromLists, replaceInLists, useEntityMutation, type CallContext } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

/**
 * The initial password the client sets for every new user (SPEC §7: "a fixed value"). Firebase
 * requires at least 6 characters; the user is expected to change it at first sign-in. It is one
 * constant so that the user admin screen can tell the administrator what to hand on.
 */
export const INITIAL_PASSWORD = 'Einsatzbereit2026!';

/** SPEC §8 console messages of the user service. */
export const USER_UPDATE_FAILED_MESSAGE = "User update couldn't be performed";
export const USER_LOAD_FAILED_MESSAGE = "User couldn't be loaded";

export type NewUser = Omit<UserCreate, 'password'>;

export const userKeys = createEntityKeys('users');

/** A user to delete: the uid and the `version` the user was shown with (changed since → 409 `stale`). */
export type UserDelete = Pick<User, 'uid' | 'version'>;

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<User>(client, 'user.all', { signal }),
  create: (client: KyInstance | null, user: NewUser, context: CallContext = {}) =>
    sendForUid(client, 'user.create', { json: { ...user, password: INITIAL_PASSWORD } satisfies UserCreate, headers: idempotencyHeaders(context) }),
  update: (client: KyInstance | null, user: UserUpdate) => sendForUpdate<User>(client, 'user.update', { json: user }),
  remove: (client: KyInstance | null, { uid, version }: UserDelete) =>
    sendForSuccess(client, 'user.delete', { searchParams: deleteParams(QUERY.userUid, uid, { version }) }),
  /** The user record, or null when the service answers 200 without one. */
  lookup: async (client: KyInstance | null, uid: string, signal?: AbortSignal): Promise<User | null> => {
    const response = await send(client, 'user.lookup', { searchParams: { [QUERY.userUid]: uid }, signal });
    const data: unknown = await response.json();
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as User) : null;
  },
};

// SPEC §8 semantics (exported and tested as the spec states them).
export const fetchUsers = withFallback(calls.list, [] as User[], 'Users could not be loaded');
export const createUser = withFallback((client: KyInstance | null, user: NewUser) => calls.create(client, user), '', 'User could not be created');
export const updateUser = withFallback(
  async (client: KyInstance | null, user: UserUpdate) => (await calls.update(client, user), true as const),
  false,
  USER_UPDATE_FAILED_MESSAGE,
);
/** SPEC §7 names only the uid; `version` (the version the user was shown at) makes a changed user refuse the delete. */
export const deleteUser = withFallback(
  (client: KyInstance | null, uid: string, version?: number) => sendForSuccess(client, 'user.delete', { searchParams: deleteParams(QUERY.userUid, uid, { version }) }),
  false,
  'User could not be deleted',
);
export const lookupUser = withFallback(calls.lookup, null, USER_LOAD_FAILED_MESSAGE);

export const userQueries = {
  list: () =>
    queryOptions({
      queryKey: userKeys.list(),
      queryFn: async ({ client, signal }) => calls.list(await readyClient(client, 'user', signal), signal),
    }),
  /** The user's history ("Verlauf"), newest first. */
  history: historyQuery(userKeys, 'user.history'),
  /**
   * A user by uid. A 404 (or an empty answer) means the user does not exist: null, logged as the
   * spec says. Other failures reject so the screen can retry rather than treat them as "no user";
   * for the signed-in user, a 403 with `code` says why the API refuses them (no user record yet,
   * or the initial password still has to be replaced — `apiErrorCodeOf(error)`).
   * A cancelled lookup (unmount, refetch) is no failure: it rejects quietly and react-query drops it.
   */
  detail: (uid: string) =>
    queryOptions({
      queryKey: userKeys.detail(uid),
      queryFn: async ({ client, signal }) => {
        try {
          const user = await calls.lookup(await readyClient(client, 'user', signal), uid, signal);
          if (user === null) logMissingUser(uid);
          return user;
        } catch (error) {
          if (isAbortError(error)) throw error;
          if (error instanceof ApiError && error.status === 404) {
            logMissingUser(uid);
            return null;
          }
          // A sign-in account without a user record (SPEC §8: logged as a user that does not
          // exist). It rejects all the same: the shell tells the user why nothing works.
          if (error instanceof ApiError && error.code === 'no_user_record') {
            logMissingUser(uid);
            throw error;
          }
          console.error(USER_LOAD_FAILED_MESSAGE, error);
          throw error;
        }
      },
    }),
};

function logMissingUser(uid: string) {
  console.error(USER_LOAD_FAILED_MESSAGE);
  console.error(`User ${uid} does not exist`);
}

/** The signed-in user's record: looked up once the user service client exists. */
export function useCurrentUser(): UseQueryResult<User | null> {
  const { user } = useAuth();
  const clients = useApiClients();
  const uid = user?.uid ?? '';
  return useQuery({ ...userQueries.detail(uid), enabled: uid !== '' && clients.user !== null });
}

export function useCreateUser(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'user',
    keys: userKeys,
    action: 'create',
    call: calls.create,
    idempotent: true,
    failureMessage: 'User could not be created',
    meta: options.meta,
  });
}

export function useUpdateUser(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'user',
    keys: userKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: USER_UPDATE_FAILED_MESSAGE,
    updateCache: (queryClient, stored, user) => {
      const record = stored ?? user;
      replaceInLists<User>(queryClient, userKeys.lists(), record);
      queryClient.setQueryData(userKeys.detail(user.uid), record);
    },
  });
}

export function useDeleteUser(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'user',
    keys: userKeys,
    action: 'delete',
    call: calls.remove,
    meta: options.meta,
    failureMessage: 'User could not be deleted',
    updateCache: (queryClient, _result, { uid }) => removeFromLists<User>(queryClient, userKeys.lists(), uid),
  });
}
