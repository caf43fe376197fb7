import { CUSTOMERS } from '@rescue-admin/api-contract';
import { createEntity } from '@rescue-admin/data-access';

/** The customers' query keys, queries and mutation hooks, made from the contract's table. */
export const customerApi = createEntity(CUSTOMERS);
