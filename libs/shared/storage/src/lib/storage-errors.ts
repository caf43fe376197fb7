/**
 * SPEC §8 file storage error codes (Firebase's `storage/<code>` without the prefix), plus
 * 'not-an-image' (SPEC §5: icons are images only, checked before uploading) and 'unknown'.
 * Features translate the code; data-access carries no UI text.
 */
export const STORAGE_ERROR_CODES = [
  'unauthenticated',
  'unauthorized-app',
  'quota-exceeded',
  'unauthorized',
  'object-not-found',
  'retry-limit-exceeded',
  'canceled',
  'invalid-url',
  'invalid-root-operation',
  'no-default-bucket',
  'no-download-url',
  'not-an-image',
  'unknown',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Storage operation failed: ${code}`, options);
    this.name = 'StorageError';
  }
}

const KNOWN = new Set<string>(STORAGE_ERROR_CODES);

/** The code of a Firebase Storage error ("storage/object-not-found" → 'object-not-found'). */
export function toStorageErrorCode(error: unknown): StorageErrorCode {
  if (error instanceof StorageError) return error.code;
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (typeof code !== 'string' || !code.startsWith('storage/')) return 'unknown';
  const bare = code.slice('storage/'.length);
  return KNOWN.has(bare) ? (bare as StorageErrorCode) : 'unknown';
}

export function toStorageError(error: unknown): StorageError {
  return error instanceof StorageError ? error : new StorageError(toStorageErrorCode(error), { cause: error });
}
