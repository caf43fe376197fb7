import type { User } from '@rescue-admin/api-contract';
import { asText } from '@rescue-admin/util';

/**
 * "Erika Mustermann" — how a user is named in the list, the dialogs and the notices. Through
 * asText: an ISO-looking name arrives as a Date (see @rescue-admin/util).
 */
export const fullName = (user: Pick<User, 'firstname' | 'lastname'>) => `${asText(user.firstname)} ${asText(user.lastname)}`.trim();
