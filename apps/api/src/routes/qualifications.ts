import type { Qualification, QualificationGroup, QualificationGroupCreate } from '@rescue-admin/api-contract';
import type { Queryable } from '../db/database';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import { conflict } from '../http/errors';
import type { Services } from '../services';

const COLUMNS = `uid, name, group_id AS "groupId", display_type AS "displayType"`;
const GROUP_COLUMNS = `uid, name, allowed_amount AS "allowedAmount"`;

export function qualificationHandlers(
  s: Services,
): Pick<EndpointHandlers, 'qualification.all' | 'qualification.groups' | 'qualification.createGroup' | 'qualification.create' | 'qualification.update'> {
  const { db } = s;

  async function insertGroup(tx: Queryable, group: QualificationGroupCreate, field: string): Promise<string> {
    if ((await tx.query(`SELECT 1 FROM qualification_groups WHERE lower(name) = lower($1)`, [group.name])).length > 0) {
      throw conflict('Qualification group name already in use', { [field]: 'duplicate' });
    }
    const uid = s.newUid();
    await tx.query(`INSERT INTO qualification_groups (uid, name, allowed_amount) VALUES ($1, $2, $3)`, [uid, group.name, group.allowedAmount]);
    return uid;
  }

  /** SPEC §4: the group is either an existing one, none (clears it), or a new one created right here. */
  async function resolveGroup(tx: Queryable, body: { groupId: string | null; newGroup?: QualificationGroupCreate }): Promise<string | null> {
    if (body.newGroup) return insertGroup(tx, body.newGroup, 'newGroup.name');
    if (body.groupId !== null) await requireExisting(tx, 'qualification_groups', body.groupId, 'Qualification group', 'groupId');
    return body.groupId;
  }

  return {
    'qualification.all': () => db.query<Qualification>(`SELECT ${COLUMNS} FROM qualifications ORDER BY name, uid`),

    'qualification.groups': () => db.query<QualificationGroup>(`SELECT ${GROUP_COLUMNS} FROM qualification_groups ORDER BY name, uid`),

    'qualification.createGroup': ({ body }) => db.transaction((tx) => insertGroup(tx, body, 'name')),

    'qualification.create': ({ body }) =>
      db.transaction(async (tx) => {
        const groupId = await resolveGroup(tx, body);
        const uid = s.newUid();
        await tx.query(`INSERT INTO qualifications (uid, name, group_id, display_type) VALUES ($1, $2, $3, $4)`, [uid, body.name, groupId, body.displayType]);
        return uid;
      }),

    'qualification.update': ({ body }) =>
      db.transaction(async (tx) => {
        // Look the qualification up first: an unknown uid must not leave a freshly created group behind.
        firstOr404(await tx.query(`SELECT 1 FROM qualifications WHERE uid = $1`, [body.uid]), 'Qualification', 'uid');
        const groupId = await resolveGroup(tx, body);
        return firstOr404(
          await tx.query<Qualification>(`UPDATE qualifications SET name = $2, group_id = $3, display_type = $4 WHERE uid = $1 RETURNING ${COLUMNS}`, [
            body.uid,
            body.name,
            groupId,
            body.displayType,
          ]),
          'Qualification',
          'uid',
        );
      }),
  };
}
