import { apiErrorCodeOf, errorReasonOf } from '@rescue-admin/data-access';

/** Why a token (an invitation's, a new e-mail's) opened nothing: unknown or used, expired, or no answer at all. */
export function refusal(error: unknown): 'invalid' | 'expired' | 'network' {
  const code = apiErrorCodeOf(error);
  if (code === 'invitation_expired') return 'expired';
  if (code === 'invitation_invalid') return 'invalid';
  // A 400 (a token that is not one) opens nothing either; only no answer at all is worth a retry.
  return errorReasonOf(error) === 'network' ? 'network' : 'invalid';
}
