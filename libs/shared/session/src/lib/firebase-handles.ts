import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { AppConfig } from './app-config';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  config: AppConfig;
}

let handles: FirebaseHandles | null = null;
const waiting = new Set<(initialised: FirebaseHandles) => void>();

/** Kept by `initFirebase` (./firebase), the lazily loaded module that holds the Firebase SDK. */
export function setFirebaseHandles(initialised: FirebaseHandles): void {
  handles = initialised;
  for (const resolve of waiting) resolve(initialised);
  waiting.clear();
}

/** Resolves with the handles once `initFirebase` has run (at once when it has). */
export function nextFirebaseHandles(): Promise<FirebaseHandles> {
  return handles ? Promise.resolve(handles) : new Promise((resolve) => waiting.add(resolve));
}

/** The initialised Firebase handles, or null before the session has loaded and started Firebase. */
export function firebaseHandles(): FirebaseHandles | null {
  return handles;
}
