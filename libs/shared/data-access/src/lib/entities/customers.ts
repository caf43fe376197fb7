import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Customer, type CustomerCreate, type CustomerUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForRecord, sendForSuccess, sendForUid, sendForUpdate, withFallback } from '../http/request';
import { readyClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { historyQuery } from './history';
import { deleteParams, idempotencyHeaders, removeFromLists, replaceInLists, useEntityMutation, type CallContext } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const customerKeys = createEntityKeys('customers');

/** A customer to delete: its uid and the `version` it was shown with (changed since → 409 `stale`). */
export type CustomerDelete = Pick<Customer, 'uid' | 'version'>;

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<Customer>(client, 'customer.all', { signal }),
  create: (client: KyInstance | null, customer: CustomerCreate, context: CallContext = {}) =>
    sendForUid(client, 'customer.create', { json: customer, headers: idempotencyHeaders(context) }),
  update: (client: KyInstance | null, customer: CustomerUpdate) => sendForUpdate<Customer>(client, 'customer.update', { json: customer }),
  remove: (client: KyInstance | null, { uid, version }: CustomerDelete) =>
    sendForSuccess(client, 'customer.delete', { searchParams: deleteParams(QUERY.customerUid, uid, { version }) }),
  lookup: (client: KyInstance | null, uid: string, signal?: AbortSignal) =>
    sendForRecord<Customer>(client, 'customer.lookup', { searchParams: { [QUERY.customerUid]: uid }, signal }),
};

// SPEC §8 semantics: list → [], create → '', update/delete → false on failure (logged).
export const fetchCustomers = withFallback(calls.list, [] as Customer[], 'Customers could not be loaded');
export const createCustomer = withFallback((client: KyInstance | null, customer: CustomerCreate) => calls.create(client, customer), '', 'Customer could not be created');
export const updateCustomer = withFallback(
  async (client: KyInstance | null, customer: CustomerUpdate) => (await calls.update(client, customer), true as const),
  false,
  'Customer could not be updated',
);
/** SPEC §7 names only the uid; `version` (the version the customer was shown at) makes a changed customer refuse the delete. */
export const deleteCustomer = withFallback(
  (client: KyInstance | null, uid: string, version?: number) =>
    sendForSuccess(client, 'customer.delete', { searchParams: deleteParams(QUERY.customerUid, uid, { version }) }),
  false,
  'Customer could not be deleted',
);

export const customerQueries = {
  list: () =>
    queryOptions({
      queryKey: customerKeys.list(),
      queryFn: async ({ client, signal }) => calls.list(await readyClient(client, 'base', signal), signal),
    }),
  /**
   * One customer by uid (`customer.lookup`, not in SPEC §7): the shell's header shows the signed-in
   * user's customer name with it, which users who may not list customers may still read.
   */
  detail: (uid: string) =>
    queryOptions({
      queryKey: customerKeys.detail(uid),
      queryFn: async ({ client, signal }) => calls.lookup(await readyClient(client, 'base', signal), uid, signal),
    }),
  /** The customer's history ("Verlauf"), newest first. */
  history: historyQuery(customerKeys, 'customer.history'),
};

export function useCreateCustomer(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: customerKeys,
    action: 'create',
    call: calls.create,
    idempotent: true,
    failureMessage: 'Customer could not be created',
    meta: options.meta,
  });
}

/** Saves a customer; the payload names the `version` it was read at (changed since → 409 `stale`). */
export function useUpdateCustomer(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: customerKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: 'Customer could not be updated',
    updateCache: (queryClient, stored, customer) => {
      const record = stored ?? customer;
      replaceInLists<Customer>(queryClient, customerKeys.lists(), record);
      // The header shows the signed-in user's customer from its own lookup: a rename shows there too.
      queryClient.setQueryData<Customer>(customerKeys.detail(customer.uid), (old) => (old ? { ...old, ...record } : old));
    },
  });
}

export function useDeleteCustomer(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: customerKeys,
    action: 'delete',
    call: calls.remove,
    meta: options.meta,
    failureMessage: 'Customer could not be deleted',
    updateCache: (queryClient, _result, { uid }) => removeFromLists<Customer>(queryClient, customerKeys.lists(), uid),
  });
}
