import { z } from 'zod';
import { Address, emptyAddress } from '../address';
import type { EndpointSchemas } from '../call';
import { CreatedUid, History, Ok, Version, deleteByVersion, uidQuery } from '../endpoint';
import { NonNegativeInt, Uid, requiredText } from '../primitives';

export const Customer = z.object({
  uid: Uid,
  name: requiredText(),
  kennung: requiredText(),
  userAmount: NonNegativeInt,
  address: Address,
  version: Version,
});
export type Customer = z.infer<typeof Customer>;

export const CustomerCreate = Customer.omit({ uid: true, version: true });
export type CustomerCreate = z.infer<typeof CustomerCreate>;
export const CustomerUpdate = Customer.extend({ version: Version });
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;

/** SPEC §9: a new customer has 0 users. */
export const newCustomer = (): CustomerCreate => ({ name: '', kennung: '', userAmount: 0, address: emptyAddress() });

/** The schemas of the customer calls (calls/customers.ts). */
export const CUSTOMER_SCHEMAS = {
  'customer.all': { response: z.array(Customer) },
  'customer.create': { body: CustomerCreate, response: CreatedUid },
  'customer.update': { body: CustomerUpdate, response: Customer },
  'customer.delete': { query: deleteByVersion('customerUid'), response: Ok },
  'customer.lookup': { query: uidQuery('customerUid'), response: Customer },
  'customer.history': { query: uidQuery('customerUid'), response: History },
} satisfies Record<string, EndpointSchemas>;
