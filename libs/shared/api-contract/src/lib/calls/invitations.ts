import { endpoints } from '../call';
import type { INVITATION_SCHEMAS } from '../areas/invitations';

/**
 * Where a user's sign-in stands: `invited` — an invitation is open and nobody has set a password
 * yet; `active` — the user has set their own password (through the invitation or a reset) and
 * signed in; `expired` — not active, and no invitation is open any more (expired or revoked).
 */
export const ACCOUNT_STATES = ['invited', 'active', 'expired'] as const;

/** How long an invitation can be used (the API's setting; the client only shows the date it answers). */
export const INVITATION_DAYS = 7;

/** Firebase Auth's own minimum; a shorter password is refused (`too_small`). */
export const MIN_PASSWORD_LENGTH = 6;

/**
 * Not in SPEC §7: invitations. A new user's account gets a random password nobody sees; the
 * administrator issues an invitation, and the invited person sets their own password with it.
 * Issuing anew replaces the open one (the old link stops working). `check` and `accept` are
 * called without a sign-in: the token is the credential. So is `mailChange.confirm`: a changed
 * e-mail address takes effect once its owner confirms it.
 */
export const INVITATION_ENDPOINTS = endpoints<typeof INVITATION_SCHEMAS>()('user', {
  'invitation.issue': { extension: true, method: 'POST', path: 'invitation/', body: true, answer: 'record', networkMode: 'always' },
  'invitation.revoke': { extension: true, method: 'POST', path: 'invitation/revoke/', body: true, answer: 'ok' },
  'invitation.check': { extension: true, method: 'POST', path: 'invitation/check/', body: true, answer: 'record', networkMode: 'always', public: true },
  'invitation.accept': { extension: true, method: 'POST', path: 'invitation/accept/', body: true, answer: 'record', networkMode: 'always', public: true },
  // The link a changed e-mail address is confirmed with (its owner proves they read it).
  'mailChange.confirm': { extension: true, method: 'POST', path: 'mail/confirm/', body: true, answer: 'record', networkMode: 'always', public: true },
});
