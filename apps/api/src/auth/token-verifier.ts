import type { Auth } from 'firebase-admin/auth';

/** The Firebase Auth uid a verified ID token belongs to (who the caller is comes from their user record). */
export interface VerifiedToken {
  uid: string;
}

/** Turns a bearer token into a caller, or null when the token must be refused (→ 401). */
export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedToken | null>;
  /** Called when the API deletes an account, so a verifier that caches stops accepting its tokens. */
  forget?(uid: string): void;
}

/**
 * Production verifier: firebase-admin with `checkRevoked`, so a token of a deleted or disabled
 * account, or one issued before its sessions were revoked, is refused although its signature and
 * expiry are still fine. With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the Auth
 * emulator's (unsigned) tokens and asks the emulator about revocation.
 */
export class FirebaseTokenVerifier implements TokenVerifier {
  constructor(private readonly auth: Auth) {}

  async verify(idToken: string): Promise<VerifiedToken | null> {
    try {
      const decoded = await this.auth.verifyIdToken(idToken, true);
      return { uid: decoded.uid };
    } catch (error) {
      if (isFirebaseAuthError(error)) return null;
      // Anything else (emulator or Google unreachable) is our fault, not the caller's: a 500.
      throw error;
    }
  }
}

export function isFirebaseAuthError(error: unknown): error is { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/');
}
