import { z } from 'zod';
import { Ok, endpoints } from '../endpoint';
import { DateValue, Uid } from '../primitives';

/**
 * Where a user's sign-in stands: `invited` — an invitation is open and nobody has set a password
 * yet; `active` — the user has set their own password (through the invitation or a reset) and
 * signed in; `expired` — not active, and no invitation is open any more (expired or revoked).
 */
export const ACCOUNT_STATES = ['invited', 'active', 'expired'] as const;
export const AccountState = z.enum(ACCOUNT_STATES);
export type AccountState = z.infer<typeof AccountState>;

/** How long an invitation can be used (the API's setting; the client only shows the date it answers). */
export const INVITATION_DAYS = 7;

/** The secret of an invitation link: 32 random bytes, base64url (the API stores only its hash). */
export const InvitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Firebase Auth's own minimum; a shorter password is refused (`too_small`). */
export const MIN_PASSWORD_LENGTH = 6;
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

/**
 * Not in SPEC §7: invitations. A new user's account gets a random password nobody sees; the
 * administrator issues an invitation, and the invited person sets their own password with it.
 * Issuing anew replaces the open one (the old link stops working). `check` and `accept` are
 * called without a sign-in: the token is the credential. So is `mailChange.confirm`: a changed
 * e-mail address takes effect once its owner confirms it.
 */
export const INVITATION_ENDPOINTS = endpoints('user', {
  'invitation.issue': { extension: true, method: 'POST', path: 'invitation/', schemas: { body: ByUser, response: IssuedInvitation }, answer: 'record', networkMode: 'always' },
  'invitation.revoke': { extension: true, method: 'POST', path: 'invitation/revoke/', schemas: { body: ByUser, response: Ok }, answer: 'ok' },
  'invitation.check': {
    extension: true,
    method: 'POST',
    path: 'invitation/check/',
    schemas: { body: z.object({ token: InvitationToken }), response: InvitationInfo },
    answer: 'record',
    networkMode: 'always',
    public: true,
  },
  'invitation.accept': {
    extension: true,
    method: 'POST',
    path: 'invitation/accept/',
    schemas: { body: InvitationAccept, response: z.object({ mail: z.email() }) },
    answer: 'record',
    networkMode: 'always',
    public: true,
  },
  // The link a changed e-mail address is confirmed with (its owner proves they read it).
  'mailChange.confirm': {
    extension: true,
    method: 'POST',
    path: 'mail/confirm/',
    schemas: { body: z.object({ token: InvitationToken }), response: z.object({ mail: z.email() }) },
    answer: 'record',
    networkMode: 'always',
    public: true,
  },
});
