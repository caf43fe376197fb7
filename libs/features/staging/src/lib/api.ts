import { STAGING_ROOMS, CUSTOMERS, type Customer } from '@rescue-admin/api-contract';
import type { LookupFields } from '@rescue-admin/crud-kit';
import { createEntity } from '@rescue-admin/data-access';

/** The staging rooms' query keys, queries and mutation hooks, made from the contract's table. */
export const stagingRoomApi = createEntity(STAGING_ROOMS);

/** The customers, for the customer Dropdown and the customer column („Name (Kennung)“). */
export const customerApi = createEntity(CUSTOMERS);
export const CUSTOMER_FIELDS: LookupFields<Customer> = { id: (c) => c.uid, name: (c) => c.name, detail: (c) => c.kennung };
