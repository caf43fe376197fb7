import type { Mission } from '@rescue-admin/api-contract';
import { firstOr404, requireExisting } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { HandlerServices } from '../services';
import { audit } from '../writes/audit';

export const MISSION_COLUMNS = `uid, name, customer_uid AS "customerUid", create_date AS "createDate", active`;

/** "Übung 2026-11-22 14:05" in German local time, whatever the server's zone. */
export function trainingMissionName(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `Übung ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Mission service: the header's mission switcher lists active missions and can start a training one. */
export function missionHandlers(s: HandlerServices): Pick<EndpointHandlers, 'mission.active' | 'mission.generate'> {
  const { db } = s;
  return {
    'mission.active': async ({ query }) => {
      await requireExisting(db, 'customers', query.customerUid, 'Customer', 'customerUid');
      return db.query<Mission>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE customer_uid = $1 AND active ORDER BY create_date DESC, uid`, [query.customerUid]);
    },

    'mission.generate': ({ body, caller }) =>
      db.transaction(async (tx) => {
        await requireExisting(tx, 'customers', body.customerUid, 'Customer', 'customerUid');
        const now = s.now();
        const mission = firstOr404(
          await tx.query<Mission>(`INSERT INTO missions (uid, name, customer_uid, create_date, active) VALUES ($1, $2, $3, $4, true) RETURNING ${MISSION_COLUMNS}`, [
            s.newUid(),
            trainingMissionName(now),
            body.customerUid,
            now,
          ]),
          'Mission',
        );
        await audit(tx, { caller, entity: 'mission', uid: mission.uid, action: 'create', before: null, after: mission, owner: body.customerUid, at: now });
        return mission;
      }),
  };
}
