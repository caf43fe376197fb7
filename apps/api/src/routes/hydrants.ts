import type { Hydrant } from '@rescue-admin/api-contract';
import { firstOr404 } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { Services } from '../services';
import { deleteOr409 } from './shared';

export const HYDRANT_COLUMNS = `uid, create_date AS "createDate", last_update AS "lastUpdate", name, description, lon, lat, durchmesser, type,
  verteiler_leitung AS "verteilerLeitung"`;

export function hydrantHandlers(s: Services): Pick<EndpointHandlers, 'hydrant.all' | 'hydrant.create' | 'hydrant.update' | 'hydrant.delete'> {
  const { db } = s;
  return {
    'hydrant.all': () => db.query<Hydrant>(`SELECT ${HYDRANT_COLUMNS} FROM hydrants ORDER BY name, uid`),

    'hydrant.create': async ({ body }) => {
      const uid = s.newUid();
      const now = s.now();
      await db.query(
        `INSERT INTO hydrants (uid, create_date, last_update, name, description, lon, lat, durchmesser, type, verteiler_leitung)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [uid, now, body.name, body.description, body.lon, body.lat, body.durchmesser, body.type, body.verteilerLeitung],
      );
      return uid;
    },

    'hydrant.update': async ({ body: { hydrant: h } }) =>
      firstOr404(
        await db.query<Hydrant>(
          `UPDATE hydrants SET last_update = $2, name = $3, description = $4, lon = $5, lat = $6, durchmesser = $7, type = $8, verteiler_leitung = $9
           WHERE uid = $1 RETURNING ${HYDRANT_COLUMNS}`,
          [h.uid, s.now(), h.name, h.description, h.lon, h.lat, h.durchmesser, h.type, h.verteilerLeitung],
        ),
        'Hydrant',
        'hydrant.uid',
      ),

    'hydrant.delete': ({ query }) => deleteOr409(db, 'hydrants', query.hydrantUid, 'Hydrant', 'hydrantUid'),
  };
}
