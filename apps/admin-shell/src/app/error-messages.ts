import { ApiError } from '@rescue-admin/data-access';

/** The German notice (a key of the `shell` namespace) for a failed request. */
export type ErrorMessageKey =
  | 'errors.network'
  | 'errors.unauthorized'
  | 'errors.forbidden'
  | 'errors.notFound'
  | 'errors.badRequest'
  | 'errors.conflict'
  | 'errors.server'
  | 'errors.unknown';

/**
 * Maps a failure to what the administrator should be told. A `TypeError` is how fetch reports a
 * request that never got an answer (offline, DNS, CORS), so it counts as "no connection".
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof ApiError) {
    const { status } = error;
    if (status === 0) return 'errors.network';
    if (status === 400 || status === 422) return 'errors.badRequest';
    if (status === 401) return 'errors.unauthorized';
    if (status === 403) return 'errors.forbidden';
    if (status === 404) return 'errors.notFound';
    if (status === 409) return 'errors.conflict';
    if (status >= 500) return 'errors.server';
    return 'errors.unknown';
  }
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.unknown';
}
