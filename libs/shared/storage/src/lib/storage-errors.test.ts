// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StorageError as FirebaseStorageError, StorageErrorCode as FirebaseCode } from 'firebase/storage';
import { StorageError, toStorageErrorCode } from './storage-errors';
import { uploadFile } from './files';

describe('toStorageErrorCode (SPEC §8 file storage codes)', () => {
  it.each([
    [FirebaseCode.UNAUTHENTICATED, 'unauthenticated'],
    [FirebaseCode.UNAUTHORIZED_APP, 'unauthorized-app'],
    [FirebaseCode.QUOTA_EXCEEDED, 'quota-exceeded'],
    [FirebaseCode.UNAUTHORIZED, 'unauthorized'],
    [FirebaseCode.OBJECT_NOT_FOUND, 'object-not-found'],
    [FirebaseCode.RETRY_LIMIT_EXCEEDED, 'retry-limit-exceeded'],
    [FirebaseCode.CANCELED, 'canceled'],
    [FirebaseCode.INVALID_URL, 'invalid-url'],
    [FirebaseCode.INVALID_ROOT_OPERATION, 'invalid-root-operation'],
    [FirebaseCode.NO_DEFAULT_BUCKET, 'no-default-bucket'],
    [FirebaseCode.NO_DOWNLOAD_URL, 'no-download-url'],
    [FirebaseCode.SERVER_FILE_WRONG_SIZE, 'unknown'],
  ])('given the Firebase Storage error %s, should answer %s', (code, expected) => {
    expect(toStorageErrorCode(new FirebaseStorageError(code, 'message'))).toBe(expected);
  });

  it('given something that is not a storage error, should answer unknown', () => {
    expect(toStorageErrorCode(new TypeError('Failed to fetch'))).toBe('unknown');
    expect(toStorageErrorCode({ code: 'auth/network-request-failed' })).toBe('unknown');
  });
});

describe('uploadFile', () => {
  it('given a file that is not an image, should reject with not-an-image before touching storage', async () => {
    // Firebase is not initialised in this test: reaching storage would fail with another code.
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const error = await uploadFile({ path: 'blueprints/bp-1/icon', file: pdf, imagesOnly: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'not-an-image' });
  });
});
