import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type User, type UserCreate, type UserUpdate } from '@rescue-admin/api-contract';
import { ApiError, isAbortError } from '../http/errors';
import { sendForList, sendForSuccess, sendForUid, send, withFallback } from '../http/request';
import { serviceClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { useApiClients } from '../session/api-provider';
import { useAuth } from '../session/session';
import { removeFromLists, replaceInLists, useEntityMutation } from './mutation';
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

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<User>(client, 'user.all', { signal }),
  create: (client: KyInstance | null, user: NewUser) =>
    sendForUid(client, 'user.create', { json: { ...user, password: INITIAL_PASSWORD } satisfies UserCreate }),
  update: (client: KyInstance | null, user: UserUpdate) => sendForSuccess(client, 'user.update', { json: user }),
  remove: (client: KyInstance | null, uid: string) => sendForSuccess(client, 'user.delete', { searchParams: { [QUERY.userUid]: uid } }),
  /** The user record, or null when the service answers 200 without one. */
  lookup: async (client: KyInstance | null, uid: string, signal?: AbortSignal): Promise<User | null> => {
    const response = await send(client, 'user.lookup', { searchParams: { [QUERY.userUid]: uid }, signal });
    const data: unknown = await response.json();
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as User) : null;
  },
};

// SPEC §8 semantics (exported and tested as the spec states them).
export const fetchUsers = withFallback(calls.list, [] as User[], 'Users could not be loaded');
export const createUser = withFallback(calls.create, '', 'User could not be created');
export const updateUser = withFallback(calls.update, false, USER_UPDATE_FAILED_MESSAGE);
export const deleteUser = withFallback(calls.remove, false, 'User could not be deleted');
export const lookupUser = withFallback(calls.lookup, null, USER_LOAD_FAILED_MESSAGE);

export const userQueries = {
  list: () =>
    queryOptions({
      queryKey: userKeys.list(),
      queryFn: ({ client, signal }) => calls.list(serviceClient(client, 'user'), signal),
    }),
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
          const user = await calls.lookup(serviceClient(client, 'user'), uid, signal);
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
  return useEntityMutation({ service: 'user', keys: userKeys, action: 'create', call: calls.create, failureMessage: 'User could not be created', meta: options.meta });
}

export function useUpdateUser(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'user',
    keys: userKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: USER_UPDATE_FAILED_MESSAGE,
    updateCache: (queryClient, _result, user) => {
      replaceInLists<User>(queryClient, userKeys.lists(), user);
      queryClient.setQueryData(userKeys.detail(user.uid), user);
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
    updateCache: (queryClient, _result, uid) => removeFromLists<User>(queryClient, userKeys.lists(), uid),
  });
}
