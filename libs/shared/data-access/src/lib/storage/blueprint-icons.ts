import type { FirebaseStorage } from 'firebase/storage';
import { firebaseHandles } from '../session/firebase';
import { StorageError, toStorageError } from './storage-errors';

/** SPEC §3: the icon lives under a per-blueprint path, located by the blueprint uid. */
export const blueprintIconPath = (uid: string) => `blueprints/${uid}/icon`;

type StorageModule = typeof import('firebase/storage');

let storagePromise: Promise<{ sdk: StorageModule; storage: FirebaseStorage }> | null = null;

/**
 * Firebase Storage is loaded on first use only: most sessions never touch an icon, and the SDK
 * is a large share of the Firebase bundle.
 */
function loadStorage(): Promise<{ sdk: StorageModule; storage: FirebaseStorage }> {
  const handles = firebaseHandles();
  if (!handles) return Promise.reject(new StorageError('no-default-bucket', { cause: new Error('Firebase is not initialised') }));
  storagePromise ??= import('firebase/storage').then((sdk) => {
    const storage = sdk.getStorage(handles.app, `gs://${handles.config.firebase.storageBucket}`);
    const emulator = handles.config.emulators?.storage;
    if (emulator) sdk.connectStorageEmulator(storage, emulator.host, emulator.port);
    return { sdk, storage };
  });
  // A failed chunk load must not stick: the next icon operation tries again.
  storagePromise.catch(() => {
    storagePromise = null;
  });
  return storagePromise;
}

/**
 * Uploads (resumably) the icon of a blueprint, replacing the previous one. `onProgress` receives
 * 0..1. Only images are accepted (SPEC §5); anything else rejects with 'not-an-image' before a
 * byte is sent. Rejects with a `StorageError`.
 */
export async function uploadBlueprintIcon(uid: string, file: Blob, onProgress?: (fraction: number) => void): Promise<void> {
  if (!file.type.startsWith('image/')) throw new StorageError('not-an-image');
  try {
    const { sdk, storage } = await loadStorage();
    const task = sdk.uploadBytesResumable(sdk.ref(storage, blueprintIconPath(uid)), file, { contentType: file.type });
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

/** The icon's download URL, or null when the blueprint has no icon. Rejects with a `StorageError`. */
export async function getBlueprintIconUrl(uid: string): Promise<string | null> {
  try {
    const { sdk, storage } = await loadStorage();
    return await sdk.getDownloadURL(sdk.ref(storage, blueprintIconPath(uid)));
  } catch (error) {
    const storageError = toStorageError(error);
    if (storageError.code === 'object-not-found') return null;
    throw storageError;
  }
}

/** Deletes the icon; deleting an icon that does not exist is not an error. Rejects with a `StorageError`. */
export async function deleteBlueprintIcon(uid: string): Promise<void> {
  try {
    const { sdk, storage } = await loadStorage();
    await sdk.deleteObject(sdk.ref(storage, blueprintIconPath(uid)));
  } catch (error) {
    const storageError = toStorageError(error);
    if (storageError.code !== 'object-not-found') throw storageError;
  }
}
