import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { QUERY, type Customer, type CustomerCreate, type CustomerUpdate } from '@rescue-admin/api-contract';
import { sendForList, sendForRecord, sendForSuccess, sendForUid, withFallback } from '../http/request';
import { serviceClient } from '../query/client-registry';
import { createEntityKeys } from '../query/keys';
import { removeFromLists, replaceInLists, useEntityMutation } from './mutation';
import type { MutationHookOptions } from '../query/query-client';

export const customerKeys = createEntityKeys('customers');

const calls = {
  list: (client: KyInstance | null, signal?: AbortSignal) => sendForList<Customer>(client, 'customer.all', { signal }),
  create: (client: KyInstance | null, customer: CustomerCreate) => sendForUid(client, 'customer.create', { json: customer }),
  update: (client: KyInstance | null, customer: CustomerUpdate) => sendForSuccess(client, 'customer.update', { json: customer }),
  remove: (client: KyInstance | null, uid: string) => sendForSuccess(client, 'customer.delete', { searchParams: { [QUERY.customerUid]: uid } }),
  lookup: (client: KyInstance | null, uid: string, signal?: AbortSignal) =>
    sendForRecord<Customer>(client, 'customer.lookup', { searchParams: { [QUERY.customerUid]: uid }, signal }),
};

// SPEC §8 semantics: list → [], create → '', update/delete → false on failure (logged).
export const fetchCustomers = withFallback(calls.list, [] as Customer[], 'Customers could not be loaded');
export const createCustomer = withFallback(calls.create, '', 'Customer could not be created');
export const updateCustomer = withFallback(calls.update, false, 'Customer could not be updated');
export const deleteCustomer = withFallback(calls.remove, false, 'Customer could not be deleted');

export const customerQueries = {
  list: () =>
    queryOptions({
      queryKey: customerKeys.list(),
      queryFn: ({ client, signal }) => calls.list(serviceClient(client, 'base'), signal),
    }),
  /**
   * One customer by uid (`customer.lookup`, not in SPEC §7): the shell's header shows the signed-in
   * user's customer name with it, which users who may not list customers may still read.
   */
  detail: (uid: string) =>
    queryOptions({
      queryKey: customerKeys.detail(uid),
      queryFn: ({ client, signal }) => calls.lookup(serviceClient(client, 'base'), uid, signal),
    }),
};

export function useCreateCustomer(options: MutationHookOptions = {}) {
  return useEntityMutation({ service: 'base', keys: customerKeys, action: 'create', call: calls.create, failureMessage: 'Customer could not be created', meta: options.meta });
}

export function useUpdateCustomer(options: MutationHookOptions = {}) {
  return useEntityMutation({
    service: 'base',
    keys: customerKeys,
    action: 'update',
    call: calls.update,
    meta: options.meta,
    failureMessage: 'Customer could not be updated',
    updateCache: (queryClient, _result, customer) => {
      replaceInLists<Customer>(queryClient, customerKeys.lists(), customer);
      // The header shows the signed-in user's customer from its own lookup: a rename shows there too.
      queryClient.setQueryData<Customer>(customerKeys.detail(customer.uid), (old) => (old ? { ...old, ...customer } : old));
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
    updateCache: (queryClient, _result, uid) => removeFromLists<Customer>(queryClient, customerKeys.lists(), uid),
  });
}
