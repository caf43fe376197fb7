import { queryOptions, useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { lazyModule } from '@rescue-admin/util';
import type { FirebaseStorage } from 'firebase/storage';
import { loadFirebaseHandles } from '@rescue-admin/session';
import { StorageError, toStorageError } from './storage-errors';

type StorageModule = typeof import('firebase/storage');

/** The SDK through the app's one loader (120 s limit, a failure classified and logged; loaded again after one). */
const storageSdk = lazyModule(() => import('firebase/storage'));

let storagePromise: Promise<{ sdk: StorageModule; storage: FirebaseStorage }> | null = null;

/**
 * Firebase Storage is loaded on first use only: most sessions never touch a file, and the SDK
 * is a large share of the Firebase bundle.
 */
async function loadStorage(): Promise<{ sdk: StorageModule; storage: FirebaseStorage }> {
  const handles = await loadFirebaseHandles();
  if (!handles) throw new StorageError('no-default-bucket', { cause: new Error('Firebase is not initialised') });
  storagePromise ??= storageSdk.load().then((sdk) => {
    const storage = sdk.getStorage(handles.app, `gs://${handles.config.firebase.storageBucket}`);
    const emulator = handles.config.emulators?.storage;
    if (emulator) sdk.connectStorageEmulator(storage, emulator.host, emulator.port);
    return { sdk, storage };
  });
  // A failed chunk load must not stick: the next file operation tries again.
  storagePromise.catch(() => {
    storagePromise = null;
  });
  return storagePromise;
}

export interface UploadFileInput {
  /** Where the file lives in the configured bucket, e.g. `blueprints/<uid>/icon`. */
  path: string;
  file: Blob;
  /** Receives 0..1 while uploading. */
  onProgress?: (fraction: number) => void;
  /** Refuse anything but images ('not-an-image') before a byte is sent. @default false */
  imagesOnly?: boolean;
}

/** Uploads (resumably) a file, replacing the one at its path. Rejects with a `StorageError`. */
export async function uploadFile({ path, file, onProgress, imagesOnly = false }: UploadFileInput): Promise<void> {
  if (imagesOnly && !file.type.startsWith('image/')) throw new StorageError('not-an-image');
  try {
    const { sdk, storage } = await loadStorage();
    const task = sdk.uploadBytesResumable(sdk.ref(storage, path), file, { contentType: file.type });
    await new Promise<void>((resolve, reject) => {
      task.on(
        'state_changed',
        (snapshot) => onProgress?.(snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
        reject,
        () => resolve(),
      );
    });
    onProgress?.(1);
  } catch (error) {
    throw toStorageError(error);
  }
}

/** The file's download URL, or null when there is none at the path. Rejects with a `StorageError`. */
export async function fileUrl(path: string): Promise<string | null> {
  try {
    const { sdk, storage } = await loadStorage();
    return await sdk.getDownloadURL(sdk.ref(storage, path));
  } catch (error) {
    const storageError = toStorageError(error);
    if (storageError.code === 'object-not-found') return null;
    throw storageError;
  }
}

/**
 * Deletes the file at `path` (SPEC §7: Storage "also offers download-URL and delete operations").
 * A file that is not there is no error: what the caller wants — no file at the path — holds.
 * Rejects with a `StorageError` otherwise (e.g. `unauthorized`).
 */
export async function deleteFile(path: string): Promise<void> {
  try {
    const { sdk, storage } = await loadStorage();
    await sdk.deleteObject(sdk.ref(storage, path));
  } catch (error) {
    const storageError = toStorageError(error);
    if (storageError.code !== 'object-not-found') throw storageError;
  }
}

/** The download URL of the file at `path` (null: none), cached under `['files', path]`. */
export const fileQuery = (path: string) => queryOptions({ queryKey: ['files', path], queryFn: () => fileUrl(path) });

/**
 * What a caller may add to the upload hook, e.g. `{ meta: { errorHandledLocally: true } }`
 * (react-query's `MutationMeta`, which data-access types as its `DataAccessMeta`).
 */
export interface UploadHookOptions {
  meta?: MutationMeta;
}

/** Uploads a file; the error is a `StorageError` whose `code` the feature translates. */
export function useUploadFile(options: UploadHookOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, UploadFileInput>({
    meta: options.meta,
    mutationKey: ['files', 'upload'],
    mutationFn: uploadFile,
    onSuccess: (_result, { path }) => queryClient.invalidateQueries({ queryKey: fileQuery(path).queryKey }),
    onError: (error) => console.error('File could not be uploaded', error),
  });
}
