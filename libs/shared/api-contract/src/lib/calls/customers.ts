import { endpoints, entity } from '../call';
import type { CUSTOMER_SCHEMAS } from '../areas/customers';

/** SPEC §7; `customer.lookup` is not in the spec: the header shows the signed-in user's customer name, also to users who may not list customers. */
export const CUSTOMER_ENDPOINTS = endpoints<typeof CUSTOMER_SCHEMAS>()('base', {
  'customer.all': { method: 'GET', path: 'customer/all/', answer: 'list', fallback: [] },
  'customer.create': { method: 'POST', path: 'customer/', body: true, answer: 'uid', idempotent: true, fallback: '' },
  'customer.update': { expects: 200, method: 'POST', path: 'customer/update/', body: true, answer: 'stored', fallback: false },
  'customer.delete': { method: 'GET', path: 'customer/delete/', query: 'customerUid', answer: 'ok', fallback: false },
  'customer.lookup': { extension: true, method: 'GET', path: 'customer/', query: 'customerUid', answer: 'record' },
  'customer.history': { extension: true, method: 'GET', path: 'customer/history/', query: 'customerUid', answer: 'list' },
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
