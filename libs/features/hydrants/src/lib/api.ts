import { HYDRANTS } from '@rescue-admin/api-contract';
import { createEntity } from '@rescue-admin/data-access';

/** The hydrants' query keys, queries and mutation hooks, made from the contract's table. */
export const hydrantApi = createEntity(HYDRANTS);
