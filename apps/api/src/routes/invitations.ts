import type { AccountSync } from '../accounts/account-sync';
import type { Invitations } from '../accounts/invitations';
import type { MailChanges } from '../accounts/mail-changes';
import type { EndpointHandlers } from '../http/endpoints';

/**
 * Invitations (not in SPEC §7): issued and revoked by administrators, checked and accepted with
 * the token alone; a changed e-mail address confirmed with the token its new address received.
 */
export function invitationHandlers(
  invitations: Invitations,
  mailChanges: MailChanges,
  accountSync: AccountSync,
): Pick<EndpointHandlers, 'invitation.issue' | 'invitation.revoke' | 'invitation.check' | 'invitation.accept' | 'mailChange.confirm'> {
  return {
    'mailChange.confirm': async ({ body }) => {
      const { mail, uid } = await mailChanges.confirm(body.token);
      await accountSync.runFor(uid);
      return { mail };
    },
    'invitation.issue': ({ body, caller }) => invitations.issue(body.userUid, caller),
    'invitation.revoke': ({ body, caller }) => invitations.revoke(body.userUid, caller),
    'invitation.check': ({ body }) => invitations.check(body.token),
    'invitation.accept': ({ body }) => invitations.accept(body.token, body.password),
  };
}
