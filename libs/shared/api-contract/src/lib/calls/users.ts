import { endpoints, entity } from '../call';
import type { AccountState } from '../areas/invitations';
import type { USER_SCHEMAS, User, UserRole } from '../areas/users';

/** SPEC §4: the six roles; a new user is a UNIT_USER. */
export const USER_ROLES = ['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN', 'SUPER_USER', 'USER', 'UNIT_USER'] as const;
export const DEFAULT_USER_ROLE: UserRole = 'UNIT_USER';

/**
 * The initial password the client sends for every new user (SPEC §7: "a fixed value"). It is in
 * the public bundle, so apps/api never makes it usable: the account gets a random password nobody
 * sees, and the user sets their own through an invitation (calls/invitations.ts).
 */
export const INITIAL_PASSWORD = 'Einsatzbereit2026!';

/** Where a user's sign-in stands at `now`; null where the service does not say (a spec-only service). */
export function accountStateOf(user: Pick<User, 'signInActive' | 'invitedUntil'>, now: Date): AccountState | null {
  if (user.signInActive === undefined) return null;
  if (user.signInActive) return 'active';
  return user.invitedUntil && user.invitedUntil.getTime() > now.getTime() ? 'invited' : 'expired';
}

/** SPEC §8 console messages of the user service. */
export const USER_UPDATE_FAILED_MESSAGE = "User update couldn't be performed";
export const USER_LOAD_FAILED_MESSAGE = "User couldn't be loaded";

/** SPEC §7, user service. */
export const USER_ENDPOINTS = endpoints<typeof USER_SCHEMAS>()('user', {
  'user.all': { method: 'GET', path: 'all/', answer: 'list', fallback: [] },
  'user.create': { method: 'POST', path: '', body: true, answer: 'uid', idempotent: true, fallback: '', adds: { password: INITIAL_PASSWORD } },
  'user.update': { expects: 200, method: 'POST', path: 'update/', body: true, answer: 'stored', fallback: false, message: USER_UPDATE_FAILED_MESSAGE },
  'user.delete': { method: 'GET', path: 'delete/', query: 'userUid', answer: 'ok', fallback: false },
  'user.lookup': { method: 'GET', path: '', query: 'userUid', answer: 'record', fallback: null, message: USER_LOAD_FAILED_MESSAGE, missing: 'null' },
  'user.history': { extension: true, method: 'GET', path: 'history/', query: 'userUid', answer: 'list' },
});

export const USERS = entity({
  key: 'users',
  noun: { one: 'User', many: 'Users' },
  list: USER_ENDPOINTS['user.all'],
  create: USER_ENDPOINTS['user.create'],
  update: USER_ENDPOINTS['user.update'],
  remove: USER_ENDPOINTS['user.delete'],
  lookup: USER_ENDPOINTS['user.lookup'],
  history: USER_ENDPOINTS['user.history'],
});
