import type { Invitations } from '../accounts/invitations';
import type { EndpointHandlers } from '../http/endpoints';

/** Invitations (not in SPEC §7): issued and revoked by administrators, checked and accepted with the token alone. */
export function invitationHandlers(invitations: Invitations): Pick<EndpointHandlers, 'invitation.issue' | 'invitation.revoke' | 'invitation.check' | 'invitation.accept'> {
  return {
    'invitation.issue': ({ body, caller }) => invitations.issue(body.userUid, caller),
    'invitation.revoke': ({ body, caller }) => invitations.revoke(body.userUid, caller),
    'invitation.check': ({ body }) => invitations.check(body.token),
    'invitation.accept': ({ body }) => invitations.accept(body.token, body.password),
  };
}
