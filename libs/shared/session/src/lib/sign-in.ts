export type SignInFailureReason = 'invalid-credentials' | 'too-many-requests' | 'network' | 'user-disabled' | 'unknown';
export type SignInResult = { ok: true } | { ok: false; reason: SignInFailureReason };

/** SPEC §8 console message for a failed sign-in. */
export const SIGN_IN_FAILED_MESSAGE = 'Error during login!';

const REASONS: Record<string, SignInFailureReason> = {
  // Firebase answers invalid-credential for wrong password and unknown user alike (email
  // enumeration protection); the older codes still come from some projects and the emulator.
  'auth/invalid-credential': 'invalid-credentials',
  'auth/wrong-password': 'invalid-credentials',
  'auth/user-not-found': 'invalid-credentials',
  'auth/invalid-email': 'invalid-credentials',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/user-disabled': 'user-disabled',
};

/** Maps a Firebase Auth error to the reason the login screen explains. */
export function signInFailureReason(error: unknown): SignInFailureReason {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return (typeof code === 'string' && REASONS[code]) || 'unknown';
}
