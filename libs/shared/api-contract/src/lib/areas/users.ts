import { z } from 'zod';
import { CreatedUid, History, Ok, Version, deleteByVersion, endpoints, entity, uidQuery } from '../endpoint';
import { DateValue, Uid, requiredText } from '../primitives';
import type { AccountState } from './invitations';

/** SPEC §4: the six roles; a new user is a UNIT_USER. */
export const USER_ROLES = ['SUPER_ADMIN', 'ADMIN', 'UNIT_ADMIN', 'SUPER_USER', 'USER', 'UNIT_USER'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;
export const DEFAULT_USER_ROLE: UserRole = 'UNIT_USER';

export const User = z.object({
  uid: Uid,
  firstname: requiredText(),
  lastname: requiredText(),
  mail: z.email().max(254),
  role: UserRole,
  customerUid: Uid,
  version: Version,
  /**
   * Not in SPEC §7 (answered by apps/api, absent from other services): whether the user has set
   * their own password, and until when their open invitation runs (null: none open). The client
   * derives the state it shows with {@link accountStateOf}, so that it is right at any hour.
   */
  signInActive: z.boolean().optional(),
  invitedUntil: DateValue.nullable().optional(),
  /** Not in SPEC §7: a new e-mail address that waits for its owner's confirmation (null: none). */
  pendingMail: z.email().nullable().optional(),
});
export type User = z.infer<typeof User>;

/**
 * The initial password the client sends for every new user (SPEC §7: "a fixed value"). It is in
 * the public bundle, so apps/api never makes it usable: the account gets a random password nobody
 * sees, and the user sets their own through an invitation (areas/invitations.ts).
 */
export const INITIAL_PASSWORD = 'Einsatzbereit2026!';

/** SPEC §7: the user fields plus an initial password that the client sets to a fixed value. */
export const UserCreate = User.omit({ uid: true, version: true, signInActive: true, invitedUntil: true, pendingMail: true }).extend({ password: z.string().min(6).max(128) });
export type UserCreate = z.infer<typeof UserCreate>;
export const UserUpdate = User.omit({ signInActive: true, invitedUntil: true, pendingMail: true }).extend({ version: Version });
export type UserUpdate = z.infer<typeof UserUpdate>;

/** Where a user's sign-in stands at `now`; null where the service does not say (a spec-only service). */
export function accountStateOf(user: Pick<User, 'signInActive' | 'invitedUntil'>, now: Date): AccountState | null {
  if (user.signInActive === undefined) return null;
  if (user.signInActive) return 'active';
  return user.invitedUntil && user.invitedUntil.getTime() > now.getTime() ? 'invited' : 'expired';
}

export const newUser = (): Omit<UserCreate, 'password'> => ({ firstname: '', lastname: '', mail: '', role: DEFAULT_USER_ROLE, customerUid: '' });

/** SPEC §8 console messages of the user service. */
export const USER_UPDATE_FAILED_MESSAGE = "User update couldn't be performed";
export const USER_LOAD_FAILED_MESSAGE = "User couldn't be loaded";

/** SPEC §7, user service. */
export const USER_ENDPOINTS = endpoints('user', {
  'user.all': { method: 'GET', path: 'all/', schemas: { response: z.array(User) }, answer: 'list', fallback: [] },
  'user.create': {
    method: 'POST',
    path: '',
    schemas: { body: UserCreate, response: CreatedUid },
    answer: 'uid',
    idempotent: true,
    fallback: '',
    adds: { password: INITIAL_PASSWORD },
  },
  'user.update': {
    expects: 200,
    method: 'POST',
    path: 'update/',
    schemas: { body: UserUpdate, response: User },
    answer: 'stored',
    fallback: false,
    message: USER_UPDATE_FAILED_MESSAGE,
  },
  'user.delete': { method: 'GET', path: 'delete/', schemas: { query: deleteByVersion('userUid'), response: Ok }, answer: 'ok', fallback: false },
  'user.lookup': {
    method: 'GET',
    path: '',
    schemas: { query: uidQuery('userUid'), response: User },
    answer: 'record',
    fallback: null,
    message: USER_LOAD_FAILED_MESSAGE,
    missing: 'null',
  },
  'user.history': { extension: true, method: 'GET', path: 'history/', schemas: { query: uidQuery('userUid'), response: History }, answer: 'list' },
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
