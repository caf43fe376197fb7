/** An error firebase-admin raises for the token or account itself (`auth/...`), as opposed to a failure to reach the service. */
export function isFirebaseAuthError(error: unknown): error is { code: string } {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/');
}

/** A call to the Auth service that did not answer within its time-out (→ 503, nothing changed). */
export class AccountServiceTimeoutError extends Error {
  override name = 'AccountServiceTimeoutError';
}
