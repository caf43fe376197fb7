// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageError as FirebaseStorageError, StorageErrorCode as FirebaseCode } from 'firebase/storage';

// The SDK's calls stand in for the bucket (the local stack's storage server is covered by
// tools/stack's own test); the code under test is what deleteFile makes of their answers.
const deleteObject = vi.fn<(ref: { path: string }) => Promise<void>>();
vi.mock('firebase/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/storage')>()),
  getStorage: () => ({}),
  ref: (_storage: unknown, path: string) => ({ path }),
  deleteObject: (ref: { path: string }) => deleteObject(ref),
}));
vi.mock('@rescue-admin/session', () => ({
  loadFirebaseHandles: () => Promise.resolve({ app: {}, config: { firebase: { storageBucket: 'demo.appspot.com' } } }),
}));

const { deleteFile } = await import('./files');
const { StorageError } = await import('./storage-errors');

afterEach(() => deleteObject.mockReset());

describe('deleteFile (SPEC §7: Storage offers a delete operation)', () => {
  it('should delete the object at the path', async () => {
    deleteObject.mockResolvedValue(undefined);
    await expect(deleteFile('blueprints/bp-1/icon')).resolves.toBeUndefined();
    expect(deleteObject).toHaveBeenCalledWith({ path: 'blueprints/bp-1/icon' });
  });

  it('given no object at the path should resolve: a missing file is not an error', async () => {
    deleteObject.mockRejectedValue(new FirebaseStorageError(FirebaseCode.OBJECT_NOT_FOUND, 'gone'));
    await expect(deleteFile('blueprints/bp-1/icon')).resolves.toBeUndefined();
  });

  it('given the bucket refuses should reject with the StorageError code the feature translates', async () => {
    deleteObject.mockRejectedValue(new FirebaseStorageError(FirebaseCode.UNAUTHORIZED, 'no'));
    const error = await deleteFile('blueprints/bp-1/icon').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ code: 'unauthorized' });
  });
});
