import { z } from 'zod';
import type { EndpointSchemas } from '../call';
import { ACCOUNT_STATES, MIN_PASSWORD_LENGTH } from '../calls/invitations';
import { Ok } from '../endpoint';
import { DateValue, Uid } from '../primitives';

/** Where a user's sign-in stands (calls/invitations.ts). */
export const AccountState = z.enum(ACCOUNT_STATES);
export type AccountState = z.infer<typeof AccountState>;

/** The secret of an invitation link: 32 random bytes, base64url (the API stores only its hash). */
export const InvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** At least Firebase Auth's own minimum (MIN_PASSWORD_LENGTH); a shorter password is refused (`too_small`). */
export const NewPassword = z.string().min(MIN_PASSWORD_LENGTH).max(128);

/** What the administrator gets when an invitation is issued: the link to hand on, once. */
export const IssuedInvitation = z.object({
  /** `<app>/einladung#<token>`: the token travels in the fragment, so no server or referrer sees it. */
  link: z.string().url(),
  expiresAt: DateValue,
  /** Whether it was also sent by e-mail (not where the API has no mail service). */
  mailed: z.boolean(),
});
export type IssuedInvitation = z.infer<typeof IssuedInvitation>;

/** What the invitation page shows before the password is set: whose account this is. */
export const InvitationInfo = z.object({ mail: z.email(), firstname: z.string(), lastname: z.string(), expiresAt: DateValue });
export type InvitationInfo = z.infer<typeof InvitationInfo>;

export const InvitationAccept = z.object({ token: InvitationToken, password: NewPassword });
export type InvitationAccept = z.infer<typeof InvitationAccept>;

const ByUser = z.object({ userUid: Uid });

/** The schemas of the invitation calls (calls/invitations.ts). */
export const INVITATION_SCHEMAS = {
  'invitation.issue': { body: ByUser, response: IssuedInvitation },
  'invitation.revoke': { body: ByUser, response: Ok },
  'invitation.check': { body: z.object({ token: InvitationToken }), response: InvitationInfo },
  'invitation.accept': { body: InvitationAccept, response: z.object({ mail: z.email() }) },
  'mailChange.confirm': { body: z.object({ token: InvitationToken }), response: z.object({ mail: z.email() }) },
} satisfies Record<string, EndpointSchemas>;
