import type { Auth } from 'firebase-admin/auth';
import { AccountServiceTimeoutError, isFirebaseAuthError } from './auth-errors';

/** The Firebase Auth uid a verified ID token belongs to (who the caller is comes from their user record). */
export interface VerifiedToken {
  uid: string;
  /** When the session the token belongs to signed in (the token's `auth_time`, in seconds). */
  authTime: number;
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
  /** @param timeoutMs how long the revocation check may take before the request answers 503 (not 401: the token may be fine). */
  constructor(
    private readonly auth: Auth,
    private readonly timeoutMs = 10_000,
  ) {}

  async verify(idToken: string): Promise<VerifiedToken | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AccountServiceTimeoutError(`The sign-in service did not answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      const decoded = await Promise.race([this.auth.verifyIdToken(idToken, true), timeout]);
      return { uid: decoded.uid, authTime: decoded.auth_time };
    } catch (error) {
      if (isFirebaseAuthError(error)) return null;
      // Anything else (Auth unreachable or too slow) is our fault, not the caller's: a 5xx.
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
