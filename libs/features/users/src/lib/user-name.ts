import type { User } from '@rescue-admin/api-contract';

/** "Erika Mustermann" — how a user is named in the list, the dialogs and the notices. */
export const fullName = (user: Pick<User, 'firstname' | 'lastname'>) => `${user.firstname} ${user.lastname}`.trim();
