import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { DEFAULT_USER_ROLE, USER_ROLES } from '../calls/users';
import { CreatedUid, History, Ok, Version, deleteByVersion, uidQuery } from '../endpoint';
import { DateValue, Uid, requiredText } from '../primitives';

/** SPEC §4: the six roles (calls/users.ts). */
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

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
   * derives the state it shows with `accountStateOf` (calls/users.ts), so that it is right at any hour.
   */
  signInActive: z.boolean().optional(),
  invitedUntil: DateValue.nullable().optional(),
  /** Not in SPEC §7: a new e-mail address that waits for its owner's confirmation (null: none). */
  pendingMail: z.email().nullable().optional(),
});
export type User = z.infer<typeof User>;

/** SPEC §7: the user fields plus an initial password that the client sets to a fixed value. */
export const UserCreate = User.omit({ uid: true, version: true, signInActive: true, invitedUntil: true, pendingMail: true }).extend({ password: z.string().min(6).max(128) });
export type UserCreate = z.infer<typeof UserCreate>;
export const UserUpdate = User.omit({ signInActive: true, invitedUntil: true, pendingMail: true }).extend({ version: Version });
export type UserUpdate = z.infer<typeof UserUpdate>;

export const newUser = (): Omit<UserCreate, 'password'> => ({ firstname: '', lastname: '', mail: '', role: DEFAULT_USER_ROLE, customerUid: '' });

/** The schemas of the user calls (calls/users.ts). */
export const USER_SCHEMAS = {
  'user.all': { response: z.array(User) },
  'user.create': { body: UserCreate, response: CreatedUid },
  'user.update': { body: UserUpdate, response: User },
  'user.delete': { query: deleteByVersion('userUid'), response: Ok },
  'user.lookup': { query: uidQuery('userUid'), response: User },
  'user.history': { query: uidQuery('userUid'), response: History },
} satisfies Record<string, EndpointSchemas>;
