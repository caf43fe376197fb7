import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import type { AppConfig } from './app-config';

export interface FirebaseHandles {
  app: FirebaseApp;
  auth: Auth;
  config: AppConfig;
}

let handles: FirebaseHandles | null = null;

/**
 * Initialises the Firebase app and auth once per page. Firebase allows `initializeAuth` only once
 * per app, and React may mount the provider twice (StrictMode, fast refresh), hence the module
 * singleton. `initializeAuth` with only the persistences we need (no popup/redirect resolver)
 * keeps the auth bundle small; IndexedDB first, localStorage where IndexedDB is unavailable, so
 * the session survives a reload.
 */
export function initFirebase(config: AppConfig): FirebaseHandles {
  if (handles) return handles;
  const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulators?.auth) connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
  handles = { app, auth, config };
  return handles;
}

/** The initialised Firebase handles, or null before the provider has mounted. */
export function firebaseHandles(): FirebaseHandles | null {
  return handles;
}
