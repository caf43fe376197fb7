import type { Auth, confirmPasswordReset, sendPasswordResetEmail, signInWithEmailAndPassword, verifyPasswordResetCode } from 'firebase/auth';

/** The Firebase Auth functions a password reset needs, handed in by the session provider (from the Firebase SDK it has loaded). */
export interface PasswordResetAuth {
  auth: Auth;
  sendPasswordResetEmail: typeof sendPasswordResetEmail;
  verifyPasswordResetCode: typeof verifyPasswordResetCode;
  confirmPasswordReset: typeof confirmPasswordReset;
  signInWithEmailAndPassword: typeof signInWithEmailAndPassword;
}

/**
 * Why a reset step failed, in the terms the pages explain:
 * - `invalid-email`: not an e-mail address;
 * - `expired-code` / `invalid-code`: the link is too old, or used or unknown;
 * - `weak-password` / `password-requirements`: the Auth service's password rules;
 * - `network`, `too-many-requests`, `unknown`.
 */
export type PasswordResetFailureReason =
  | 'invalid-email'
  | 'expired-code'
  | 'invalid-code'
  | 'weak-password'
  | 'password-requirements'
  | 'network'
  | 'too-many-requests'
  | 'unknown';

export type PasswordResetResult<T = object> = ({ ok: true } & T) | { ok: false; reason: PasswordResetFailureReason };

const REASONS: Record<string, PasswordResetFailureReason> = {
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/expired-action-code': 'expired-code',
  'auth/invalid-action-code': 'invalid-code',
  'auth/user-disabled': 'invalid-code',
  'auth/user-not-found': 'invalid-code',
  'auth/weak-password': 'weak-password',
  'auth/password-does-not-meet-requirements': 'password-requirements',
  'auth/network-request-failed': 'network',
  'auth/too-many-requests': 'too-many-requests',
};

/** Maps a Firebase Auth error of a reset step to the reason the page explains. */
export function passwordResetFailureReason(error: unknown): PasswordResetFailureReason {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  return (typeof code === 'string' && REASONS[code]) || 'unknown';
}

/**
 * Asks the Auth service to e-mail a reset link. An unknown address answers like a known one, so
 * the page never tells whether an account exists (the Auth service's e-mail enumeration
 * protection does the same; its emulator and older projects still say `user-not-found`).
 */
export async function requestPasswordReset({ auth, sendPasswordResetEmail }: PasswordResetAuth, email: string): Promise<PasswordResetResult> {
  try {
    await sendPasswordResetEmail(auth, email);
    return { ok: true };
  } catch (error) {
    const reason = passwordResetFailureReason(error);
    if (reason === 'invalid-code') return { ok: true };
    console.error('Password reset e-mail failed', error);
    return { ok: false, reason };
  }
}

/** The account a reset link (its `oobCode`) is for, before the new password is asked for. */
export async function checkResetCode({ auth, verifyPasswordResetCode }: PasswordResetAuth, code: string): Promise<PasswordResetResult<{ email: string }>> {
  try {
    return { ok: true, email: await verifyPasswordResetCode(auth, code) };
  } catch (error) {
    return { ok: false, reason: passwordResetFailureReason(error) };
  }
}

/** Sets the new password with the link's code, then signs in with it. */
export async function resetPassword(
  { auth, verifyPasswordResetCode, confirmPasswordReset, signInWithEmailAndPassword }: PasswordResetAuth,
  code: string,
  newPassword: string,
): Promise<PasswordResetResult> {
  try {
    const email = await verifyPasswordResetCode(auth, code);
    await confirmPasswordReset(auth, code, newPassword);
    await signInWithEmailAndPassword(auth, email, newPassword);
    return { ok: true };
  } catch (error) {
    console.error('Password reset failed', error);
    return { ok: false, reason: passwordResetFailureReason(error) };
  }
}
