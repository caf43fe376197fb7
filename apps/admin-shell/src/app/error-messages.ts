import { errorReasonOf, type ErrorReason } from '@rescue-admin/data-access';

/** The German notice for a failed request: a key of `common:errors`, shared with the crud-kit's inline errors. */
export type ErrorMessageKey = `common:errors.${ErrorReason}`;

/** Maps a failure to what the administrator should be told; data-access decides why it failed. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  return `common:errors.${errorReasonOf(error)}`;
}
