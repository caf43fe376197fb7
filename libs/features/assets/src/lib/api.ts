import { BEACONS, GATEWAYS, CUSTOMERS, type Customer } from '@rescue-admin/api-contract';
import type { LookupFields } from '@rescue-admin/crud-kit';
import { createEntity } from '@rescue-admin/data-access';

/** Beacons' and gateways' query keys, queries and mutation hooks (sync included), made from the contract's tables. */
export const beaconApi = createEntity(BEACONS);
export const gatewayApi = createEntity(GATEWAYS);

/** The customers, for the customer Dropdown and the customer column („Name (Kennung)“). */
export const customerApi = createEntity(CUSTOMERS);
export const CUSTOMER_FIELDS: LookupFields<Customer> = { id: (c) => c.uid, name: (c) => c.name, detail: (c) => c.kennung };
