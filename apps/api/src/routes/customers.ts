import type { Customer } from '@rescue-admin/api-contract';
import { ADDRESS_JSON, firstOr404 } from '../db/sql';
import type { EndpointHandlers } from '../http/endpoints';
import type { Services } from '../services';
import { deleteOr409 } from './shared';

const COLUMNS = `uid, name, kennung, user_amount AS "userAmount", ${ADDRESS_JSON}`;

export function customerHandlers(s: Services): Pick<EndpointHandlers, 'customer.all' | 'customer.create' | 'customer.update' | 'customer.delete' | 'customer.lookup'> {
  const { db } = s;
  return {
    'customer.all': ({ scope }) =>
      db.query<Customer>(`SELECT ${COLUMNS} FROM customers WHERE $1::text IS NULL OR uid = $1 ORDER BY name, uid`, [scope?.customerUid ?? null]),

    'customer.lookup': async ({ query }) =>
      firstOr404(await db.query<Customer>(`SELECT ${COLUMNS} FROM customers WHERE uid = $1`, [query.customerUid]), 'Customer', 'customerUid'),

    'customer.create': async ({ body }) => {
      const uid = s.newUid();
      const { address: a } = body;
      await db.query(
        `INSERT INTO customers (uid, name, kennung, user_amount, street, number, zip, city, additional_info)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [uid, body.name, body.kennung, body.userAmount, a.street, a.number, a.zip, a.city, a.additionalInfo],
      );
      return uid;
    },

    'customer.update': async ({ body }) => {
      const { address: a } = body;
      return firstOr404(
        await db.query<Customer>(
          `UPDATE customers SET name = $2, kennung = $3, user_amount = $4, street = $5, number = $6, zip = $7, city = $8, additional_info = $9
           WHERE uid = $1 RETURNING ${COLUMNS}`,
          [body.uid, body.name, body.kennung, body.userAmount, a.street, a.number, a.zip, a.city, a.additionalInfo],
        ),
        'Customer',
        'uid',
      );
    },

    'customer.delete': ({ query }) => deleteOr409(db, 'customers', query.customerUid, 'Customer', 'customerUid'),
  };
}
