import type { Material } from '@rescue-admin/api-contract';
import { firstOr404 } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { Services } from '../services';
import { deleteOr409 } from './shared';

export const MATERIAL_COLUMNS = `uid, create_date AS "createDate", last_update AS "lastUpdate", name`;

export function materialHandlers(s: Services): Pick<EndpointHandlers, 'material.all' | 'material.create' | 'material.update' | 'material.delete'> {
  const { db } = s;
  return {
    'material.all': () => db.query<Material>(`SELECT ${MATERIAL_COLUMNS} FROM materials ORDER BY name, uid`),

    // SPEC §7: material create answers 201 with the whole material, not just its uid.
    'material.create': async ({ body }) =>
      firstOr404(
        await db.query<Material>(`INSERT INTO materials (uid, create_date, last_update, name) VALUES ($1, $2, $2, $3) RETURNING ${MATERIAL_COLUMNS}`, [
          s.newUid(),
          s.now(),
          body.name,
        ]),
        'Material',
      ),

    'material.update': async ({ body }) =>
      firstOr404(
        await db.query<Material>(`UPDATE materials SET name = $2, last_update = $3 WHERE uid = $1 RETURNING ${MATERIAL_COLUMNS}`, [body.uid, body.name, s.now()]),
        'Material',
        'uid',
      ),

    // A material in a blueprint's standard load cannot go (409); the blueprint would lose a line silently.
    'material.delete': ({ query }) => deleteOr409(db, 'materials', query.uid, 'Material', 'uid'),
  };
}
