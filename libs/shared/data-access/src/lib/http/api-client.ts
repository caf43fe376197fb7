import ky, { type KyInstance, type Options } from 'ky';
import { parseJsonWithDates, type ServiceName } from '@rescue-admin/api-contract';
import type { AppConfig } from '@rescue-admin/session';
import { BASE_URL_MISSING_MESSAGE, BaseUrlMissingError, toApiError } from './errors';

/** One ky instance per service; null until an ID token exists for the signed-in user (SPEC §4). */
export interface ApiClients {
  user: KyInstance | null;
  base: KyInstance | null;
  mission: KyInstance | null;
}

export const NO_API_CLIENTS: ApiClients = Object.freeze({ user: null, base: null, mission: null });

export interface ApiClientOptions {
  /** The service base (with trailing slash); null when the configuration has none or an invalid one. */
  prefixUrl: string | null;
  service: ServiceName;
  /**
   * The current ID token. Called for every request, so a token Firebase refreshed in the
   * meantime is used (Firebase caches it and refreshes it itself before it expires).
   * `forceRefresh` asks Firebase for a new one (after the API refused the cached one).
   */
  getToken: (forceRefresh?: boolean) => Promise<string>;
  /**
   * The API refused the session although its token was just refreshed (the account was disabled,
   * deleted or its sign-ins revoked), or the token could not be refreshed: the session has ended.
   */
  onSessionExpired?: () => void;
}

/** What every client of the API shares: JSON, no time-out (SPEC §9), no retries of its own, ISO date-times revived. */
const JSON_API: Options = { timeout: false, retry: 0, parseJson: parseJsonWithDates, headers: { 'Content-Type': 'application/json', Accept: 'application/json' } };

/**
 * The authenticated HTTP client: bearer token, JSON, no time-out (SPEC §9), no retries of its own
 * (react-query retries), 2xx = success, any other status becomes one `ApiError`, ISO date-times in
 * answers become `Date`.
 *
 * One exception to "no retries": a 401 is answered by refreshing the ID token and sending the
 * request once more (an expired token is no reason to bother the user). A second 401, or a token
 * that cannot be refreshed, ends the session (`onSessionExpired`).
 */
export function createApiClient({ prefixUrl, service, getToken, onSessionExpired }: ApiClientOptions): KyInstance {
  if (prefixUrl === null) return createUnavailableClient(service);
  return ky.create({
    prefixUrl,
    ...JSON_API,
    hooks: {
      beforeRequest: [
        async (request) => {
          request.headers.set('Authorization', `Bearer ${await getToken()}`);
        },
      ],
      afterResponse: [
        async (request, _options, response) => {
          if (response.status !== 401) return undefined;
          let token: string;
          try {
            token = await getToken(true);
          } catch (error) {
            // Firebase refuses to refresh a disabled, deleted or revoked account's token.
            console.error('ID token could not be refreshed', error);
            onSessionExpired?.();
            return undefined;
          }
          // `request` is ky's unsent clone of what was sent: same method, URL, body and signal.
          const again = new Request(request);
          again.headers.set('Authorization', `Bearer ${token}`);
          const second = await globalThis.fetch(again);
          if (second.status === 401) onSessionExpired?.();
          return second;
        },
      ],
      beforeError: [toApiError],
    },
  });
}

/** A client without a session, for the contract's `public` calls (no token: the body is the credential). */
export function createPublicClient(prefixUrl: string): KyInstance {
  return ky.create({ prefixUrl, ...JSON_API, hooks: { beforeError: [toApiError] } });
}

/**
 * A client for a service without a valid base: every request logs SPEC §8's message and fails
 * before anything is sent, so the call functions fall back exactly as for any other failure.
 * The `.invalid` top-level domain never resolves (RFC 2606), should a request ever get through.
 */
function createUnavailableClient(service: ServiceName): KyInstance {
  return ky.create({
    prefixUrl: `http://${service}.base-url-missing.invalid/`,
    retry: 0,
    hooks: {
      beforeRequest: [
        () => {
          console.error(BASE_URL_MISSING_MESSAGE);
          throw new BaseUrlMissingError(service);
        },
      ],
    },
  });
}

/** The three service clients of one session. */
export function createApiClients(
  services: AppConfig['services'],
  getToken: (forceRefresh?: boolean) => Promise<string>,
  onSessionExpired?: () => void,
): ApiClients {
  return {
    user: createApiClient({ prefixUrl: services.user, service: 'user', getToken, onSessionExpired }),
    base: createApiClient({ prefixUrl: services.base, service: 'base', getToken, onSessionExpired }),
    mission: createApiClient({ prefixUrl: services.mission, service: 'mission', getToken, onSessionExpired }),
  };
}
