// The API's icon permit: asks the API's access policy whether the caller may change a blueprint's
// icon (contract endpoint `vehicle.iconPermit`).

/**
 * The API's answer to "may this caller change this blueprint's icon?" (contract endpoint
 * `vehicle.iconPermit`), relative to the API's base service URL (…/api/).
 */
export const ICON_PERMIT_PATH = 'vehicle/blueprint/icon/';
/** How long a write waits for the API's permit before it is refused. */
export const ICON_PERMIT_TIMEOUT_MS = 5_000;

/**
 * @typedef {{ permitted: boolean, reason?: string }} Decision
 * @typedef {Decision & { noPermitEndpoint?: true }} PermitAnswer
 *   noPermitEndpoint: the API has no icon permit endpoint (a service that implements only the spec,
 *   like apps/api's spec-only profile): the policy falls back to the role claim.
 * @typedef {(token: string, blueprintUid: string) => Promise<PermitAnswer>} IconPermitChecker
 */

/** What the API's status codes mean for an icon permit (anything else: refused, too). */
const PERMIT_REFUSALS = /** @type {Record<number, string>} */ ({
  400: 'the API rejected the request (400)',
  401: 'the API does not accept the token (401)',
  403: 'the access policy refuses (403)',
  404: 'no such blueprint (404)',
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
  const endpoint = new URL(ICON_PERMIT_PATH, apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`);
  return async (token, blueprintUid) => {
    if (!token) return { permitted: false, reason: 'no token to ask the API with' };
    const url = new URL(endpoint);
    url.searchParams.set('blueprintUid', blueprintUid);
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        // The token must not travel anywhere else.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) {
        const body = /** @type {{ fieldErrors?: Record<string, unknown> } | undefined} */ (await response.json().catch(() => undefined));
        if (body?.fieldErrors?.blueprintUid !== undefined) return { permitted: false, reason: PERMIT_REFUSALS[404] };
        return { permitted: false, noPermitEndpoint: true, reason: 'the API has no icon permit endpoint (404)' };
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return { permitted: false, reason: PERMIT_REFUSALS[response.status] ?? `the API answered ${response.status}` };
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
