import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { KyInstance } from 'ky';
import type {
  Qualification,
  QualificationCreate,
  QualificationGroup,
  QualificationGroupCreate,
  QualificationUpdate,
} from '@rescue-admin/api-contract';
import { QualificationSaveError, staleConflictOf } from '../http/errors';
import { sendForList, sendForUid, sendForUpdate, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import type { MutationHookOptions } from '../query/query-client';
import { historyQuery } from './history';
import { idempotencyHeaders, newIdempotencyKey, type CallContext } from './mutation';

export const qualificationKeys = createEntityKeys('qualifications');
export const qualificationGroupKeys = createEntityKeys('qualificationGroups');

const list = (client: KyInstance | null, signal?: AbortSignal) => sendForList<Qualification>(client, 'qualification.all', { signal });

/** SPEC §8: the list load returns [] on failure (logged). */
export const fetchQualifications = withFallback(list, [] as Qualification[], 'Qualifications could not be loaded');
/** SPEC §8: qualification calls reject on an unexpected status. */
export const fetchQualificationGroups = (client: KyInstance | null, signal?: AbortSignal) =>
  sendForList<QualificationGroup>(client, 'qualification.groups', { signal });
/** Resolves with the new group's id; rejects on an unexpected status. */
export const createQualificationGroup = (client: KyInstance | null, group: QualificationGroupCreate, context: CallContext = {}) =>
  sendForUid(client, 'qualification.createGroup', { json: group, headers: idempotencyHeaders(context) });
/** Resolves with the new qualification's id; rejects on an unexpected status. */
export const createQualification = (client: KyInstance | null, qualification: QualificationCreate, context: CallContext = {}) =>
  sendForUid(client, 'qualification.create', { json: qualification, headers: idempotencyHeaders(context) });
/** Rejects unless the answer is 200. The payload names the `version` it was read at (changed since → 409 `stale`). */
export const updateQualification = async (client: KyInstance | null, qualification: QualificationUpdate) => {
  await sendForUpdate<Qualification>(client, 'qualification.update', { json: qualification });
  return true as const;
};

export const qualificationQueries = {
  list: () =>
    queryOptions({ queryKey: qualificationKeys.list(), queryFn: async ({ client, signal }) => list(await readyClient(client, 'base', signal), signal) }),
  /** The qualification's history ("Verlauf"), newest first. */
  history: historyQuery(qualificationKeys, 'qualification.history'),
};

export const qualificationGroupQueries = {
  list: () =>
    queryOptions({
      queryKey: qualificationGroupKeys.list(),
      queryFn: async ({ client, signal }) => fetchQualificationGroups(await readyClient(client, 'base', signal), signal),
    }),
};

export interface SaveQualificationInput {
  /** With a uid: an update (SPEC §4); without: a create. `groupId: null` clears the group. */
  qualification: QualificationCreate | QualificationUpdate;
  /**
   * A group to create first (POST qualification/group/); its id replaces `qualification.groupId`.
   * A `newGroup` inside `qualification` is ignored: the group is created here, exactly once.
   */
  newGroup?: QualificationGroupCreate;
}

export interface SaveQualificationResult {
  uid: string;
  groupId: string | null;
}

const isUpdate = (q: QualificationCreate | QualificationUpdate): q is QualificationUpdate => 'uid' in q && !!q.uid;

/**
 * Saves a qualification, creating a new group first when asked (two calls, no transaction). If
 * the group was created but the qualification could not be saved, the error is a
 * `QualificationSaveError` naming the created group, and the next attempt with a group of the
 * same name reuses it instead of creating a duplicate.
 */
export function useSaveQualification(options: MutationHookOptions = {}) {
  const queryClient = useQueryClient();
  const createdGroup = useRef<{ name: string; uid: string } | null>(null);
  // One idempotency key per intended record, kept until it is created (see useEntityMutation).
  const groupKey = useRef<string | null>(null);
  const qualificationKey = useRef<string | null>(null);

  return useMutation<SaveQualificationResult, Error, SaveQualificationInput>({
    meta: options.meta,
    mutationKey: [...qualificationKeys.all, 'save'],
    mutationFn: async ({ qualification, newGroup }) => {
      const client = await readyClient(queryClient, 'base');
      let groupId = qualification.groupId;
      if (newGroup) {
        const name = newGroup.name.trim();
        if (createdGroup.current?.name === name) {
          groupId = createdGroup.current.uid;
        } else {
          try {
            groupId = await createQualificationGroup(client, newGroup, { idempotencyKey: (groupKey.current ??= newIdempotencyKey()) });
            groupKey.current = null;
          } catch (error) {
            throw new QualificationSaveError('group', null, error);
          }
          createdGroup.current = { name, uid: groupId };
          await queryClient.invalidateQueries({ queryKey: qualificationGroupKeys.lists() });
        }
      }
      // The contract also lets the server create a group inline (`newGroup` in the payload); this
      // hook has already created it, so it must not be sent again or the server would create a second one.
      const { newGroup: _inline, ...fields } = qualification;
      const payload = { ...fields, groupId };
      try {
        const uid = isUpdate(payload)
          ? (await updateQualification(client, payload), payload.uid)
          : await createQualification(client, payload, { idempotencyKey: (qualificationKey.current ??= newIdempotencyKey()) });
        createdGroup.current = null;
        if (!isUpdate(payload)) qualificationKey.current = null;
        return { uid, groupId };
      } catch (error) {
        throw new QualificationSaveError('qualification', newGroup ? groupId : null, error);
      }
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: qualificationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: qualificationKeys.all, predicate: (query) => query.queryKey[3] === 'history' }),
      ]);
    },
    onError: (error) => {
      console.error('Qualification could not be saved', error);
      // As in useEntityMutation: a stale answer marks the cached lists stale without changing them.
      if (staleConflictOf(error)) void queryClient.invalidateQueries({ queryKey: qualificationKeys.lists(), refetchType: 'none' });
    },
  });
}
