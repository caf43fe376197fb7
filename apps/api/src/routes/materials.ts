import type { Material } from '@rescue-admin/api-contract';
import { firstOr404 } from '../db/sql';
import { conflict } from '../http/errors';
import type { EndpointHandlers } from '../http/endpoints';
import { MATERIAL_COLUMNS } from '../lists/list-columns';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, auditCreated, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';
import { deleteOr409, readAtTime } from './shared';

export function materialHandlers(
  s: HandlerServices,
): Pick<EndpointHandlers, 'material.all' | 'material.create' | 'material.update' | 'material.delete' | 'material.history' | 'material.bulkCreate'> {
  const { db } = s;
  return {
    'material.all': () => readList<Material>(db, 'material.all'),

    'material.history': ({ query, scope }) => historyOf(db, 'material', query.uid, scope),

    // SPEC §7: material create answers 201 with the whole material, not just its uid.
    'material.create': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const now = s.now();
        const created = firstOr404(
          await tx.query<Material>(`INSERT INTO materials (uid, create_date, last_update, name) VALUES ($1, $2, $2, $3) RETURNING ${MATERIAL_COLUMNS}`, [
            s.newUid(),
            now,
            body.name,
          ]),
          'Material',
        );
        await audit(tx, { caller, entity: 'material', uid: created.uid, action: 'create', before: null, after: created, at: now });
        return created;
      }),

    // Names are unique (case ignored): a name taken already, or twice in the batch, refuses the whole batch, naming each row.
    'material.bulkCreate': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const names = body.materials.map((m) => m.name);
        const taken = new Set(
          (await tx.query<{ name: string }>(`SELECT lower(name) AS name FROM materials WHERE lower(name) = ANY($1::text[])`, [names.map((n) => n.toLowerCase())])).map(
            (row) => row.name,
          ),
        );
        const seen = new Set<string>();
        const duplicates: Record<string, 'duplicate'> = {};
        names.forEach((name, index) => {
          const key = name.toLowerCase();
          if (taken.has(key) || seen.has(key)) duplicates[`materials.${index}.name`] = 'duplicate';
          seen.add(key);
        });
        if (Object.keys(duplicates).length > 0) throw conflict('Material names already in use', duplicates);
        const now = s.now();
        const uids = names.map(() => s.newUid());
        const created = await tx.query<Material>(
          `INSERT INTO materials (uid, create_date, last_update, name) SELECT r.uid, $2, $2, r.name FROM unnest($1::text[], $3::text[]) AS r(uid, name)
           RETURNING ${MATERIAL_COLUMNS}`,
          [uids, now, names],
        );
        await auditCreated(tx, caller, 'material', created, now);
        return { created: uids };
      }),

    'material.update': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const before = firstOr404(await tx.query<Material>(`SELECT ${MATERIAL_COLUMNS} FROM materials WHERE uid = $1 FOR UPDATE`, [body.uid]), 'Material', 'uid');
        await requireVersion(tx, 'material', body.uid, before, before.lastUpdate, body.lastUpdate);
        const now = s.now();
        const [after] = await tx.query<Material>(`UPDATE materials SET name = $2, last_update = $3 WHERE uid = $1 RETURNING ${MATERIAL_COLUMNS}`, [body.uid, body.name, now]);
        await audit(tx, { caller, entity: 'material', uid: body.uid, action: 'update', before, after: after ?? null, at: now });
        return after as Material;
      }),

    // A material in a blueprint's standard load cannot go (409); the blueprint would lose a line silently.
    'material.delete': ({ query, caller }) =>
      deleteOr409(s, caller, {
        entity: 'material',
        table: 'materials',
        columns: MATERIAL_COLUMNS,
        uid: query.uid,
        what: 'Material',
        field: 'uid',
        readAt: readAtTime(query.lastUpdate),
        versionOf: (row: Material) => row.lastUpdate,
      }),
  };
}
