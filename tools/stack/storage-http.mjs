// The storage server's HTTP front: what reaches firebase-tools' REST handlers. The emulator's
// admin credential, other browser origins and the emulator's non-Firebase endpoints are refused
// here, before anything is read or written; successful writes are reported (for persisting).
import { isOwnerCredential } from './storage-policy.mjs';

/**
 * Wraps the emulator's request handler with the checks that come before the policy.
 * @param {import('node:http').RequestListener} app firebase-tools' storage app (createApp)
 * @param {{ corsOrigins: readonly string[], log: (line: string) => void, onWrite: () => void }} options
 *   corsOrigins: the app's origins, the only browser origins answered (preflights included).
 *   onWrite: called after every write (not GET, HEAD or OPTIONS) that succeeded.
 * @returns {import('node:http').RequestListener}
 */
export function createStorageGate(app, { corsOrigins, log, onWrite }) {
  const allowedOrigins = new Set(corsOrigins);
  /** @param {import('node:http').ServerResponse} res @param {number} code @param {string} message */
  const refuse = (res, code, message) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code, message } }));
  };
  return (req, res) => {
    // The emulator's admin credential would skip every rule (and open the GCS and /internal
    // endpoints): refused before anything is read or written.
    if (isOwnerCredential(req.headers.authorization)) {
      log(`denied ${req.method} ${req.url?.split('?')[0]}: the emulator's admin credential is not accepted`);
      return refuse(res, 401, 'The emulator admin credential is not accepted; sign in with a Firebase ID token.');
    }
    // Browsers: only the app's own pages. A request from any other origin — a preflight
    // (including Private Network Access) or the request itself — is refused without a single
    // CORS header, so the browser lets that page neither send nor read. Requests without an
    // Origin (not from a page script: an <img> loading a download URL, a server) pass on.
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      log(`denied ${req.method} ${req.url?.split('?')[0]}: origin ${origin} is not one of the app's`);
      return refuse(res, 403, 'This origin may not use the storage server.');
    }
    // The Firebase protocol (/v0) is what the client SDK speaks and where the policy applies.
    // The emulator's other endpoints (GCS JSON API, /internal/reset, export) skip rules
    // entirely, so they are closed to clients.
    if (!req.url?.startsWith('/v0/') && req.method !== 'OPTIONS') {
      return refuse(res, 401, 'Only the Firebase Storage API (/v0) is open to clients.');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      res.on('finish', () => {
        if (res.statusCode < 400) onWrite();
      });
    }
    app(req, res);
  };
}
