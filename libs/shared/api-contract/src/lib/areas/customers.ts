import { z } from 'zod';
import { Address, emptyAddress } from '../address';
import { CreatedUid, History, Ok, Version, deleteByVersion, endpoints, entity, uidQuery } from '../endpoint';
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

/** SPEC §7; `customer.lookup` is not in the spec: the header shows the signed-in user's customer name, also to users who may not list customers. */
export const CUSTOMER_ENDPOINTS = endpoints('base', {
  'customer.all': { method: 'GET', path: 'customer/all/', schemas: { response: z.array(Customer) }, answer: 'list', fallback: [] },
  'customer.create': {
    method: 'POST',
    path: 'customer/',
    schemas: { body: CustomerCreate, response: CreatedUid },
    answer: 'uid',
    idempotent: true,
    fallback: '',
  },
  'customer.update': { expects: 200, method: 'POST', path: 'customer/update/', schemas: { body: CustomerUpdate, response: Customer }, answer: 'stored', fallback: false },
  'customer.delete': {
    method: 'GET',
    path: 'customer/delete/',
    schemas: { query: deleteByVersion('customerUid'), response: Ok },
    answer: 'ok',
    fallback: false,
  },
  'customer.lookup': { extension: true, method: 'GET', path: 'customer/', schemas: { query: uidQuery('customerUid'), response: Customer }, answer: 'record' },
  'customer.history': { extension: true, method: 'GET', path: 'customer/history/', schemas: { query: uidQuery('customerUid'), response: History }, answer: 'list' },
});

export const CUSTOMERS = entity({
  key: 'customers',
  noun: { one: 'Customer', many: 'Customers' },
  list: CUSTOMER_ENDPOINTS['customer.all'],
  create: CUSTOMER_ENDPOINTS['customer.create'],
  update: CUSTOMER_ENDPOINTS['customer.update'],
  remove: CUSTOMER_ENDPOINTS['customer.delete'],
  lookup: CUSTOMER_ENDPOINTS['customer.lookup'],
  history: CUSTOMER_ENDPOINTS['customer.history'],
});
