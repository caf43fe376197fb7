import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { AppConfig } from './app-config';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  config: AppConfig;
}

let handles: FirebaseHandles | null = null;

/** Kept by `initFirebase` (./firebase), the lazily loaded module that holds the Firebase SDK. */
export function setFirebaseHandles(initialised: FirebaseHandles): void {
  handles = initialised;
}

/** The initialised Firebase handles, or null before the session has loaded and started Firebase. */
export function firebaseHandles(): FirebaseHandles | null {
  return handles;
}
