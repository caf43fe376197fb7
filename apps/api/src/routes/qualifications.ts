import type { Qualification, QualificationGroup, QualificationGroupCreate } from '@rescue-admin/api-contract';
import type { Caller } from '../access/callers';
import type { Queryable } from '../db/database';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import { conflict } from '../http/errors';
import { QUALIFICATION_COLUMNS as COLUMNS, QUALIFICATION_GROUP_COLUMNS as GROUP_COLUMNS } from '../lists/list-columns';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';


export function qualificationHandlers(
  s: HandlerServices,
): Pick<
  EndpointHandlers,
  'qualification.all' | 'qualification.groups' | 'qualification.createGroup' | 'qualification.create' | 'qualification.update' | 'qualification.history'
> {
  const { db } = s;

  async function insertGroup(tx: Queryable, caller: Caller, group: QualificationGroupCreate, field: string): Promise<string> {
    if ((await tx.query(`SELECT 1 FROM qualification_groups WHERE lower(name) = lower($1)`, [group.name])).length > 0) {
      throw conflict('Qualification group name already in use', { [field]: 'duplicate' });
    }
    const uid = s.newUid();
    const [created] = await tx.query<QualificationGroup>(`INSERT INTO qualification_groups (uid, name, allowed_amount) VALUES ($1, $2, $3) RETURNING ${GROUP_COLUMNS}`, [
      uid,
      group.name,
      group.allowedAmount,
    ]);
    await audit(tx, { caller, entity: 'qualificationGroup', uid, action: 'create', before: null, after: created ?? null, at: s.now() });
    return uid;
  }

  /** SPEC §4: the group is either an existing one, none (clears it), or a new one created right here. */
  async function resolveGroup(tx: Queryable, caller: Caller, body: { groupId: string | null; newGroup?: QualificationGroupCreate }): Promise<string | null> {
    if (body.newGroup) return insertGroup(tx, caller, body.newGroup, 'newGroup.name');
    if (body.groupId !== null) await requireExisting(tx, 'qualification_groups', body.groupId, 'Qualification group', 'groupId');
    return body.groupId;
  }

  return {
    'qualification.all': () => readList<Qualification>(db, 'qualification.all'),

    'qualification.groups': () => readList<QualificationGroup>(db, 'qualification.groups'),

    'qualification.history': ({ query, scope }) => historyOf(db, 'qualification', query.qualificationUid, scope),

    'qualification.createGroup': ({ body, caller }) => db.transaction((tx) => insertGroup(tx, caller, body, 'name')),

    'qualification.create': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const groupId = await resolveGroup(tx, caller, body);
        const uid = s.newUid();
        const [created] = await tx.query<Qualification>(`INSERT INTO qualifications (uid, name, group_id, display_type) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
          uid,
          body.name,
          groupId,
          body.displayType,
        ]);
        await audit(tx, { caller, entity: 'qualification', uid, action: 'create', before: null, after: created ?? null, at: s.now() });
        return uid;
      }),

    'qualification.update': ({ body, caller }) =>
      db.transaction(async (tx) => {
        // Look the qualification up first: an unknown uid must not leave a freshly created group behind.
        const before = firstOr404(await tx.query<Qualification>(`SELECT ${COLUMNS} FROM qualifications WHERE uid = $1 FOR UPDATE`, [body.uid]), 'Qualification', 'uid');
        await requireVersion(tx, 'qualification', body.uid, before, before.version, body.version);
        const groupId = await resolveGroup(tx, caller, body);
        const [after] = await tx.query<Qualification>(
          `UPDATE qualifications SET name = $2, group_id = $3, display_type = $4, version = version + 1 WHERE uid = $1 RETURNING ${COLUMNS}`,
          [body.uid, body.name, groupId, body.displayType],
        );
        await audit(tx, { caller, entity: 'qualification', uid: body.uid, action: 'update', before, after: after ?? null, at: s.now() });
        return after as Qualification;
      }),
  };
}
