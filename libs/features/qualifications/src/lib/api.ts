import {
  QUALIFICATIONS,
  QUALIFICATION_GROUPS,
  type QualificationCreate,
  type QualificationGroupCreate,
  type QualificationUpdate,
} from '@rescue-admin/api-contract';
import { createEntity } from '@rescue-admin/data-access';
import { useCallback, useRef } from 'react';

/** Qualifications' and their groups' query keys, queries and mutation hooks, made from the contract's tables. */
export const qualificationApi = createEntity(QUALIFICATIONS);
export const qualificationGroupApi = createEntity(QUALIFICATION_GROUPS);

/**
 * Saving a qualification together with a new group is two calls. When the second fails, the group
 * already exists: `createdGroupId` names it, and the next save reuses it instead of creating a
 * duplicate.
 */
export class QualificationSaveError extends Error {
  constructor(
    readonly step: 'group' | 'qualification',
    readonly createdGroupId: string | null,
    override readonly cause: unknown,
  ) {
    super(
      step === 'group'
        ? 'Creating the qualification group failed; the qualification was not saved'
        : `The qualification group ${createdGroupId} was created, but saving the qualification failed`,
    );
    this.name = 'QualificationSaveError';
  }
}

export interface SaveQualificationInput {
  /** With a uid: an update (SPEC §4); without: a create. `groupId: null` clears the group. */
  qualification: QualificationCreate | QualificationUpdate;
  /**
   * A group to create first (POST qualification/group/); its id replaces `qualification.groupId`.
   * A `newGroup` inside `qualification` is ignored: the group is created here, exactly once.
   */
  newGroup?: QualificationGroupCreate;
}

const isUpdate = (q: QualificationCreate | QualificationUpdate): q is QualificationUpdate => 'uid' in q && !!q.uid;

/**
 * Saves a qualification, creating a new group first when asked (two calls, no transaction). If the
 * group was created but the qualification could not be saved, it rejects with a
 * `QualificationSaveError` naming the group, and the next save with a group of the same name
 * reuses it. Each create keeps its idempotency key until it succeeds (the factory's hooks).
 */
export function useSaveQualification(): (input: SaveQualificationInput) => Promise<{ uid: string; groupId: string | null }> {
  const { mutateAsync: createGroup } = qualificationGroupApi.useCreate();
  const { mutateAsync: create } = qualificationApi.useCreate();
  const { mutateAsync: update } = qualificationApi.useUpdate();
  const createdGroup = useRef<{ name: string; uid: string } | null>(null);
  return useCallback(
    async ({ qualification, newGroup }) => {
      let groupId = qualification.groupId;
      if (newGroup) {
        const name = newGroup.name.trim();
        if (createdGroup.current?.name === name) {
          groupId = createdGroup.current.uid;
        } else {
          try {
            groupId = await createGroup(newGroup);
          } catch (error) {
            throw new QualificationSaveError('group', null, error);
          }
          createdGroup.current = { name, uid: groupId };
        }
      }
      // The contract also lets the server create a group inline (`newGroup` in the payload); this
      // hook has already created it, so it must not be sent again or the server would create a second one.
      const { newGroup: _inline, ...fields } = qualification;
      const payload = { ...fields, groupId };
      try {
        const uid = isUpdate(payload) ? ((await update(payload)), payload.uid) : await create(payload);
        createdGroup.current = null;
        return { uid, groupId };
      } catch (error) {
        throw new QualificationSaveError('qualification', newGroup ? groupId : null, error);
      }
    },
    [createGroup, create, update],
  );
}
