import { getApp, getApps, initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import type { AppConfig } from './app-config';
import { firebaseHandles, setFirebaseHandles, type FirebaseHandles } from './firebase-handles';

// The handles live with the SDK (the entry carries neither): loadFirebaseHandles reads them here.
export { firebaseHandles, nextFirebaseHandles } from './firebase-handles';

// The Firebase SDK, loaded lazily by the session provider (`firebaseSdk`): /login shows its form
// before this arrives, and a signed-in start with a stored session loads it after its first screen.
export {
  confirmPasswordReset,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
} from 'firebase/auth';

/**
 * Initialises the Firebase app and auth once per page. Firebase allows `initializeAuth` only once
 * per app, and React may mount the provider twice (StrictMode, fast refresh), hence the module
 * singleton. `initializeAuth` with only the persistences we need (no popup/redirect resolver)
 * keeps the auth bundle small; IndexedDB first, localStorage where IndexedDB is unavailable, so
 * the session survives a reload.
 */
export function initFirebase(config: AppConfig): FirebaseHandles {
  const known = firebaseHandles();
  if (known) return known;
  const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulators?.auth) connectAuthEmulator(auth, config.emulators.auth, { disableWarnings: true });
  const handles = { app, auth, config };
  setFirebaseHandles(handles);
  return handles;
}
