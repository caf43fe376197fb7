// Who is calling: Firebase ID tokens of the Auth emulator, checked here and confirmed by the
// emulator.

/** A verified token stays trusted this long before the Auth emulator is asked again. */
const TOKEN_CACHE_MS = 30_000;

/**
 * @typedef {{ uid: string, email?: string, role?: string }} VerifiedUser
 * @typedef {(token: string) => Promise<VerifiedUser | null>} TokenVerifier
 */

/**
 * Verifies a Firebase ID token issued by the Auth emulator. Emulator tokens are unsigned
 * (alg "none"), so the claims are checked here and the emulator itself confirms that the token's
 * user still exists and the token has not been revoked (accounts:lookup does both).
 * @param {{ authEmulatorUrl: string, projectId: string }} options
 * @returns {TokenVerifier}
 */
export function createEmulatorTokenVerifier({ authEmulatorUrl, projectId }) {
  /** @type {Map<string, { user: VerifiedUser, until: number }>} */
  const cache = new Map();
  return async (token) => {
    const now = Date.now();
    const cached = cache.get(token);
    if (cached && cached.until > now) return cached.user;
    cache.delete(token);

    const claims = decodeJwtPayload(token);
    if (!claims) return null;
    const expiresAt = Number(claims.exp) * 1000;
    if (
      claims.aud !== projectId ||
      claims.iss !== `https://securetoken.google.com/${projectId}` ||
      typeof claims.sub !== 'string' ||
      claims.sub === '' ||
      !(expiresAt > now)
    ) {
      return null;
    }
    let response;
    try {
      response = await fetch(`${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: token }),
      });
    } catch {
      return null; // Auth emulator unreachable: fail closed.
    }
    if (!response.ok) return null;
    const body = /** @type {{ users?: { localId: string, email?: string, disabled?: boolean }[] }} */ (await response.json());
    const account = body.users?.[0];
    if (!account || account.localId !== claims.sub || account.disabled) return null;
    // The role as the token carries it, like `request.auth.token.role` in storage.rules.
    const user = { uid: account.localId, email: account.email, ...(typeof claims.role === 'string' ? { role: claims.role } : {}) };
    cache.set(token, { user, until: Math.min(now + TOKEN_CACHE_MS, expiresAt) });
    return user;
  };
}

/** @param {string} token */
function decodeJwtPayload(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? /** @type {Record<string, unknown>} */ (payload) : null;
  } catch {
    return null;
  }
}
