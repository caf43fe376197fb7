import type { Auth, signInWithEmailAndPassword, updatePassword } from 'firebase/auth';

/** The two Firebase Auth functions a password change needs, handed in by the session provider. */
export interface PasswordChangeAuth {
  auth: Auth;
  updatePassword: typeof updatePassword;
  signInWithEmailAndPassword: typeof signInWithEmailAndPassword;
}

/**
 * Why setting the own password failed, in the terms the screen explains:
 * - `weak-password`: Firebase's minimum (6 characters) is not met;
 * - `password-requirements`: the project's password policy (e.g. digits, capitals) is not met;
 * - `requires-recent-login`: the sign-in is too old for a password change; sign in again first;
 * - `network`, `too-many-requests`: as for the sign-in;
 * - `sign-in-again`: the new password is stored, but signing in with it failed — the old tokens
 *   are refused now, so the user has to sign in again with the new password;
 * - `not-signed-in`: nobody is signed in (the session ended meanwhile).
 */
export type PasswordChangeFailureReason =
  | 'weak-password'
  | 'password-requirements'
  | 'requires-recent-login'
  | 'network'
  | 'too-many-requests'
  | 'sign-in-again'
  | 'not-signed-in'
  | 'unknown';

export type PasswordChangeResult = { ok: true } | { ok: false; reason: PasswordChangeFailureReason };

const REASONS: Record<string, PasswordChangeFailureReason> = {
  'auth/weak-password': 'weak-password',
  'auth/password-does-not-meet-requirements': 'password-requirements',
  'auth/requires-recent-login': 'requires-recent-login',
  'auth/user-token-expired': 'requires-recent-login',
  'auth/network-request-failed': 'network',
  'auth/too-many-requests': 'too-many-requests',
};

/** Maps a Firebase Auth error of a password change to the reason the screen explains. */
export function passwordChangeFailureReason(error: unknown): PasswordChangeFailureReason {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return (typeof code === 'string' && REASONS[code]) || 'unknown';
}

/**
 * Sets the signed-in user's own password, then signs in again with it.
 *
 * The second step is not optional: a password change moves the account's "tokens valid after"
 * time forward, and the API checks revocation, so every token issued before — including the one
 * `updatePassword` itself leaves behind, whose auth_time is the original sign-in — is refused
 * from now on. A fresh sign-in issues tokens the API accepts; the session's token getter reads
 * `auth.currentUser`, so the HTTP clients use them at once.
 *
 * Loaded on demand by the session provider, which hands in the Firebase functions: they live in
 * the firebase/auth module /login loads anyway, and importing them here would split that module
 * into a chunk of its own (a bigger /login download).
 */
export async function changeOwnPassword({ auth, updatePassword, signInWithEmailAndPassword }: PasswordChangeAuth, newPassword: string): Promise<PasswordChangeResult> {
  const user = auth.currentUser;
  if (!user || !user.email) return { ok: false, reason: 'not-signed-in' };
  const email = user.email;
  try {
    await updatePassword(user, newPassword);
  } catch (error) {
    console.error('Password change failed', error);
    return { ok: false, reason: passwordChangeFailureReason(error) };
  }
  try {
    await signInWithEmailAndPassword(auth, email, newPassword);
  } catch (error) {
    console.error('Sign-in with the new password failed', error);
    return { ok: false, reason: 'sign-in-again' };
  }
  return { ok: true };
}
