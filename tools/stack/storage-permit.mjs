// The API's permits: asks the API's access policy whether the caller may change a blueprint's
// icon (contract endpoint `vehicle.iconPermit`) or upload an inspection's photo (`inspection.photoPermit`).

/**
 * The API's answer to "may this caller change this blueprint's icon?" (contract endpoint
 * `vehicle.iconPermit`), relative to the API's base service URL (…/api/).
 */
export const ICON_PERMIT_PATH = 'vehicle/blueprint/icon/';
/** The API's answer to "may this caller upload a photo of this hydrant's inspections?" (contract endpoint `inspection.photoPermit`). */
export const PHOTO_PERMIT_PATH = 'inspection/photo/';
/** How long a write waits for the API's permit before it is refused. */
export const ICON_PERMIT_TIMEOUT_MS = 5_000;

/**
 * @typedef {{ permitted: boolean, reason?: string }} Decision
 * @typedef {Decision & { noPermitEndpoint?: true }} PermitAnswer
 *   noPermitEndpoint: the API has no icon permit endpoint (a service that implements only the spec,
 *   like apps/api's spec-only profile): the policy falls back to the role claim.
 * @typedef {(token: string, blueprintUid: string) => Promise<PermitAnswer>} IconPermitChecker
 * @typedef {(token: string, hydrantUid: string) => Promise<PermitAnswer>} PhotoPermitChecker
 */

/** What the API's status codes mean for a permit (anything else: refused, too; 404 names the record). */
const PERMIT_REFUSALS = /** @type {Record<number, string>} */ ({
  400: 'the API rejected the request (400)',
  401: 'the API does not accept the token (401)',
  403: 'the access policy refuses (403)',
});

/**
 * Asks the API (contract endpoint `vehicle.iconPermit`) whether the caller — identified by their
 * own ID token, passed on as `Authorization: Bearer` — may change a blueprint's icon. Only a 200
 * answer of `true` permits; any other answer, a time-out or an unreachable API refuses (fail
 * closed). A 404 that names the `blueprintUid` field means "no such blueprint" and refuses; any
 * other 404 means the API has no such endpoint (`noPermitEndpoint`, see evaluatePolicy). Nothing
 * is cached: every upload, metadata change and delete asks again.
 * @param {{ apiBaseUrl: string, timeoutMs?: number }} options apiBaseUrl: the API's base service
 *   URL, e.g. http://localhost:3333/api/
 * @returns {IconPermitChecker}
 */
export function createIconPermitChecker({ apiBaseUrl, timeoutMs = ICON_PERMIT_TIMEOUT_MS }) {
  return createPermitChecker({ apiBaseUrl, timeoutMs, path: ICON_PERMIT_PATH, field: 'blueprintUid', what: 'blueprint', permit: 'icon' });
}

/**
 * Asks the API (contract endpoint `inspection.photoPermit`) whether the caller may upload a photo
 * of an inspection of this hydrant: who may record inspections, for a hydrant that exists. The
 * same rules as createIconPermitChecker (fail closed, nothing cached).
 * @param {{ apiBaseUrl: string, timeoutMs?: number }} options
 * @returns {PhotoPermitChecker}
 */
export function createPhotoPermitChecker({ apiBaseUrl, timeoutMs = ICON_PERMIT_TIMEOUT_MS }) {
  return createPermitChecker({ apiBaseUrl, timeoutMs, path: PHOTO_PERMIT_PATH, field: 'hydrantUid', what: 'hydrant', permit: 'photo' });
}

/**
 * A permit question to the API: GET `path`?`field`=uid with the caller's token.
 * @param {{ apiBaseUrl: string, timeoutMs: number, path: string, field: string, what: string, permit: string }} options
 *   what: the record the uid names; permit: what the endpoint permits (for the reasons logged)
 * @returns {(token: string, uid: string) => Promise<PermitAnswer>}
 */
function createPermitChecker({ apiBaseUrl, timeoutMs, path, field, what, permit }) {
  const endpoint = new URL(path, apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`);
  const refusals = /** @type {Record<number, string>} */ ({ ...PERMIT_REFUSALS, 404: `no such ${what} (404)` });
  return async (token, uid) => {
    if (!token) return { permitted: false, reason: 'no token to ask the API with' };
    const url = new URL(endpoint);
    url.searchParams.set(field, uid);
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        // The token must not travel anywhere else.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        const body = /** @type {{ fieldErrors?: Record<string, unknown> } | undefined} */ (await response.json().catch(() => undefined));
        if (body?.fieldErrors?.[field] !== undefined) return { permitted: false, reason: refusals[404] };
        return { permitted: false, noPermitEndpoint: true, reason: `the API has no ${permit} permit endpoint (404)` };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { permitted: false, reason: refusals[response.status] ?? `the API answered ${response.status}` };
      }
      const answer = await response.json().catch(() => undefined);
      return answer === true ? { permitted: true } : { permitted: false, reason: 'the API answered 200 without `true`' };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return {
        permitted: false,
        reason: name === 'TimeoutError' ? `the API did not answer within ${timeoutMs} ms` : `the API is unreachable (${String(error)})`,
      };
    }
  };
}
