import { MATERIALS } from '@rescue-admin/api-contract';
import { createEntity } from '@rescue-admin/data-access';

/** The materials' query keys, queries and mutation hooks, made from the contract's table. */
export const materialApi = createEntity(MATERIALS);
