import type { Query } from '@tanstack/react-query';
import type { Grants } from '@rescue-admin/api-contract';
import { areaOfQuery } from './write-defaults';

/**
 * Which of the queries a user saw are kept for offline use (CONVENTIONS.md 27: never what the
 * role may not read). Everything the app fetched successfully, except a list's early first rows,
 * the files' download addresses (`['files', path]`: a replaced file's old address answers 404,
 * and offline the file cannot be fetched anyway) and users' personal data (the users area): lists and records of users only for a role that
 * reads users with reach `all` or `customer`, and otherwise only the signed-in user's own record
 * (which every role reads). While the grants are not known (a SPEC.md-only service) users'
 * lists are not kept.
 */
export function keepQuery(query: Pick<Query, 'queryKey'>, grants: Grants | null, uid: string): boolean {
  const { queryKey } = query;
  if (queryKey[1] === 'first-rows' || queryKey[0] === 'files') return false;
  if (areaOfQuery(queryKey) !== 'users') return true;
  const reach = grants?.users?.read;
  if (reach === 'all' || reach === 'customer') return true;
  return queryKey[1] === 'detail' && queryKey[2] === uid;
}
