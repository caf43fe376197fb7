import type { Customer, Mission } from '@rescue-admin/api-contract';
import { firstOr404 } from '../db/sql';
import { CUSTOMER_COLUMNS as COLUMNS } from '../lists/list-columns';
import type { EndpointHandlers } from '../http/endpoints';
import { readList } from '../lists/list-rows';
import type { HandlerServices } from '../services';
import { audit, historyOf } from '../writes/audit';
import { requireVersion } from '../writes/versioned';
import { MISSION_COLUMNS } from './missions';
import { deleteOr409 } from './shared';

export function customerHandlers(
  s: HandlerServices,
): Pick<EndpointHandlers, 'customer.all' | 'customer.create' | 'customer.update' | 'customer.delete' | 'customer.lookup' | 'customer.history'> {
  const { db } = s;
  return {
    'customer.all': ({ scope }) => readList<Customer>(db, 'customer.all', scope?.customerUid),

    'customer.lookup': async ({ query }) =>
      firstOr404(await db.query<Customer>(`SELECT ${COLUMNS} FROM customers WHERE uid = $1`, [query.customerUid]), 'Customer', 'customerUid'),

    'customer.history': ({ query, scope }) => historyOf(db, 'customer', query.customerUid, scope),

    'customer.create': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const uid = s.newUid();
        const { address: a } = body;
        const [created] = await tx.query<Customer>(
          `INSERT INTO customers (uid, name, kennung, user_amount, street, number, zip, city, additional_info)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
          [uid, body.name, body.kennung, body.userAmount, a.street, a.number, a.zip, a.city, a.additionalInfo],
        );
        await audit(tx, { caller, entity: 'customer', uid, action: 'create', before: null, after: created ?? null, owner: uid, at: s.now() });
        return uid;
      }),

    'customer.update': ({ body, caller }) =>
      db.transaction(async (tx) => {
        const before = firstOr404(await tx.query<Customer>(`SELECT ${COLUMNS} FROM customers WHERE uid = $1 FOR UPDATE`, [body.uid]), 'Customer', 'uid');
        await requireVersion(tx, 'customer', body.uid, before, before.version, body.version);
        const { address: a } = body;
        const [after] = await tx.query<Customer>(
          `UPDATE customers SET name = $2, kennung = $3, user_amount = $4, street = $5, number = $6, zip = $7, city = $8, additional_info = $9,
             version = version + 1
           WHERE uid = $1 RETURNING ${COLUMNS}`,
          [body.uid, body.name, body.kennung, body.userAmount, a.street, a.number, a.zip, a.city, a.additionalInfo],
        );
        await audit(tx, { caller, entity: 'customer', uid: body.uid, action: 'update', before, after: after ?? null, owner: body.uid, at: s.now() });
        return after as Customer;
      }),

    'customer.delete': ({ query, caller }) =>
      deleteOr409(s, caller, {
        entity: 'customer',
        table: 'customers',
        columns: COLUMNS,
        uid: query.customerUid,
        what: 'Customer',
        field: 'customerUid',
        readAt: query.version,
        versionOf: (row: Customer) => row.version,
        ownerOf: (row: Customer) => row.uid,
        // Its missions go with it (ON DELETE CASCADE); locked until the delete commits.
        cascades: async (tx) =>
          (await tx.query<Mission>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE customer_uid = $1 ORDER BY uid FOR UPDATE`, [query.customerUid])).map(
            (mission) => ({ entity: 'mission' as const, uid: mission.uid, before: mission, owner: mission.customerUid }),
          ),
      }),
  };
}
